/**
 * Sheets that print their hazard classification but no H-codes (US/Canadian class names, CLP abbreviations in any
 * language, class names in the CLP languages): the codes the classification names, derived only when no code is
 * printed, with evidence that says so and a confidence of at most 0.8. Synthetic sheets.
 */
import { describe, expect, test } from "bun:test";
import { codesFromClassification } from "../../src/modules/parsing/classification.ts";
import { isKnownHazardCode } from "../../src/modules/parsing/ghs-statements.ts";
import { CLASSIFICATION_CLASSES } from "../../src/shared/ghs/classification-codes.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const identity = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Degreaser", "Manufacturer: Harbour Chemicals Inc.", "Revision date: 2021-03-12"];
const tail = ["SECTION 3: Composition/information on ingredients", "Ethanol    64-17-5    5-10 %    Flam. Liq. 2, H225", "SECTION 4: First-aid measures", "Rinse with water."];
const parse = (section2: string[]) => parseSds(sheet([...identity, "SECTION 2: Hazards identification", ...section2, ...tail]));

describe("H-codes from the printed classification", () => {
  test.each([
    ["CLP abbreviations", ["Classification according to Regulation (EC) No 1272/2008", "Flam. Liq. 2", "Eye Irrit. 2", "STOT SE 3 (narcotic effects)"], ["H225", "H319", "H336"]],
    ["US class names with categories in a column", ["Classification", "Flammable liquids    Category 2", "Serious eye damage/eye irritation    Category 2A", "Acute toxicity - Oral    Category 4"], ["H225", "H302", "H319"]],
    ["de, class names", ["Einstufung gemäß Verordnung (EG) Nr. 1272/2008", "Entzündbare Flüssigkeiten, Kategorie 3", "Schwere Augenschädigung/Augenreizung, Kategorie 1"], ["H226", "H318"]],
    ["fr, abbreviations with routes", ["Classification SGH:", "Toxicité aiguë: Acute Tox. 3-Orl . Corrosion/irritation cutanée: Skin Corr. 1B", "Toxicité aiguë: Acute Tox. 2-Inh"], ["H301", "H314", "H330"]],
    ["es, US sheet in Spanish", ["Clasificación de Riesgo: Corrosión de la piel/Irritación Categoría: 2", "Clasificación de Riesgo: Daño Ocular/Irritación Categoría: 2B", "Palabra de Aviso: ADVERTENCIA"], ["H315", "H320"]],
    ["text layer that split words", ["Classification", "Gas es under pressure    Compressed Gas", "Flammable aerosols    Category 1", "Carc inogenicity    Category 1B"], ["H222", "H280", "H350"]],
  ])("%s", (_name, section2, codes) => {
    const parsed = parse(section2 as string[]);
    expect(parsed.h_codes).toEqual(codes as string[]);
    expect(parsed.evidence.h_codes).toMatchObject({ method: "derived_from_classification" });
    expect(parsed.evidence.h_codes!.confidence).toBeLessThanOrEqual(0.8);
    expect(parsed.evidence.h_codes!.text).toContain((section2 as string[]).find((line) => codesFromClassification([line]).codes.length > 0)!.trim().slice(0, 10));
  });

  test("acute toxicity without its route, STOT SE 3 without its effect: no code", () => {
    expect(parse(["Classification", "Acute Tox. 4", "STOT SE 3"]).h_codes).toEqual([]);
    expect(codesFromClassification(["Acute Tox. 4 (oral, dermal)"]).codes.sort()).toEqual(["H302", "H312"]);
  });

  test("printed codes win: the classification is not read when any H-code is printed", () => {
    const parsed = parse(["Classification", "Flam. Liq. 2", "Skin Irrit. 2", "Hazard statements", "H225 Highly flammable liquid and vapour."]);
    expect(parsed.h_codes).toEqual(["H225"]);
    expect(parsed.evidence.h_codes!.method).toBe("text");
  });

  test("statement wording wins too", () => {
    const parsed = parse(["Classification: Flam. Liq. 2", "Hazard statements", "Highly flammable liquid and vapour."]);
    expect(parsed.h_codes).toEqual(["H225"]);
    expect(parsed.evidence.h_codes!.method).toBe("statement-text");
  });

  test("'not classified' and unrelated numbers give nothing", () => {
    expect(parse(["Classification", "Flammable liquids: Not classified", "Representative 2 days of use", "Aerosol can 300 ml"]).h_codes).toEqual([]);
  });
});

test("every code the classification table gives is a known hazard statement", () => {
  const codes = CLASSIFICATION_CLASSES.flatMap((entry) => [
    ...Object.values(entry.categories),
    ...Object.values(entry.routes ?? {}).flatMap((byCategory) => Object.values(byCategory)),
    ...(entry.effects ?? []).map(([, code]) => code),
    ...(entry.withoutCategory ? [entry.withoutCategory] : []),
  ]);
  expect(codes.length).toBeGreaterThan(60);
  expect(codes.filter((code) => !isKnownHazardCode(code))).toEqual([]);
});

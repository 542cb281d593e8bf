/**
 * H-codes printed as codes are always kept, in the layouts SDSs use (code and statement on one line, a code
 * column in a table, codes in sections 2 and 3, combined codes), whatever statement wording is printed beside them:
 * the multilingual wording tables only add codes, never replace or hide printed ones. Synthetic sheets.
 */
import { describe, expect, test } from "bun:test";
import { findStatementsInText } from "../../src/modules/parsing/ghs-statements.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const identity = ["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Glass Cleaner", "Manufacturer: Harbour Chemicals Inc.", "Revision date: 2021-03-12"];
const composition = ["SECTION 3: Composition/information on ingredients", "Ethanol    64-17-5    5-10 %    H225, H319", "SECTION 4: First-aid measures", "Rinse with water."];

function parse(section2: string[], section3 = composition) {
  return parseSds(sheet([...identity, "SECTION 2: Hazards identification", ...section2, ...section3]));
}

describe("printed H-codes are kept in every usual layout", () => {
  test("code and statement on one line", () => {
    const parsed = parse(["Signal word: Danger", "Hazard statements", "H225 Highly flammable liquid and vapour.", "H319 Causes serious eye irritation.", "Precautionary statements", "P210 Keep away from heat."]);
    expect(parsed.h_codes).toEqual(["H225", "H319"]);
    expect(parsed.evidence.h_codes!.method).toBe("text");
    expect(parsed.evidence.h_codes!.confidence).toBe(0.9);
  });

  test("code with a colon or dash, statement after it", () => {
    const parsed = parse(["Signal word: Danger", "Hazard statements:", "H225: Highly flammable liquid and vapour.", "H336 - May cause drowsiness or dizziness."]);
    expect(parsed.h_codes).toEqual(["H225", "H336"]);
  });

  test("a code column in a table, statements in the next column", () => {
    const parsed = parse(["Signal word    Danger", "Hazard statements    H225    Highly flammable liquid and vapour.", "    H319    Causes serious eye irritation."]);
    expect(parsed.h_codes).toEqual(["H225", "H319"]);
  });

  test("codes listed in the hazard statements block, statements printed in full in section 16", () => {
    const parsed = parse(["Signal word: Warning", "Hazard statements: H302+H332, H315"]);
    expect(parsed.h_codes).toEqual(["H302", "H315", "H332"]);
  });

  test("combined codes with their combined sentence", () => {
    const parsed = parse(["Signal word: Warning", "Hazard statements", "H302+H332 Harmful if swallowed or if inhaled."]);
    expect(parsed.h_codes).toEqual(["H302", "H332"]);
  });

  test("codes printed with a space or a dash between letter and digits", () => {
    expect(parse(["Signal word: Danger", "Hazard statements", "H 225 Highly flammable liquid and vapour."]).h_codes).toEqual(["H225"]);
    expect(parse(["Signal word: Warning", "Hazard statements", "H-319 Causes serious eye irritation."]).h_codes).toEqual(["H319"]);
  });

  test("codes in brackets after the statements", () => {
    const parsed = parse(["Signal word: Danger", "Hazard statements", "Highly flammable liquid and vapour (H225). Causes serious eye irritation (H319)."]);
    expect(parsed.h_codes).toEqual(["H225", "H319"]);
  });

  test("ingredient codes in section 3 are not the product's codes", () => {
    const parsed = parse(["Signal word: Warning", "Hazard statements", "H319 Causes serious eye irritation."]);
    expect(parsed.h_codes).toEqual(["H319"]);
  });

  test("statement wording next to printed codes adds nothing the codes do not say", () => {
    const parsed = parse(["Signal word: Danger", "Hazard statements", "H225 Highly flammable liquid and vapour. H319 Causes serious eye irritation.", "H336 May cause drowsiness or dizziness."]);
    expect(parsed.h_codes).toEqual(["H225", "H319", "H336"]);
    expect(parsed.warnings.join(" ")).not.toContain("statement wording");
  });
});

describe("statement wording is read only as the label's hazard statements", () => {
  test("a hazard statements label followed by 'None' holds no statements: health effects below it are not codes", () => {
    const parsed = parse([
      "Signal word: None", "Hazard statements: None", "Precautionary statements: None",
      "Potential health effects", "Eyes: Causes eye irritation.", "Skin: May cause skin irritation.", "Inhalation: May cause respiratory irritation.",
    ]);
    expect(parsed.h_codes).toEqual([]);
    expect(parsed.signal_word).toBeNull();
  });

  test("'Not applicable' or 'Not classified' as the label's value in the languages likewise", () => {
    for (const [label, none] of [["Hazard statements:", "Not applicable"], ["Mentions de danger :", "Non applicable"], ["Indicaciones de peligro:", "No aplicable"], ["Gefahrenhinweise:", "entfällt"]]) {
      const parsed = parse([`${label} ${none}`, "Eyes: Causes eye irritation.", "Toxicological effects", "Harmful if swallowed."]);
      expect(parsed.h_codes).toEqual([]);
    }
  });

  test("the block ends at the routes of exposure and health-effects labels that follow it", () => {
    const parsed = parse([
      "Signal word: Warning", "Hazard statements", "Causes serious eye irritation.",
      "Potential acute health effects", "Inhalation: May cause respiratory irritation.", "Ingestion: Harmful if swallowed.",
    ]);
    expect(parsed.h_codes).toEqual(["H319"]);
  });
});

describe("the hazard statements label in its printed variants", () => {
  test.each([
    ["fr, 'Mention(s) de danger' with stray dots", ["Mention(s) de danger: . . Peut provoquer une allergie cutanée. Toxique en cas d’ingestion.", "Mention de mise en garde: Ne pas manger."], ["H301", "H317"]],
    ["es, 'Indicación(es) de peligro'", ["Indicación(es) de peligro:", "Provoca irritación ocular grave.", "Consejos de prudencia:"], ["H319"]],
    ["it, 'Indicazione di pericolo'", ["Indicazione di pericolo: Provoca irritazione cutanea.", "Consigli di prudenza: Non disperdere."], ["H315"]],
    ["pt, 'Frases de perigo'", ["Frases de perigo: Provoca irritação ocular grave."], ["H319"]],
  ])("%s", (_name, section2, codes) => {
    expect(parse(section2 as string[]).h_codes).toEqual(codes as string[]);
  });
});

describe("a text layer that split words at kerning ('Caus es s erious ey e irritation')", () => {
  test("statement wording is matched letter for letter, a statement still starting and ending at word edges", () => {
    const parsed = parse(["GHS Label elem ents", "Dange r", "Haz ard statem ents", "Caus es s erious ey e irritation", "May c aus e c ancer", "Contains gas under pressure; may ex plode if heated", "Precautionary Statem ents - Prevention", "Obtain s pecial instructions before us e"]);
    expect(parsed.h_codes).toEqual(["H280", "H319", "H350"]);
    expect(parsed.evidence.h_codes!.method).toBe("statement-text");
  });

  test("letters of two statements run together are not read across a word's middle", () => {
    const parsed = parse(["Hazard statements", "Flammable aerosols are not present. Causes skin irritationally."]);
    expect(parsed.h_codes).toEqual([]);
  });
});

describe("wordings outside CLP: Canadian French (HPR) and the GHS categories the EU did not adopt", () => {
  test.each([
    ["fr-CA H314", "Provoque des brûlures de la peau et des lésions oculaires graves.", ["H314"]],
    ["fr-CA H225", "Liquide et vapeur très inflammables.", ["H225"]],
    ["fr H320", "Provoque une irritation des yeux.", ["H320"]],
    ["fr H320 does not hide H319", "Provoque une sévère irritation des yeux.", ["H319"]],
    ["es H320", "Provoca irritación ocular.", ["H320"]],
    ["es H319 still H319", "Provoca irritación ocular grave.", ["H319"]],
    ["es H303", "Puede ser nocivo en caso de ingestión.", ["H303"]],
    ["es H411 not read as H401", "Tóxico para los organismos acuáticos, con efectos nocivos duraderos.", ["H411"]],
  ])("%s", (_name, text, codes) => {
    expect(findStatementsInText(text).sort()).toEqual(codes);
  });
});

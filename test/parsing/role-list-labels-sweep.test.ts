/**
 * The party-role label sweep (session 15, round 2): 8 languages × 13 orders of 2–4 role words × 6 ways of joining
 * them × 5 layouts (test/helpers/role-label-sweep.ts), 2,368 cases, each a small sheet with no 1.3 heading. A case is
 * read when the company comes from its label (a label tier's confidence), not from a fallback that finds a legal form.
 * Before the role-list rule 1,763 cases missed (14 of them gave a wrong value, the label with the name); after, none.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair.ts";
import { roleCases, runRoleCase, type RoleResult } from "../helpers/role-label-sweep.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const CASES = roleCases();

const name = (result: RoleResult) => `${result.language} ${result.layout} [${result.label}]`;

describe("party-role label sweep", () => {
  test(`the company is read by its role-list label (${CASES.length} cases)`, () => {
    const results = CASES.map(runRoleCase);
    const misses = Object.fromEntries(results.filter((r) => !r.byLabel).map((r) => [name(r), `${r.value} ${r.confidence}`]));
    expect(misses).toEqual({});
    expect(results.filter((r) => r.value !== r.truth).map(name)).toEqual([]);
  });
});

const block = (label: string) => ["1. IDENTIFICATION", "Product name: Harbour Rinse 40", ...label.split("\n"), ...SECTIONS_2_TO_4];

describe("a role list after English 'name of', 'details of', 'identity of'", () => {
  test.each([
    ["Details of the manufacturer, importer or distributor\nHarbour Coatings Ltd\n12 Quay Road"],
    ["Identity of the supplier / distributor:   Harbour Coatings Ltd\n12 Quay Road"],
    ["Name of importer and/or distributor      Harbour Coatings Ltd\n12 Quay Road"],
  ])("%s", (lines) => {
    const parsed = parseSds(sheet(block(lines)));
    expect(parsed.manufacturer).toBe("Harbour Coatings Ltd");
    expect(parsed.evidence.manufacturer?.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("what a role list is not", () => {
  test.each([
    ["en", "The manufacturer, importer or supplier must keep this sheet: Harbour Coatings Ltd"],
    ["de", "Der Hersteller, Importeur oder Lieferant muss: Hafen Lacke GmbH"],
    ["fr", "Le fabricant, importateur ou fournisseur doit: Peintures du Port SARL"],
  ])("%s: a sentence that mentions the roles is no label", (_language, line) => {
    const parsed = parseSds(sheet(block(line)));
    expect((parsed.evidence.manufacturer?.confidence ?? 0) < 0.85 || parsed.manufacturer === null).toBe(true);
  });

  test("the emergency telephone of the manufacturer is not the company", () => {
    const parsed = parseSds(sheet(block("Manufacturer, importer, supplier: Harbour Coatings Ltd\n12 Quay Road\nEmergency telephone of the manufacturer: Harbour Emergency Ltd +44 20 7946 0000")));
    expect(parsed.manufacturer).toBe("Harbour Coatings Ltd");
  });

  test.each([
    ["en", "Manufacturer, importer: Harbour Coatings Ltd", "Distributor, importer: Seaside Trading Ltd"],
    ["de", "Hersteller/Importeur: Hafen Lacke GmbH", "Händler, Importeur: Seehandel GmbH"],
    ["es", "Fabricante y/o importador: Pinturas del Puerto S.L.", "Distribuidor / importador: Comercial Costa S.A."],
    ["pl", "Producent, importer: Farby Portowe Sp. z o.o.", "Dystrybutor i importer: Handel Morski Sp. z o.o."],
  ])("%s: a distributor's role list after the manufacturer's does not replace it", (_language, maker, distributor) => {
    const parsed = parseSds(sheet(block(`${maker}\nHarbour Road 1\n${distributor}\nSea Road 2`)));
    expect(parsed.manufacturer).toBe(maker.split(": ")[1]!);
  });

  test("a lone role word wrapped after its comma is read as the list's first line", () => {
    const parsed = parseSds(sheet(block("Produzent,      Hafen Lacke GmbH\nLieferant      Hafenstraße 12\n      D-20457 Hamburg")));
    expect(parsed.manufacturer).toBe("Hafen Lacke GmbH");
    expect(parsed.evidence.manufacturer?.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("a list of other words ending in a comma is still no label for the OCR colon repair", () => {
    const lines = ["Telephone    ©    +1-800-558-5566", "Iron, zinc,    1    Nordwerk"];
    expect(repairOcrLines(lines).lines[1]).toBe("Iron, zinc,    1    Nordwerk");
  });
});

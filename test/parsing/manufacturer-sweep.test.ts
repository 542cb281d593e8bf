/**
 * A synthetic sweep of the manufacturer (session 10): 16 languages × their section-1 title and 1.3 heading × their
 * company labels (company, manufacturer, supplier, company name, name) × layouts (key: value, label gap, value below,
 * no label, the heading beside the company, wrapped / upper-case / unnumbered headings, a two-column 1.3 with the
 * emergency number beside it, address labels, one-line addresses, a manufacturer and a distributor both named) ×
 * each country's legal forms. Cases are built by test/helpers/manufacturer-sweep.ts; misses are counted by
 * (language, layout). 1,344 cases, about 2.5 s.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { runCase, sweepCases, type SweepResult } from "../helpers/manufacturer-sweep.ts";
import { sheet, SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

const CASES = sweepCases();

/** Misses as "language layout [label]" → the value read, for a readable failure. */
function misses(results: readonly SweepResult[]): Record<string, string | null> {
  const found: Record<string, string | null> = {};
  for (const result of results) {
    if (result.value !== result.truth) found[`${result.language} ${result.layout} [${result.label}]`] = result.value;
  }
  return found;
}

/** A wrong company given above 0.9: what must never come out. */
const wrongAndSure = (results: readonly SweepResult[]) =>
  results.filter((result) => result.value !== null && result.value !== result.truth && result.confidence > 0.9).map((result) => `${result.lines.join(" / ")} → ${result.value}`);

describe("manufacturer sweep", () => {
  test(`every case read by parseSds (${CASES.length} cases)`, () => {
    const results = CASES.map(runCase);
    expect(misses(results)).toEqual({});
    expect(wrongAndSure(results)).toEqual([]);
  });
});

describe("miss classes the sweep found", () => {
  test("the Hungarian 'Cég' (company) as a row label with its value after a gap", () => {
    const parsed = parseSds(sheet([
      "1. SZAKASZ: Az anyag/keverék és a vállalat/vállalkozás azonosítása", "1.3 A biztonsági adatlap szállítójának adatai",
      "Cég          Kikötői Festék Kft.", "          Kikötő utca 12.", "          H-1095 Budapest", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("Kikötői Festék Kft.");
  });

  test.each([
    ["sv", "Tillverkare", "Leverantör"], ["no", "Produsent", "Leverandør"], ["fi", "Valmistaja", "Toimittaja"],
    ["cs", "Výrobce", "Dodavatel"], ["sk", "Výrobca", "Dodávateľ"], ["hu", "Gyártó", "Forgalmazó"], ["ro", "Producător", "Furnizor"],
  ])("%s: the manufacturer's label is preferred to a distributor's named before it, as in the eight languages", (_code, maker, distributor) => {
    const parsed = parseSds(sheet([
      "1.3 Details of the supplier of the safety data sheet", `${distributor}: Harbour Trading AB`, "Hamngatan 12",
      `${maker}: Harbour Coatings Oy`, "Satamakatu 12", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("Harbour Coatings Oy");
  });

  test.each([
    ["a Swedish postal code in two groups", ["Hamngatan 12", "SE-411 04 Göteborg"]],
    ["a Danish street glued to 'gade'", ["Havnegade 12", "DK-1058 København K"]],
    ["a Finnish street glued to 'katu'", ["Satamakatu 12", "FI-00160 Helsinki"]],
    ["a Hungarian street with 'utca'", ["Kikötő utca 12.", "H-1095 Budapest"]],
    ["a Czech street without a street word, its postal code below", ["Přístavní 12", "170 00 Praha 7"]],
  ])("an address under the 1.3 heading is no company: %s", (_name, address) => {
    const parsed = parseSds(sheet([
      "Harbour Coatings Ltd", "SECTION 1: Identification", "1.3 Details of the supplier of the safety data sheet",
      ...(address as string[]), "Telefon: +49 40 1234 5678", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("Harbour Coatings Ltd");
  });

  test.each([
    ["pt", "Nome do", "fornecedor:"], ["cs", "Název", "dodavatele:"], ["sk", "Názov", "dodávateľa:"], ["ro", "Numele", "furnizorului:"],
    ["es", "Nombre del", "proveedor:"], ["en", "Name of", "supplier:"],
  ])("%s: a party label wrapped in its cell, the company beside its first part", (_code, start, end) => {
    const parsed = parseSds(sheet([
      "1.3 Details of the supplier of the safety data sheet", `${start}          Harbour Coatings`, `${end}          Dock Road 12`,
      "          20457 Hamburg", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("Harbour Coatings");
    expect(parsed.evidence.manufacturer!.confidence).toBe(0.85);
  });

  test("a 1.3 heading in the right column of a two-column page: the block's values are its right cells", () => {
    const parsed = parseSds(sheet([
      "1.2 Uses          1.3 Käyttöturvallisuustiedotteen toimittajan tiedot", "Primer          Satamamaali Oy",
      "Coating          Satamakatu 12", "Industrial use          FI-00160 Helsinki", ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).toBe("Satamamaali Oy");
  });
});

/**
 * A date label that opens with the word "date" ("Data de Actualização", "Date of revision", "Fecha de revisión") after
 * other words on its line: a stamp ("Impressão não Verificada": an uncontrolled print) or another field's end is not
 * the label's own qualifier (session 31: an external Portuguese sheet's revision date was taken for a print date's and
 * none read). The word right before it, capitalized as the label, still qualifies it ("Original Date of Preparation").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

const dateOf = (line: string) => {
  const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Harbour Rinse 40", "Supplier: Harbour Chemicals Ltd", line, ...SECTIONS_2_TO_4]));
  return { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence ?? 0 };
};

describe("a stamp before a date label is not the label's", () => {
  test.each([
    ["pt", "CIAV + 351 808 250 143 Impressão não Verificada Data de Actualização: 14-10-2015 Data de Impressão: 14-10-2015", "2015-10-14"],
    ["en", "Uncontrolled when printed Date of revision: 03.12.2021 Print date: 04.01.2022", "2021-12-03"],
    ["es", "Copia impresa no controlada Fecha de revisión: 23/12/2021", "2021-12-23"],
  ])("%s", (_language, line, date) => {
    const found = dateOf(line);
    expect(found.value).toBe(date);
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("the word next to the label still qualifies it", () => {
  test("'Original Date of Preparation' is the first issue's (a guess when nothing else dates the sheet)", () => {
    const found = dateOf("SDS Original Date of Preparation: January 27, 2014");
    expect(found.value).toBe("2014-01-27");
    expect(found.confidence).toBeLessThanOrEqual(0.6);
  });
  test("'Print Date of …' is no revision date", () => {
    expect(dateOf("Harbour Print Date of document: 04.01.2022   Revision date: 03.12.2021").value).toBe("2021-12-03");
  });
});

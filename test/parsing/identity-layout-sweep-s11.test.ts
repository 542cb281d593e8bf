/**
 * Identity misses the PDF layout sweep found (session 11, test/parsing/pdf-layout-sweep.test.ts): values a narrow value
 * column wraps onto the next line, read from lines placed as the reader places them (label at the margin, the value and
 * its second line in the value column).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { SECTIONS_2_TO_4 } from "../helpers/sds-text.ts";

/** Lines as [x, text]: a narrow grid's rows (label at 53, value column at 173). */
function gridSheet(rows: [number, string][]): SdsText {
  const all: [number, string][] = [[50, "SECTION 1: Identification of the substance/mixture and of the company/undertaking"], ...rows, ...SECTIONS_2_TO_4.map((text): [number, string] => [50, text])];
  return { numPages: 1, hasTextLayer: true, pages: [{ number: 1, width: 595, height: 842, lines: all.map(([x, text], index) => ({ text, x, y: 60 + index * 13 })) }] };
}

describe("a name wrapped in a narrow value column", () => {
  test("a grade number alone on the line under the name, in the value column, is the name's end", () => {
    const parsed = parseSds(gridSheet([[50, "1.1 Product identifier"], [53, "Product name    Brightfloor® Cleaner"], [173, "500"], [53, "Product code    BF-500"]]));
    expect(parsed.product_name).toBe("Brightfloor® Cleaner 500");
    expect(parsed.evidence.product_name?.confidence).toBe(0.85);
  });

  test("a key: value line in a narrow column that wraps the name's number to the line's start", () => {
    const parsed = parseSds(gridSheet([[50, "1.1 Identificatore del prodotto"], [50, "Nome commerciale: Detergente Lucepavimento®"], [50, "500"], [50, "Codice prodotto: BF-500"]]));
    expect(parsed.product_name).toBe("Detergente Lucepavimento® 500");
    expect(parsed.evidence.product_name?.confidence).toBe(0.85);
  });

  test("an article number (five digits or more) under the name is not the name's", () => {
    const parsed = parseSds(gridSheet([[50, "1.1 Product identifier"], [53, "Product name    Brightfloor® Cleaner"], [173, "4005800"], [53, "Product code    BF-500"]]));
    expect(parsed.product_name).toBe("Brightfloor® Cleaner");
  });
});

describe("a company whose legal form the line break cuts", () => {
  test.each([
    ["Polish sp. z o.o.", "Producent    Chemia Połysk Sp. z", "o.o.", "Chemia Połysk Sp. z o.o."],
    ["Mexican S.A. de C.V.", "Fabricante    Química Brillante S.A. de", "C.V.", "Química Brillante S.A. de C.V."],
    ["German GmbH & Co. KG", "Hersteller    Glanzwerk GmbH &", "Co. KG", "Glanzwerk GmbH & Co. KG"],
  ])("%s", (_name, labelled, next, company) => {
    const parsed = parseSds(gridSheet([[50, "1.3 Details of the supplier of the safety data sheet"], [53, labelled], [173, next], [173, "ul. Przemysłowa 12, 00-950 Warszawa"]]));
    expect(parsed.manufacturer).toBe(company);
  });

  test("a legal form complete on its line keeps the next line out (a town, a department)", () => {
    const parsed = parseSds(gridSheet([[50, "1.3 Details of the supplier of the safety data sheet"], [53, "Supplier    Harbourside Chemicals Ltd"], [173, "Product Safety"], [173, "12 Harbour Road, Leeds"]]));
    expect(parsed.manufacturer).toBe("Harbourside Chemicals Ltd");
  });
});

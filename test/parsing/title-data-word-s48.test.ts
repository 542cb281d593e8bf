/**
 * A date alone under an English title that holds the word "data" ("SAFETY DATA SHEET" / "12.03.2021"): the title is no
 * date label waiting for its value, though "data" is one in Portuguese, Italian and Polish ("Data: 12.03.2021"). Before,
 * the lone date under "SAFETY DATA SHEET" was not read, while the same under "FICHA DE DATOS DE SEGURIDAD" was.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

/** The sheet's later sections: its first lines stay far from its end (where ./sign-off-date.ts looks). */
const LATER = Array.from({ length: 20 }, (_, k) => `(${k + 3}) ……`);
const dated = (title: string, date: string) =>
  parseSds(sheet([title, date, "1. Identification", "Product name: Harbour Rinse", "Supplier: Harbour Ltd", "2. Hazards identification", ...LATER]));

describe("a date alone under a title that holds 'data'", () => {
  test.each([
    ["SAFETY DATA SHEET", "12.03.2021", "2021-03-12"],
    ["MATERIAL SAFETY DATA SHEET", "March 12, 2021", "2021-03-12"],
    ["Safety Data Sheet", "2021-03-12", "2021-03-12"],
  ])("%s / %s", (title, date, iso) => {
    const parsed = dated(title, date);
    expect(parsed.revision_date).toBe(iso);
    expect(parsed.evidence.revision_date?.confidence).toBeLessThanOrEqual(0.5);
  });

  test("a date label above the date still keeps it for its own reading", () => {
    expect(dated("Data de impressão", "12.03.2021").revision_date).toBeNull();
  });
});

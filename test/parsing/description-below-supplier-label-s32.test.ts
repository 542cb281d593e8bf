/**
 * A column of labels printed before its values ("Uso della sostanza/preparato" / "Fornitore" / the use's sentence / the
 * company): the line under the supplier's label was a description in lower case and was read as the supplier at 0.85
 * (session 32, fresh batch). Words in lower case in sentence case make a description or a sentence, no company's name
 * without its legal form; a name split by stray spaces ("Ha rbour & Ca stle") keeps its capitals and stays a name.
 * Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

describe("a description under the supplier's label", () => {
  test("is no supplier; the company with its legal form below it is", () => {
    const parsed = parseSds(sheet([
      "SCHEDA SICUREZZA",
      "1 . Identificazione della sostanza/preparato e della società/impresa",
      "Nome del prodotto",
      "PORTOIL SAE 15W-40",
      "Uso della sostanza/preparato",
      "Fornitore",
      "Lubrificante per motori autotrazione.",
      "Per le specifiche del prodotto vedere la relativa Scheda Tecnica.",
      "PORTO LUBRIFICANTI srl",
      "Via del Porto 2, Roma",
      ...SECTIONS_2_TO_4,
    ]));
    expect(parsed.manufacturer).not.toBe("Lubrificante per motori autotrazione");
    expect(parsed.manufacturer).toBe("PORTO LUBRIFICANTI srl");
  });

  test.each(["Harbour chemicals", "bioHarbour", "Harbour Chemicals and Coatings", "harbour chemicals gmbh", "Ha rbour & Ca stle Products"])("a name keeps its words in lower case where it can: %s", (name) => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "SECTION 1: Identification", "Product name: Harbour Rinse 40", `Supplier: ${name}`, ...SECTIONS_2_TO_4]));
    expect(parsed.manufacturer).toBe(name);
  });
});

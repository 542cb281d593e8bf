/**
 * A name of letters and digits under a name label with a dash between its parts ("KH120 – HP 120", "R-32 — Mix 12"):
 * read as with a hyphen. Before: an en or em dash made the value no name code, and the sheet got no name at all
 * (session 46's blind batch: an Italian additive's sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const italian = (labelLines: string[]) => [
  "SCHEDA DATI DI SICUREZZA",
  "1) IDENTIFICAZIONE DELLA SOSTANZA / MISCELA E DELLA SOCIETÀ/IMPRESA",
  "1.1 Identificatore del prodotto",
  ...labelLines,
  "1.2 Usi identificati pertinenti della sostanza/miscela e usi sconsigliati",
  "Utilizzazione della sostanza/miscela: Additivo per pitture",
  "1.3 Informazioni sul fornitore della scheda di dati di sicurezza",
  "Fabbricante/Fornitore: Harbour Chimica Srl",
  "2) IDENTIFICAZIONE DEI PERICOLI",
  "Miscela non classificata come pericolosa.",
  "3) COMPOSIZIONE/INFORMAZIONI SUGLI INGREDIENTI",
];

describe("a name code with a dash", () => {
  test.each(["KH120 – HP 120", "KH120 — HP 120", "KH120 ‐ HP 120", "KH – HP 120", "R-32 – Mix 12"])("%s, on the label's line and below it", (name) => {
    expect(parseSds(sheet(italian([`Nome commerciale: ${name}`]))).product_name).toBe(name);
    expect(parseSds(sheet(italian(["Nome commerciale:", name]))).product_name).toBe(name);
  });

  test("with a hyphen, as before", () => {
    expect(parseSds(sheet(italian(["Nome commerciale:", "KH120 - HP 120"]))).product_name).toBe("KH120 - HP 120");
  });
});

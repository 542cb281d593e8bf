/**
 * An Italian address printed on the company's line ends with the province's code in brackets ("84090 Montecorvino
 * (SA)", "20100 Milano (MI)"): "SA" there is the province of Salerno, not a legal form, and the name still ends where
 * its street begins. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const IT1 = ["SCHEDA DI DATI DI SICUREZZA", "1. IDENTIFICAZIONE DELLA SOSTANZA O DELLA MISCELA E DELLA SOCIETÀ/IMPRESA", "Nome commerciale: Disincrostante Porto"];
const IT2 = ["1.4 Numero telefonico di emergenza: +39 02 0000000", "2. IDENTIFICAZIONE DEI PERICOLI"];

describe("the province after the town is no legal form", () => {
  test.each([
    ["the Salerno code, a street with 'Via'", [...IT1, "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", "Chimica del Porto Via Piemonte, 20 84090 Montecorvino Pugliano (SA)", ...IT2], "Chimica del Porto"],
    ["the Milano code", [...IT1, "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", "Detergenti Lombardi Via Roma 4 20100 Milano (MI)", ...IT2], "Detergenti Lombardi"],
    ["a legal form of its own stays", [...IT1, "1.3 Informazioni sul fornitore della scheda di dati di sicurezza", "Chimica del Porto S.p.A. Via Roma 4 84090 Montecorvino Pugliano (SA)", ...IT2], "Chimica del Porto S.p.A."],
  ])("%s", (_name, lines, expected) => {
    expect(parseSds(sheet(lines as string[])).manufacturer).toBe(expected as string);
  });
});

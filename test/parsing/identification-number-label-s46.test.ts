/**
 * "Handelsname : TANET SR 13 10 L Identifikationsnummer : 61557": the product's identification number printed after its
 * name in one row, as SAP-made German sheets print 1.1 (and its wordings in the other languages): the name ends at
 * that label. Before: the label was not known and the name ran on into it (session 46's blind batch: a cleaner's
 * Austrian sheet).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const sapSheet = (row: string) => [
  "SICHERHEITSDATENBLATT gemäß Verordnung (EG) Nr. 1907/2006",
  "ABSCHNITT 1: Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens",
  `1.1 Produktidentifikator ${row}`,
  "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
  "Firma : Harbour Reinigung GmbH",
  "ABSCHNITT 2: Mögliche Gefahren",
  "Kein gefährlicher Stoff oder gefährliches Gemisch gemäss der Verordnung (EG) Nr. 1272/2008.",
  "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
];

describe("the name ends at an identification number's label", () => {
  test.each([
    "Handelsname : TANET SR 13 10 L Identifikationsnummer : 61557",
    "Handelsname : TANET SR 13 10 L    Identifikationsnummer : 61557",
    "Handelsname : TANET SR 13 10 L Identnummer : 61557",
    "Trade name : TANET SR 13 10 L Identification number : 61557",
    "Nom commercial : TANET SR 13 10 L Numéro d'identification : 61557",
    "Nombre comercial : TANET SR 13 10 L Número de identificación : 61557",
    "Nome commerciale : TANET SR 13 10 L Numero di identificazione : 61557",
    "Handelsnaam : TANET SR 13 10 L Identificatienummer : 61557",
  ])("%s", (row) => {
    expect(parseSds(sheet(sapSheet(row))).product_name).toBe("TANET SR 13 10 L");
  });
});

/**
 * Session 33, fresh batch: 3M's older German template prints "Bezeichnung des Stoffes/der Zubereitung: <name>
 * Bestellnummern: <numbers>" — the order numbers' label was not known (in any language), so the numbers stayed in the
 * name; the older directive's 1.1 label with a slash was listed in some languages only, and a slash set apart by
 * spaces ("Stoffes / der Zubereitung") matched no label. Invented sheets.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const body = (identifier: string) => [
  "SICHERHEITSDATENBLATT",
  "Überarbeitet am: 02.02.2008",
  "1. BEZEICHNUNG DES STOFFES/DER ZUBEREITUNG UND DES UNTERNEHMENS",
  identifier,
  "Verwendung: Poliermittel",
  "Hersteller: Glanzwerk GmbH",
  "2. MÖGLICHE GEFAHREN",
  "Gefahrenbezeichnung: entfällt",
  "3. ZUSAMMENSETZUNG/ANGABEN ZU BESTANDTEILEN",
];

describe("order numbers after the name end it, in every language", () => {
  test.each([
    "Bestellnummern: GC-8009-7424-5, GC-8009-7423-7",
    "Bestell-Nr.: 4711",
    "Order numbers: GC-8009-7424-5",
    "Numéro de commande : 4711",
    "Número de pedido: 4711",
    "Codice d'ordine: 4711",
    "Bestelnummer: 4711",
    "Numer zamówienia: 4711",
  ])("%s", (numbers) => {
    const parsed = parseSds(sheet(body(`Bezeichnung des Stoffes/der Zubereitung: Glanzpaste 40 ${numbers}`)));
    expect(parsed.product_name).toBe("Glanzpaste 40");
  });
});

describe("the older directive's 1.1 label with a slash", () => {
  test.each([
    "Bezeichnung des Stoffes / der Zubereitung: Glanzpaste 40",
    "Identification of the substance / preparation: Glanzpaste 40",
    "Identificação da substância/preparação: Glanzpaste 40",
    "Identificatie van de stof/het preparaat: Glanzpaste 40",
    "Identyfikacja substancji/preparatu: Glanzpaste 40",
  ])("%s", (line) => {
    const parsed = parseSds(sheet(body(line)));
    expect(parsed.product_name).toBe("Glanzpaste 40");
    expect(parsed.evidence.product_name?.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

/**
 * Session 26: a partnership's name wrapped before its "& Co. KG" ("Harrowgate Chemie GmbH" / "& Co. KG"): the line
 * below opening with "& Co." (or "und Co.", "& Cie") ends the legal name, so it is joined; a GmbH and a GmbH & Co. KG
 * are two legal entities. Through the real parser; invented companies.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { textLayer } from "../../scripts/plain-text-layer.ts";

function companyOf(block: readonly string[]) {
  const parsed = parseSds(textLayer([
    "SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator",
    "Handelsname: Quillfen Blau", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", ...block,
    "1.4 Notrufnummer: +49 40 123456", "ABSCHNITT 2: Mögliche Gefahren",
  ]));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0, address: parsed.supplier_address };
}

describe("a legal name wrapped before its '& Co. KG'", () => {
  test.each([
    [["Lieferant: Harrowgate Chemie GmbH", "& Co. KG", "Hafenstraße 12", "20457 Hamburg"], "Harrowgate Chemie GmbH & Co. KG"],
    [["Hersteller/Lieferant:", "Harrowgate Chemie GmbH", "& Co. KG", "Hafenstraße 12", "20457 Hamburg"], "Harrowgate Chemie GmbH & Co. KG"],
    [["Lieferant: Harrowgate Lacke GmbH", "und Co. KG", "Hafenstraße 12"], "Harrowgate Lacke GmbH und Co. KG"],
    [["Fournisseur : Harrowgate Frères", "& Cie", "12 rue du Port"], "Harrowgate Frères & Cie"],
  ] as const)("%j", (block, name) => {
    const found = companyOf(block);
    expect(found.value).toBe(name);
    expect(found.address?.startsWith("Hafenstraße 12") || found.address?.startsWith("12 rue du Port")).toBe(true);
  });
  test("a line below that opens with '&' but is no legal form stays apart", () => {
    expect(companyOf(["Lieferant: Harrowgate Chemie GmbH", "& Partner Logistik", "Hafenstraße 12"]).value).toBe("Harrowgate Chemie GmbH");
  });
});

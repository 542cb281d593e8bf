/**
 * The supplier's line as the external set showed it (session 37): a name in initials before its address label
 * ("Nom fournisseur : E.S.C.I.L. Adresse : 81 Avenue …" gave "E.S.C.I.L. Adresse : 81"), an address word without its
 * colon before the street ("Registered company name Harbour Commodities Address Lancaster Way …" kept "Address
 * Lancaster"), and a country alone on the line above the name ("Italia" / "VWR International s.r.l." was read as one
 * name wrapped).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const supplierOf = (heading: string, ...lines: string[]) => parseSds(sheet([
  "SAFETY DATA SHEET", "1. IDENTIFICATION", "Product name: Harbour Rinse 40", heading, ...lines,
  "1.4 Emergency telephone: +44 1234 567890", "2. HAZARDS IDENTIFICATION", "Not classified.",
])).manufacturer;

describe("the name before the address on the supplier's line", () => {
  test.each([
    ["Nom fournisseur : H.S.C.I.L. Adresse : 81 Avenue du Progrès 69680 CHASSIEU Téléphone : 04 78 40 13 96", "H.S.C.I.L."],
    ["Registered company name Harbour Commodities Address Lancaster Way Business Park, Ely, Cambridgeshire CB6 3NX United Kingdom Telephone +44 1353 667258", "Harbour Commodities"],
    ["Firmenname Harbour Chemie GmbH Anschrift Hafenweg 5, 20457 Hamburg", "Harbour Chemie GmbH"],
  ])("%s", (line, name) => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", line)).toBe(name);
  });

  test("an address word inside the name, a legal form after it, stays the name's", () => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", "Company: Harbour Address Systems Ltd, 5 Dock Road, Hull")).toBe("Harbour Address Systems Ltd");
  });
});

describe("a country alone on the line above the name", () => {
  test.each([
    ["1.3. Informazioni sul fornitore della scheda di dati di sicurezza", ["Italia", "Harbour International s.r.l.", "Strada Via San Giusto, 85", "20153 Milano"], "Harbour International s.r.l."],
    ["1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", ["Deutschland", "Harbour Chemie GmbH", "Hafenweg 5", "20457 Hamburg"], "Harbour Chemie GmbH"],
  ])("%s", (heading, lines, name) => {
    expect(supplierOf(heading, ...lines)).toBe(name);
  });
});

describe("a building's name between the company's name and its street, on one line", () => {
  test.each([
    ["Fabricant/Fournisseur : Société des Pétroles Harbour Immeuble les Portes de la Défense 307 Rue D'Estienne D'Orves F-92708 Colombes Cedex", "Société des Pétroles Harbour"],
    ["Proveedor: Químicas Harbour Edificio el Faro Calle Mayor 12, 28001 Madrid", "Químicas Harbour"],
  ])("%s", (line, name) => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", line)).toBe(name);
  });

  test("a name holding a building word, no street after it, stays whole ('Harbour Haus GmbH')", () => {
    expect(supplierOf("1.3 Details of the supplier of the safety data sheet", "Hersteller: Harbour Haus GmbH")).toBe("Harbour Haus GmbH");
  });
});

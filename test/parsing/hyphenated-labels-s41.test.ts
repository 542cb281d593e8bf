/**
 * A label its narrow cell broke at a syllable with a hyphen ("Herstel-" / "ler: Muster GmbH", "Fecha de revi-" /
 * "sión: 14.03.2022", "Überarbeitungs-    01.02.2021" / "datum:"): read as the label it is (hyphenated-labels.ts). Before,
 * the first half was no label and the second half's word alone none either: the field was lost, or the name's first
 * half taken as the name ("Nombre comer-").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const GERMAN = (identity: string[]) => [
  "SICHERHEITSDATENBLATT", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", ...identity,
  "ABSCHNITT 2: Mögliche Gefahren", "Signalwort: Gefahr", "Gefahrenhinweise: H314", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
];
const SPANISH = (identity: string[]) => [
  "FICHA DE DATOS DE SEGURIDAD", "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", ...identity,
  "SECCIÓN 2: Identificación de los peligros", "Palabra de advertencia: Peligro", "SECCIÓN 3: Composición/información sobre los componentes",
];
const ENGLISH = (identity: string[]) => ["SAFETY DATA SHEET", "SECTION 1: Identification", ...identity, "SECTION 2: Hazards identification", "Signal word: Danger", "SECTION 3: Composition"];

describe("a label broken at a syllable by its cell", () => {
  test.each([
    ["de, the supplier's label", GERMAN(["Handelsname: Kalkex", "Herstel-", "ler: Muster Chemie GmbH", "Überarbeitungsdatum: 01.02.2021"]), { manufacturer: "Muster Chemie GmbH" }],
    ["de, the date's label, its value beside the first half", GERMAN(["Handelsname: Kalkex", "Lieferant: Muster Chemie GmbH", "Überarbeitungs-    01.02.2021", "datum:"]), { revision_date: "2021-02-01" }],
    ["es, the name's label", SPANISH(["Nombre comer-", "cial: Limpex Ultra", "Proveedor: Quimica Iberica S.A.", "Fecha de revisión: 14.03.2022"]), { product_name: "Limpex Ultra" }],
    ["es, the date's label", SPANISH(["Nombre comercial: Limpex Ultra", "Proveedor: Quimica Iberica S.A.", "Fecha de revi-", "sión: 14.03.2022"]), { revision_date: "2022-03-14" }],
    ["en, the date's label", ENGLISH(["Product name: Harbour Rinse", "Supplier: Harbour Chemicals Ltd", "Revi-", "sion date: 2021-05-04"]), { revision_date: "2021-05-04" }],
  ])("%s", (_name, lines, want) => {
    expect(parseSds(sheet(lines))).toMatchObject(want);
  });

  test("a compound's own hyphen before a capital stays (\"Erste-\" / \"Hilfe-Maßnahmen\")", () => {
    const parsed = parseSds(sheet([...GERMAN(["Handelsname: Kalkex", "Lieferant: Muster Chemie GmbH"]), "ABSCHNITT 4: Erste-", "Hilfe-Maßnahmen"]));
    expect(parsed.sections.map((section) => section.number)).toContain(4);
  });

  test("a line of prose ending in a hyphen is left as printed", () => {
    const parsed = parseSds(sheet(ENGLISH(["Product name: Harbour Rinse", "Supplier: Harbour Chemicals Ltd", "Recommended use: cleaning of stain-", "less steel: tanks and pipes"])));
    expect(parsed.product_name).toBe("Harbour Rinse");
    expect(parsed.manufacturer).toBe("Harbour Chemicals Ltd");
  });
});

/**
 * Kinds a fresh blind batch showed (session 36, batches "session 36a–c"): older French sheets numbering their sections
 * "1/ DÉSIGNATION DE LA SUBSTANCE, DE LA PRÉPARATION ET DE LA SOCIÉTÉ" (no section was found, and the heading became the
 * product's name), their "Désignation commerciale des produits" and "Données relatives au fabricant/fournisseur"
 * labels; a company's initials holding a post box's abbreviation ("ARGILES DU PORT – A.B.P.": "B.P." made it an address);
 * "None known" under a supplier heading read as the company; an address label of a translated Italian template
 * ("Full address", "District and Country") read as the company.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const olderFrench = (section1: string[]) => parseSds(sheet([
  "FICHE DE DONNÉES DE SÉCURITÉ", "Version 1.10 | Date de révision : 03.10.2021 | Page 1 de 7",
  "1/ DÉSIGNATION DE LA SUBSTANCE, DE LA PRÉPARATION ET DE LA SOCIÉTÉ", ...section1,
  "2/ RISQUES POSSIBLES", "Le produit n’est pas considéré comme substance dangereuse.",
  "3/ COMPOSITION/INFORMATIONS SUR LES COMPOSANTS", "Argile naturelle 100 %",
]));

describe("an older French sheet numbered '1/', '2/' …", () => {
  const section1 = [
    "Désignation commerciale des produits    ARGILE VERTE PORT", "Utilisation de la substance / de la préparation",
    "Masques et cataplasmes.", "Données relatives au fabricant/fournisseur    ARGILES DU PORT – A.B.P.",
    "Z.A. du Bas Jasson F-83250 LA LONDE", "Tél.: +33 (0) 04.94.66.62.94",
  ];
  test("its sections are found, section 1's title 'Désignation de la substance …' included", () => {
    const parsed = olderFrench(section1);
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3]);
  });
  test("the name after 'Désignation commerciale des produits', the company after 'Données relatives au fabricant/fournisseur'", () => {
    const parsed = olderFrench(section1);
    expect(parsed.product_name).toBe("ARGILE VERTE PORT");
    expect(parsed.manufacturer).toBe("ARGILES DU PORT – A.B.P.");
  });
  test("a date with a slash after a number is no heading ('1/2 litre', '12/03/2021')", () => {
    const parsed = olderFrench([...section1, "1/2 Litre en flacon", "12/03/2021 Mise à jour"]);
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3]);
  });
});

const supplierOf = (lines: string[]) => parseSds(sheet([
  "SAFETY DATA SHEET", "SECTION 1: Identification", "1.1 Product identifier", "Product name: Harbour Rinse 40",
  "1.3 Details of the supplier of the safety data sheet", ...lines, "1.4 Emergency telephone number", "+49 40 123456",
  "SECTION 2: Hazards identification",
])).manufacturer;

describe("no company", () => {
  test.each([["None known"], ["Keine bekannt"], ["Aucun connu"], ["Full address"], ["District and Country"]])("'%s'", (line) => {
    expect(supplierOf([line])).toBeNull();
  });
  test("the company below a column of the template's labels", () => {
    expect(supplierOf(["Name", "Full address", "District and Country", "Harbour USA", "7606 Whitehall Drive", "Charlotte, NC 28273"])).toBe("Harbour USA");
  });
});

describe("a company's initials are no post box", () => {
  test.each([["HARBOUR CLAYS – H.B.P."], ["Harbour Clays (A.B.P.)"]])("'%s'", (name) => {
    expect(supplierOf([name, "Z.A. du Port, F-83250 La Londe"])).toBe(name);
  });
  test("a post box after the name still begins the address", () => {
    expect(supplierOf(["Harbour Argiles SARL B.P. 105, 69190 Saint-Fons"])).toBe("Harbour Argiles SARL");
  });
});

describe("a section's number in the other styles sheets print it", () => {
  const titles = ["IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY", "HAZARDS IDENTIFICATION", "COMPOSITION/INFORMATION ON INGREDIENTS"];
  test.each([["(N) T"], ["[N] T"], ["N | T"], ["N° T"], ["N/ T"]])("'%s'", (style) => {
    const heading = (number: number) => style.replace("N", String(number)).replace("T", titles[number - 1]!);
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", heading(1), "Product name: Harbour Rinse 40", "Company: Harbour Ltd", heading(2),
      "Not classified.", heading(3), "Water    7732-18-5    100 %"]));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3]);
  });
  test("a bracketed number before other text is no heading ('(1) Sodium hydroxide 10 %')", () => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "1. IDENTIFICATION", "Product name: Harbour Rinse 40", "2. HAZARDS IDENTIFICATION",
      "Not classified.", "3. COMPOSITION/INFORMATION ON INGREDIENTS", "(1) Sodium hydroxide 1310-73-2 10 %", "[2] Water 7732-18-5 90 %"]));
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3]);
  });
});

/**
 * A two-column table whose label cell is centred against a value of several lines: the reader, going by height, prints
 * the value's first line (the company) one line above the label's, the address on the label's line and below
 * ("Firmanaam:    Postbus 398, 2700 AJ" under "               Kadewerk International"). The company above, when the
 * label's own value is an address and the line above has a company's shape, no label of its own and is no other
 * label's value. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

const NL1 = ["VEILIGHEIDSINFORMATIEBLAD", "1. IDENTIFICATIE VAN DE STOF OF HET PREPARAAT EN VAN DE ONDERNEMING"];
const NL2 = ["2. IDENTIFICATIE VAN DE GEVAREN", "Belangrijkste gevaren:    Irriterend voor de ogen."];
const EN1 = ["SAFETY DATA SHEET", "1. IDENTIFICATION OF THE SUBSTANCE/PREPARATION AND OF THE COMPANY/UNDERTAKING"];
const EN2 = ["2. HAZARDS IDENTIFICATION", "Main hazards:    Irritating to eyes."];
const FR1 = ["Fiche de données de sécurité", "1. IDENTIFICATION DU PRODUIT ET DE L'ENTREPRISE", "NOM ET CODE DU PRODUIT    Poudre du Port"];
const FR2 = ["TÉLÉPHONE D'URGENCE    +33 1 00 00 00 00", "2. IDENTIFICATION DES DANGERS"];
const ES1 = ["FICHA DE DATOS DE SEGURIDAD", "1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA", "Nombre del producto:    Pegamento Puerto"];
const ES2 = ["2. IDENTIFICACIÓN DE LOS PELIGROS"];

describe("the company's line printed above its label's, an address beside the label", () => {
  test.each([
    ["nl: a PO box beside 'Firmanaam:', no legal form", [...NL1, "Productnaam:    KADE PU LIJM", "                Kadewerk International", "Firmanaam:      Postbus 398, 2700 AJ", "                Havenstraat 87-91, 2723 RT", "                Zoetermeer, Nederland", "Tel:            +31 79 000 00 00", ...NL2], "Kadewerk International", 0.5],
    ["en: a street beside 'Company:', a legal form", [...EN1, "Product name:    HARBOUR GLUE", "                 Harbour Adhesives Ltd", "Company:         12 Dock Road", "                 Springfield SP1 2AB", ...EN2], "Harbour Adhesives Ltd", 0.75],
    ["fr: a capitals heading as the label, a postal code beside it", [...FR1, "                        Chimie du Port S.A. de C.V., Av. du Quai 12, Zone Industrielle, C.P.", "DONNÉES DU FABRICANT    44940, Puerto Nuevo, Jalisco, Mexique.", ...FR2], "Chimie du Port S.A. de C.V.", 0.75],
    ["es: 'Fabricante:' and a postal address", [...ES1, "                        Químicas del Puerto S.L.", "Fabricante:             C/ Mayor 12, 28001 Madrid", ...ES2], "Químicas del Puerto S.L.", 0.75],
  ])("%s", (_name, lines, expected, least) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(least as number);
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("the same at the margin (a text that lost its columns): read, less surely", () => {
  test.each([
    ["nl: label alone, the PO box below it", [...NL1, "Productnaam:", "KADE PU LIJM", "Kadewerk International", "Firmanaam:", "Postbus 398, 2700 AJ", "Havenstraat 87-91, 2723 RT", ...NL2], "Kadewerk International", 0.5],
    ["fr: a legal form", [...FR1, "Chimie du Port S.A. de C.V., Av. du Quai 12, Zone Industrielle, C.P.", "DONNÉES DU FABRICANT", "44940, Puerto Nuevo, Jalisco, Mexique.", ...FR2], "Chimie du Port S.A. de C.V.", 0.6],
  ])("%s", (_name, lines, expected, most) => {
    const found = company(lines as string[]);
    expect(found.value).toBe(expected as string);
    expect(found.confidence).toBeGreaterThanOrEqual(0.5);
    expect(found.confidence).toBeLessThanOrEqual(most as number);
  });
});

describe("not taken from above", () => {
  test("the product name's value on its label's line is no company", () => {
    const found = company([...EN1, "Product name:    HARBOUR BOND PRODUCTS", "Company:         12 Dock Road", "                 Springfield SP1 2AB", ...EN2]);
    expect(found.value).not.toBe("HARBOUR BOND PRODUCTS");
  });
  test("a line in the value column under a label's own value is that label's", () => {
    const found = company([...EN1, "Product name:    HARBOUR GLUE", "Recommended use:", "                 Harbour Industrial Adhesive", "Company:         12 Dock Road", "                 Springfield SP1 2AB", ...EN2]);
    expect(found.value).not.toBe("Harbour Industrial Adhesive");
  });
});

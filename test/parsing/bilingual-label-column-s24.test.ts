/**
 * A bilingual sheet's label column printed before its value column, each label stacked in its languages ("Nom du
 * produit :" / "Product name:" / "Fournisseur :" / "Supplier:" / "Vernis du Quai" / "Chimie du Quai SARL" / "12 rue du
 * Port"): the labels of one field in two or three languages are one field, so the product is the first value and the
 * company the second (the two were read joined as the company: "Vernis du Quai Chimie du Quai SARL"), the company's
 * address under its own value, each paired by place and so not certain. Invented names.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const PRODUCT: Record<string, string> = { en: "Product name:", fr: "Nom du produit :", es: "Nombre del producto:", de: "Handelsname:", it: "Nome del prodotto:", nl: "Handelsnaam:" };
const SUPPLIER: Record<string, string> = { en: "Supplier:", fr: "Fournisseur :", es: "Proveedor:", de: "Lieferant:", it: "Fornitore:", nl: "Leverancier:" };
const MANUFACTURER: Record<string, string> = { en: "Manufacturer:", fr: "Fabricant :", es: "Fabricante:", de: "Hersteller:", it: "Produttore:", nl: "Fabrikant:" };

const sheetOf = (labels: string[]) =>
  parseSds(sheet([
    "SAFETY DATA SHEET / FICHE DE DONNÉES DE SÉCURITÉ",
    "1. IDENTIFICATION",
    ...labels,
    "Quay Varnish 20",
    "Quayside Coatings Inc.",
    "12 Dock Street",
    "Halifax, NS B3H 1A1",
    "Emergency telephone: +1 902 555 0100",
    "2. HAZARDS IDENTIFICATION",
    "Not classified.",
  ]));

const LISTS = [["fr", "en"], ["en", "fr"], ["en", "es"], ["nl", "fr"], ["de", "fr", "it"]];

describe("a label column with each label in two or three languages", () => {
  test.each(LISTS.flatMap((list) => [[`${list.join("/")}, supplier`, list, SUPPLIER] as const, [`${list.join("/")}, manufacturer`, list, MANUFACTURER] as const]))("%s", (_name, list, party) => {
    const parsed = sheetOf([...list.map((language) => PRODUCT[language]!), ...list.map((language) => party[language]!)]);
    expect(parsed.product_name).toBe("Quay Varnish 20");
    expect(parsed.manufacturer).toBe("Quayside Coatings Inc.");
    expect(parsed.supplier_address).toBe("12 Dock Street, Halifax, NS B3H 1A1");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.8);
    expect(parsed.evidence.manufacturer!.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("a label column in one language: the product and the company by place, the address under the company", () => {
  test.each([
    ["fr", ["Nom du produit :", "Référence :", "Fournisseur :", "Vernis du Quai", "VQ-12", "Chimie du Quai SARL", "12 rue du Port, 69002 Lyon"], "Vernis du Quai", "Chimie du Quai SARL", "12 rue du Port, 69002 Lyon"],
    ["de", ["Handelsname:", "Artikelnummer:", "Hersteller:", "Kaifarbe Blau", "KF-204", "Kaiwerk Farben GmbH", "Kaiweg 9, 20457 Hamburg"], "Kaifarbe Blau", "Kaiwerk Farben GmbH", "Kaiweg 9, 20457 Hamburg"],
    ["en", ["Product name:", "Manufacturer:", "Product code:", "Dockside Rinse 40", "Dockside Cleaning Products LLC", "DR-40", "22 Pier Road, Mobile, AL 36602"], "Dockside Rinse 40", "Dockside Cleaning Products LLC", null],
  ])("%s", (_language, column, product, company, address) => {
    const parsed = parseSds(sheet(["SAFETY DATA SHEET", "1. IDENTIFICATION", ...(column as string[]), "Emergency telephone: +1 555 0100", "2. HAZARDS IDENTIFICATION", "Not classified."]));
    expect(parsed.product_name).toBe(product as string);
    expect(parsed.manufacturer).toBe(company as string);
    // Under the company's value when it is the column's last; else no other field's value ("DR-40") in the address.
    if (address !== null) expect(parsed.supplier_address).toBe(address as string);
    expect(parsed.supplier_address ?? "").not.toContain(column[column.length - 2]!);
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.8);
  });
});

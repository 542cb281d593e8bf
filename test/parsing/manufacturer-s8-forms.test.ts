/**
 * The company on section 1 forms seen in real sheets from outside the corpus (session 8): "supplier details" as a row
 * label in the languages, a row label whose value after a column gap has no digit or comma, the Finnish form's
 * "manufacturer, importer, other operator", "name of the supplier or manufacturer", a legal form that opens the name,
 * a founding year at a name's end, and a party's address label whose value opens with the company's legal name.
 * Synthetic lines with invented names, not copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { companyValue } from "../../src/modules/parsing/company-name.ts";
import { isAddressLine } from "../../src/modules/parsing/company-shapes.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const EU = "SECTION 1: Identification of the substance/mixture and of the company/undertaking";
const S2 = ["SECTION 2: Hazards identification", "2.1 Classification of the substance or mixture", "Not classified"];

function company(lines: string[]) {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("'supplier details' as a row label, after the 1.3 heading", () => {
  test.each([
    ["en", "1.3 Details of the supplier of the safety data sheet", "Supplier details"],
    ["nl", "1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad", "Leveranciersgegevens"],
    ["de", "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "Lieferantendaten"],
    ["fr", "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "Données du fournisseur"],
    ["pl", "1.3 Dane dotyczące dostawcy karty charakterystyki", "Dane firmy"],
    ["sv", "1.3 Närmare upplysningar om den som tillhandahåller säkerhetsdatablad", "Leverantörsuppgifter"],
    ["da", "1.3 Nærmere oplysninger om leverandøren af sikkerhedsdatabladet", "Leverandøroplysninger"],
    ["no", "1.3 Opplysninger om leverandøren av sikkerhetsdatabladet", "Leverandøropplysninger"],
    ["fi", "1.3 Käyttöturvallisuustiedotteen toimittajan tiedot", "Yrityksen tiedot"],
  ])("%s: %s / %s    Harbour Chemicals Ltd", (_language, heading, label) => {
    const found = company([EU, "Product name: Harbour Rinse", heading, `${label}    Harbour Chemicals Ltd`, "Harbour House", "Dock Road 12", ...S2]);
    expect(found.value).toBe("Harbour Chemicals Ltd");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("a label the vocabulary does not know, its value a column gap apart without digits or commas", () => {
    const found = company([EU, "Product name: Harbour Rinse", "1.3 Details of the supplier of the safety data sheet", "Supplier particulars    AB Harbour", "Dock Road 12", ...S2]);
    expect(found.value).toBe("AB Harbour");
    expect(found.confidence).toBe(0.8);
  });
});

describe("the Finnish form's 'manufacturer, importer, other operator' and its Swedish wording", () => {
  test.each([
    ["Valmistaja, maahantuoja, muu toiminnanharjoittaja", "Harbour Group Oy"],
    ["Tillverkare, importör, annan verksamhetsutövare", "Harbour Kemi AB"],
  ])("%s    %s", (label, name) => {
    const found = company([EU, "Kauppanimi: Harbour Pesu", "1.3 Käyttöturvallisuustiedotteen toimittajan tiedot", `${label}    ${name}`, "Katuosoite    Satamatie 1", ...S2]);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });

  test("the label standing alone is not the name", () => {
    const found = company([EU, "1.3 Käyttöturvallisuustiedotteen toimittajan tiedot", "Valmistaja, maahantuoja, muu toiminnanharjoittaja", "Harbour Group Oy", "Satamatie 1", ...S2]);
    expect(found.value).toBe("Harbour Group Oy");
  });
});

describe("'name of the supplier or manufacturer' in the languages", () => {
  test.each([
    ["es", "NOMBRE DEL PROVEEDOR O FABRICANTE", "HARBOUR LIMPIEZA S.A. DE C.V."],
    ["en", "Name of supplier or manufacturer", "Harbour Cleaning Inc."],
    ["fr", "Nom du fournisseur ou du fabricant", "Harbour Nettoyage SAS"],
    ["de", "Name des Lieferanten oder Herstellers", "Harbour Reinigung GmbH"],
    ["it", "Nome del fornitore o produttore", "Harbour Pulizia S.r.l."],
    ["nl", "Naam van de leverancier of fabrikant", "Harbour Reiniging B.V."],
    ["pt", "Nome do fornecedor ou fabricante", "Harbour Limpeza Lda."],
    ["pl", "Nazwa dostawcy lub producenta", "Harbour Czystość Sp. z o.o."],
  ])("%s: %s: %s", (_language, label, name) => {
    const found = company(["SECCIÓN 1. Identificación", "Nombre comercial: Cloro Harbour", `${label}: ${name}`, "Domicilio completo: Calle del Puerto 608", ...S2]);
    expect(found.value).toBe(name);
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe("a legal form that opens the name does not end it", () => {
  test.each([
    ["SARL LABORATOIRE HARBOUR", "SARL LABORATOIRE HARBOUR"],
    ["NV Harbour Petroleum Europe SA Industrieweg 6", "NV Harbour Petroleum Europe SA"],
    ["AB Harbour", "AB Harbour"],
    ["Harbour Coatings Ltd Unit 4 Dock Road", "Harbour Coatings Ltd"],
  ])("%s → %s", (text, name) => {
    expect(companyValue(text)).toBe(name);
  });

  test("under a company label", () => {
    const found = company([EU, "Nom du produit : Harbour Appât", "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité", "Société : SARL LABORATOIRE HARBOUR S.E.T.A.", "Château du Port", ...S2]);
    expect(found.value).toBe("SARL LABORATOIRE HARBOUR S.E.T.A.");
  });
});

describe("a founding year at the end of a name is no address", () => {
  test.each(["Harbour Colours Since 1664", "Gebr. Harbour seit 1890", "Harbour Couleurs depuis 1921", "Harbour Verf sinds 1911"])("%s", (name) => {
    expect(isAddressLine(name)).toBe(false);
    expect(companyValue(name)).toBe(name);
  });

  test.each(["Nijverheidsweg 1664", "Springfield 1664", "Dock Road 12, 1664 Harbourtown"])("still an address: %s", (line) => {
    expect(isAddressLine(line)).toBe(true);
  });

  test("the block's first line, not its street", () => {
    const found = company([EU, "Productnaam : Harbour Reiniger", "1.3. Details betreffende de verstrekker van het veiligheidsinformatieblad", "Harbour Colours Since 1664", "Havenweg 36", "3972 KC Harbourstad - Nederland", ...S2]);
    expect(found.value).toBe("Harbour Colours Since 1664");
  });
});

describe("a party's address label whose value opens with the legal name", () => {
  test.each([
    ["nl", "Leverancier adres", "Harbour Smeermiddelen B.V."],
    ["de", "Anschrift des Lieferanten", "Harbour Schmierstoffe GmbH"],
    ["it", "Indirizzo del fornitore", "Harbour Lubrificanti S.p.A."],
  ])("%s: %s    %s", (_language, label, name) => {
    const found = company([EU, "Product name: Harbour Oil", "1.3 Details of the supplier of the safety data sheet", `${label}    ${name}`, "Havenweg 36", "3972 KC Harbourstad", ...S2]);
    expect(found.value).toBe(name);
    expect(found.confidence).toBe(0.75);
  });

  test("without a legal form the address label's value is not taken as the name", () => {
    const found = company([EU, "Product name: Harbour Oil", "Leverancier adres    Havenweg 36", "3972 KC Harbourstad", ...S2]);
    expect(found.value).not.toBe("Havenweg 36");
  });
});

describe("a party labelled above section 1 gives way to the one section 1 labels", () => {
  test("a report's 'prepared by' over the sheet, the manufacturer in section 1", () => {
    const found = company([
      "Annex 4. Certificates of the bulk products", "Prepared by:", "Harbour Consultores S.A.", "Calle del Puerto 421, Piso 6",
      "Material Safety Data Sheet", "SECTION 1. PRODUCT AND COMPANY IDENTIFICATION", "Product name: Harbour Pellets",
      "Manufacturer: Harbour Minera del Norte S.A.", "Address: Dock Street, 1050 Harbourtown", ...S2,
    ]);
    expect(found.value).toBe("Harbour Minera del Norte S.A.");
  });

  test.each([
    ["es", "Elaborado por:", "SECCIÓN 1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA", "Fabricante: Harbour Minera S.A."],
    ["de", "Hergestellt von:", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Hersteller: Harbour Bergbau GmbH"],
  ])("%s", (_language, cover, heading, label) => {
    const found = company(["Anexo 4", cover, "Harbour Consultores S.A.", heading, "Nombre: Harbour Pellets", label, "Calle del Puerto 5", ...S2]);
    expect(found.value).toBe(label.split(": ")[1]);
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });

  test("the same company above and in section 1 keeps its confidence", () => {
    const found = company(["Manufacturer: Harbour Coatings Ltd", EU, "Product name: Harbour Rinse", "Manufacturer: Harbour Coatings Ltd", "12 Dock Road", ...S2]);
    expect(found.value).toBe("Harbour Coatings Ltd");
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

/**
 * The company on shapes of real sheets from outside the team (session 10, the external development set), rebuilt with
 * invented names: the supplier heading and company label in the EU's other languages, legal forms written with spaces
 * or in full, Indonesia's "PT." before the name, an address label before the name, the party's next field or its
 * e-mail after the name, a German street after a name without a legal form, and a postal-code-and-town label that is
 * never a name. Synthetic lines only.
 */
import { describe, expect, test } from "bun:test";
import { companyValue } from "../../src/modules/parsing/company-name.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { SECTIONS_2_TO_4, sheet } from "../helpers/sds-text.ts";

function company(lines: string[]) {
  const parsed = parseSds(sheet([...lines, ...SECTIONS_2_TO_4]));
  return { value: parsed.manufacturer, confidence: parsed.evidence.manufacturer?.confidence ?? 0 };
}

describe("the supplier heading and the company label in cs, sk, hu, ro", () => {
  test.each([
    [
      "hu, heading and 'Társaság :' on one line",
      ["1. SZAKASZ: Az anyag/keverék és a vállalat/vállalkozás azonosítása", "1.1 Termékazonosító Márkanév : Tisztító 20",
        "1.3 A biztonsági adatlap szállítójának adatai Társaság : Kikötő Vegyi Kft. Kikötő utca 5 1234 Budapest"],
      "Kikötő Vegyi Kft.",
    ],
    [
      "cs, the heading under its number, a legal form with spaces",
      ["ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", "1.1 Identifikátor výrobku: Čistič 20", "1.3",
        "Podrobné údaje o dodavateli bezpečnostního listu", "Přístav - CHEM s. r. o.", "Přístavní 5", "110 00 Praha"],
      "Přístav - CHEM s. r. o.",
    ],
    [
      "sk, 'Spoločnosť:'",
      ["ODDIEL 1: Identifikácia látky/zmesi a spoločnosti/podniku", "1.1 Identifikátor produktu: Čistič 20",
        "1.3 Podrobné údaje o dodávateľovi karty bezpečnostných údajov", "Spoločnosť: Prístav Chem a. s.", "Prístavná 5, 811 01 Bratislava"],
      "Prístav Chem a. s.",
    ],
    [
      "ro, the heading and a name with its legal form below",
      ["SECȚIUNEA 1: Identificarea substanței/amestecului și a societății/întreprinderii", "1.1 Element de identificare a produsului: Soluție 20",
        "1.3 Detalii privind furnizorul fișei cu date de securitate", "Portul Chimic S.R.L.", "Strada Portului 5, București"],
      "Portul Chimic S.R.L.",
    ],
    [
      "sk, a label the vocabulary does not know, naming the importer ('Obchodné meno dovozcu')",
      ["ODDIEL 1: IDENTIFIKÁCIA LÁTKY/ZMESI A SPOLOČNOSTI/PODNIKU", "1.1 Identifikátor produktu: Čistič 20", "1.3. Identifikácia spoločnosti/podniku",
        "Obchodné meno dovozcu: Prístav Slovakia, s.r.o.", "Sídlo podnikania: Prístavná 3, 971 01 Prievidza"],
      "Prístav Slovakia, s.r.o.",
    ],
    [
      "sk, the heading's shorter wording and 'Označenie firmy' over the name",
      ["ODDIEL 1: IDENTIFIKÁCIA LÁTKY/ZMESI A SPOLOČNOSTI/PODNIKU", "1.1 Identifikátor produktu: Čistič 20",
        "1.3. Údaje o dodávateľovi karty bezpečnostných údajov", "Označenie firmy", "Prístav Chemie (Deutschland) GmbH", "20457 Hamburg"],
      "Prístav Chemie (Deutschland) GmbH",
    ],
    [
      "ms, an English label and its Malay wording after a slash",
      ["SECTION 1: PRODUCT AND COMPANY IDENTIFICATION", "Product Name / Nama Produk : HARBOUR THINNER",
        "Manufacturer Name / Nama Pengilang : HARBOUR PAINTS SDN BHD", "Manufacturer Address / Alamat Pengilang No.2,",
        ": Solok Dok 2, Kawasan Perindustrian Pelabuhan"],
      "HARBOUR PAINTS SDN BHD",
    ],
  ])("%s", (_name, lines, expected) => {
    const found = company(lines);
    expect(found.value).toBe(expected);
    expect(found.confidence).toBeGreaterThanOrEqual(0.8);
  });

  test("pl, 'Zob.' (see) after a company label is a pointer, not a name", () => {
    expect(companyValue("Zob.")).toBeNull();
    expect(companyValue("Zob")).toBeNull();
  });
});

describe("legal forms", () => {
  test.each([
    ["cs, 'spol. s r.o.'", "Přístav ČR, spol. s r.o. Přístavní 5", "Přístav ČR, spol. s r.o."],
    ["sk, 's. r. o.' with spaces", "Prístav s. r. o., Prístavná 5", "Prístav s. r. o."],
    ["pl, 'Sp. z o. o.' with spaces", "Portowa Chemia Sp. z o. o. ul. Portowa 5", "Portowa Chemia Sp. z o. o."],
    ["en, 'Limited Liability Company' in full", "Harbour Lubricants Trade and Service Limited Liability Company H-1234 Harbourtown",
      "Harbour Lubricants Trade and Service Limited Liability Company"],
    ["de, 'Gesellschaft mit beschränkter Haftung' in full", "Hafenchemie Gesellschaft mit beschränkter Haftung, Hafenweg 5",
      "Hafenchemie Gesellschaft mit beschränkter Haftung"],
    ["es, 'Sociedad Anónima' in full", "Química del Puerto Sociedad Anónima, Calle del Puerto 5", "Química del Puerto Sociedad Anónima"],
    ["id, 'PT.' before the name and another field's label after it", "PT. HARBOUR LUBRITECH Address : Dock Tower 10th Floor",
      "PT. HARBOUR LUBRITECH"],
  ])("%s", (_name, text, expected) => {
    expect(companyValue(text)).toBe(expected);
  });

  test("'PT' before a postal code is no legal form: the address line stays an address", () => {
    expect(companyValue("Rua do Porto 5, PT-4000 Porto")).toBeNull();
  });
});

describe("what is printed with the name in its cell", () => {
  test.each([
    ["pl, an address label one space before the name", "Adres PORTOWA CHEMIA Sp. z o.o.", "PORTOWA CHEMIA Sp. z o.o."],
    ["en, an address label and its colon before the name", "Address: Harbour Coatings Ltd", "Harbour Coatings Ltd"],
    ["es, an e-mail after the name and a dash", "PINTURAS DEL PUERTO - ventas@puerto.example", "PINTURAS DEL PUERTO"],
    ["es, an e-mail after a dash glued to the name", "PINTURAS DEL PUERTO- ventas@puerto.example", "PINTURAS DEL PUERTO"],
    ["en, a web address after the name", "Harbour Coatings, www.harbour.example", "Harbour Coatings"],
    ["de, a street with its word glued on, then the town and a telephone label",
      "HAFENsolution Kaistr. 9 06632 Hafenstadt Telefonnummer: (03446) 61044", "HAFENsolution"],
    ["de, a street with its word apart", "Hafenfarben Hafener Str. 12, 20457 Hamburg", "Hafenfarben"],
    ["nl, a street with its word glued on", "Havenverf Havenstraat 7 3011 AB Rotterdam", "Havenverf"],
    ["en, the address label without its colon before the street's number", "Harbour Industries Address 7 Dock Street Kewdale WA 6105",
      "Harbour Industries"],
    ["en, a telephone label before the number", "Harbour Coatings Tel. +44 1234 5678", "Harbour Coatings"],
  ])("%s", (_name, text, expected) => {
    expect(companyValue(text)).toBe(expected);
  });

  test("an address label before a value without a legal form is not cut (the value is an address)", () => {
    expect(companyValue("Adres Portowa 5")).not.toBe("Portowa 5");
  });

  test("a name that holds a street word without a number after it stays whole", () => {
    expect(companyValue("Hafenweg Chemie")).toBe("Hafenweg Chemie");
  });
});

describe("section 1 printed as a paragraph, each field closed with a full stop", () => {
  test("pt, the company label inside the line after the product's field", () => {
    const found = company([
      "1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA",
      "NOME DO PRODUTO: ADESIVO PARA PVC - INCOLOR. FABRICANTE: PORTO SA – TUBOS E CONEXÕES. ENDEREÇO: RUA DO PORTO, 84 – JOINVILLE – SC.",
    ]);
    expect(found).toEqual({ value: "PORTO SA", confidence: 0.75 });
  });

  test("it, the company label after the field before it without a full stop: a name with its legal form only", () => {
    const found = company([
      "1. IDENTIFICAZIONE",
      "Nome commerciale: BRIO Codice commerciale: 15.003 Tipo di prodotto ed impiego: Detergente Fornitore: PORTO S.r.l. - Via del Porto 7/B - 20019 MILANO",
    ]);
    expect(found).toEqual({ value: "PORTO S.r.l.", confidence: 0.7 });
    expect(company(["1. IDENTIFICATION", "Product name: Rinse 20 Manufacturer: Harbour Division: Cleaning Services"]).value).toBeNull();
  });

  test("en, a label word inside running text is no field: no company from a sentence", () => {
    const found = company(["1. IDENTIFICATION", "Product name: Rinse 20", "Keep away from children. Supplier: see the label of the pack."]);
    expect(found.value).toBeNull();
  });
});

describe("a numbered label is no name", () => {
  test.each([
    ["es, '1.1.-' glued to the label", "1.1.-Nombre de la sustancia química peligrosa o mezcla producto: Esmalte de secado"],
    ["en, '1.2)'", "1.2) Recommended use: Coating"],
  ])("%s", (_name, text) => {
    expect(companyValue(text)).toBeNull();
  });

  test("es, the line under a heading's wrapped 'FABRICANTE' is the next numbered label, not the company", () => {
    const found = company([
      "SECCIÓN 1 IDENTIFICACIÓN DE LA SUSTANCIA QUÍMICA Y/O MEZCLA DEL PROVEEDOR O", "FABRICANTE",
      "1.1.-Nombre de la sustancia química peligrosa o mezcla producto: Esmalte de secado", "rápido al aire",
    ]);
    expect(found.value).toBeNull();
  });
});

describe("a postal code and town label is no name", () => {
  test.each([
    ["nl", "Postcode en plaats"],
    ["de", "PLZ und Ort"],
    ["fr", "Code postal et ville"],
    ["es", "Código postal y ciudad"],
    ["it", "CAP e città"],
    ["pt", "Código postal e localidade"],
    ["pl", "Kod pocztowy i miejscowość"],
    ["en", "Postal code and city"],
  ])("%s: %s", (_language, label) => {
    expect(companyValue(label)).toBeNull();
  });

  test("nl, a column of labels before its values: the label under the company's label is never taken", () => {
    const found = company([
      "1. IDENTIFICATIE VAN DE STOF OF HET MENGSEL EN VAN HET BEDRIJF", "Naam:", "Toepassing:", "Bedrijf", "Adres",
      "Postcode en plaats", "Telefoonnummer", "Spoelmiddel 20", "Reinigingsmiddel", "Havenchemie BV", "Havenweg 5", "1333 DB Almere",
    ]);
    expect(found.value).not.toBe("Postcode en plaats");
    if (found.value !== "Havenchemie BV") expect(found.confidence).toBeLessThan(0.85);
  });
});

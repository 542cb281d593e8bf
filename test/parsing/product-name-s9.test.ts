/**
 * Product name (session 9): forms of the external set rebuilt with invented names. A two-column key–value form sets
 * the next field's label on the name's line; the name is cut there and is not certain (≤ 0.8).
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

const HEADING = "SECTION 1: Identification of the substance/mixture and of the company/undertaking";

describe("the name runs on into the next field's label on its line", () => {
  const cases: [string, string[], string][] = [
    ["en: product number", [HEADING, "1.1. Product identifier Product name Harbour Carpet Cleaner Product number 4711 Internal identification HX9"], "Harbour Carpet Cleaner"],
    ["en: chemical name", [HEADING, "Product Identifier", "Product name HarbourBond Extra Chemical Name Not Applicable"], "HarbourBond Extra"],
    ["en: EC index number", [HEADING, "1.1 Product identifier GHS Product Identifier NITROGEN MONOXIDE EC INDEX No Alternative names nitric oxide"], "NITROGEN MONOXIDE"],
    ["en: synonyms after a dingbat bullet", [HEADING, "1.1 Product identifier Product Name l Harbour Lime Tablets Synonyms l Lime tabs; HX tabs"], "Harbour Lime Tablets"],
    ["de: trade name", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1. Produktidentifikator Produktname HAFENBENZIN Handelsname Hafenbenzin nach Norm"], "HAFENBENZIN"],
    ["de: document version", ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator - Handelsname: HAFEN BLÖCKE - Version des Dokuments 03/19 -"], "HAFEN BLÖCKE"],
    ["fr: supersedes", ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "Nom du produit HARBOURCIDE 200 g/l EC, STABILISE Remplace FDS/Mars 2011"], "HARBOURCIDE 200 g/l EC, STABILISE"],
    ["pt: product type with a plural mark", ["1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "1.1 Identificadores do produto Nome do Produto: Ácido Harbour 12% Tipo(s) do produto: Harbourcid 12%"], "Ácido Harbour 12%"],
    ["nl: product description", ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "Productnaam: HARBOUR GEL 100 Productbeschrijving: Basisolie met additieven"], "HARBOUR GEL 100"],
    ["es: registration number", ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Nombre comercial: HARBOUR LIMPIA Número de registro REACH No aplicable"], "HARBOUR LIMPIA"],
    ["pl: product code", ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Nazwa handlowa: HARBOUR ŻEL Kod produktu HX12"], "HARBOUR ŻEL"],
  ];
  for (const [name, lines, product] of cases) {
    test(name, () => {
      const found = productOf(lines);
      expect(found.value).toBe(product);
      expect(found.confidence).toBeLessThanOrEqual(0.8);
      expect(found.confidence).toBeGreaterThan(0);
    });
  }

  // Session 32: section 1's other identifiers in every language end a value at their colon (value-end-labels.ts), so the
  // Italian "Codice commerciale:" reads as the English "Product code:" does: the same name at the same confidence.
  test("it: product code, read as the English 'Product code:' is", () => {
    const italian = productOf(["1. IDENTIFICAZIONE DELLA SOSTANZA/PREPARATO E DELLA SOCIETÀ/IMPRESA", "Nome commerciale: PORTO Codice commerciale: 12.004 Tipo di prodotto ed impiego: detergente"]);
    const english = productOf([HEADING, "Trade name: PORTO Product code: 12.004 Product type and use: detergent"]);
    expect(italian.value).toBe("PORTO");
    expect(english.value).toBe("PORTO");
    expect(italian.confidence).toBe(english.confidence);
  });

  test("a label glued to the name under the heading (the column gap lost)", () => {
    const found = productOf(["1. Identification", "Harbour AdditiveProduct identifier", "Other means of identification", "Product code"]);
    expect(found.value).toBe("Harbour Additive");
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
});

describe("a name holding a label's word is read whole, at the label's confidence", () => {
  for (const name of ["Harbour Product Cleaner", "Harbour Emergency Eyewash", "HARBOURCIDE 400 g/l EC", "Cleaner for Product Code Readers"]) {
    test(name, () => {
      const found = productOf([HEADING, `Product name: ${name}`]);
      expect(found.value).toBe(name);
      expect(found.confidence).toBeGreaterThan(0.9);
    });
  }
});

describe("Norwegian and Swedish item-name labels", () => {
  test("Varenavn", () => expect(productOf(["AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "Varenavn : Harbour Merkespray"]).value).toBe("Harbour Merkespray"));
  test("Varunamn", () => expect(productOf(["AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "Varunamn : Harbour Märkspray"]).value).toBe("Harbour Märkspray"));
  test("beside an empty name label, another field's label with its colon is no name", () => {
    expect(productOf(["AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "1.1 Produktidentifikator Varenavn : Produktkode : Relevante identifiserte bruksområder : Fargestoff"]).value).not.toStartWith("Produktkode");
  });
});

describe("section 1's heading in capitals holds a product label", () => {
  test("pt: its second half (\"E DA EMPRESA\") is no name", () => {
    expect(productOf(["1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "Nome do produto: Harbour Limpa Vidros"]).value).toBe("Harbour Limpa Vidros");
  });
  test("en: \"AND OF THE COMPANY\" is no name", () => {
    expect(productOf(["1. IDENTIFICATION OF THE PRODUCT AND OF THE COMPANY", "Trade name: Harbour Glass Cleaner"]).value).toBe("Harbour Glass Cleaner");
  });
});

describe("under a lone heading, a name label one space from its name is not passed over", () => {
  const HEADING_ROWS = ["SECTION 1 IDENTIFICATION OF THE SUBSTANCE / MIXTURE AND OF THE COMPANY / UNDERTAKING", "Product Identifier"];
  test("the heading's look below does not take the use's line", () => {
    const found = productOf([
      ...HEADING_ROWS,
      "Product name Harbour Rinse 40 Synonyms HX-40 Other means of identification Not Available",
      "Relevant identified uses of the substance or mixture and uses advised against",
      "For use as a rinse aid in dishwashers.",
    ]);
    expect(found.value).toBe("Harbour Rinse 40");
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });
  test("es: a numbered heading holding a name label is no field row", () => {
    expect(productOf(["1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA", "Nombre comercial:", "Harbour Limpiador 40"]).value).toBe("Harbour Limpiador 40");
  });
});

describe("section 1's labels in more forms", () => {
  test("es: the heading's second half with the mixture and the company is no name; 'Identificación de la mezcla' is a name label", () => {
    expect(productOf([
      "1. IDENTIFICACIÓN DE LA SUSTANCIA O LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA",
      "1.1. Identificación del producto",
      "Identificación de la mezcla: HARBOURLAC 40",
      "1.2. Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados",
    ]).value).toBe("HARBOURLAC 40");
  });
  for (const [language, label] of [["de", "Identifikation des Gemischs"], ["fr", "Identification du mélange"], ["it", "Identificazione della miscela"], ["nl", "Identificatie van het mengsel"], ["pt", "Identificação da mistura"], ["pl", "Identyfikacja mieszaniny"]]) {
    test(`${language}: ${label}`, () => expect(productOf([HEADING, `${label}: HARBOURLAC 40`]).value).toBe("HARBOURLAC 40"));
  }
  test("es: the chemical product's identifier printed without accents", () => {
    expect(productOf(["1. IDENTIFICACIÓN DEL PRODUCTO QUIMICO Y DE LA EMPRESA", "IDENTIFICACION DEL PRODUCTO QUIMICO:    HARBOUR GEL 40"]).value).toBe("HARBOUR GEL 40");
  });
  test("de: 'Produktkennzeichen', the older 1.1 label", () => {
    expect(productOf(["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktkennzeichen:    HAFENLAUGE, technisch"]).value).toBe("HAFENLAUGE, technisch");
  });
  test("it: another field's label alone under a name label is never the name", () => {
    const found = productOf(["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "1.1. Identificatore del prodotto", "Denominazione del Prodotto", "Denominazione chimica", "Esan-6-olide"]);
    expect(found.value).not.toBe("Denominazione chimica");
  });
});

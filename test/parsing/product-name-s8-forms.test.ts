/**
 * The product name in forms seen on real sheets of session 8's new external set (page transcripts of sheets nobody
 * had tuned on), rebuilt here as the lines a PDF reader gives, with invented names: the older directive's 1.1 label
 * with "oder/o/ou" wrapped over two lines, Finnish and Nordic name labels, a Nordic regulatory subtitle beside the
 * identifier, the commercial description label, Mexico's NOM-018 "name of the hazardous chemical substance or
 * mixture", a company named after a bare "Name:" in an old MSDS's company section, the product number beside the
 * identifier with the name below it, a sub-section number run onto the value's line, and another field's
 * "label: value" row under an empty name label. Synthetic lines, not copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

const product = productOf;

describe("the older directive's 1.1 label, 'substance or preparation' (also wrapped over two lines)", () => {
  test.each([
    ["de", "1. Stoff-/Zubereitungs- und Firmenbezeichnung", "Bezeichnung des Stoffes oder der", "Zubereitung"],
    ["de", "1. Stoff-/Zubereitungs- und Firmenbezeichnung", "Bezeichnung des Stoffs oder des", "Gemischs"],
    ["it", "1. Identificazione della sostanza/preparato e della società", "Identificazione della sostanza o", "preparato"],
    ["es", "1. Identificación de la sustancia o preparado y de la empresa", "Identificación de la sustancia o", "preparado"],
    ["fr", "1. Identification de la substance/préparation et de la société", "Identification de la substance ou", "préparation"],
  ])("%s: '%s' / '%s: X'", (_language, heading, first, second) => {
    const wrapped = product([heading, first, `${second}: HARBOUR GLIDE 5W-30 (SAE 5W-30)`, "Art und Gebrauch des Produktes: Motorenöl"]);
    expect(wrapped.value).toBe("HARBOUR GLIDE 5W-30 (SAE 5W-30)");
    expect(wrapped.confidence).toBeGreaterThanOrEqual(0.85);
    const oneLine = product([heading, `${first} ${second}:    HARBOUR GLIDE 5W-30`]);
    expect(oneLine.value).toBe("HARBOUR GLIDE 5W-30");
  });
});

describe("Nordic and Finnish name labels", () => {
  test.each([
    ["fi", "KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "1.1 Tuotetunniste", "Kauppanimi"],
    ["fi", "KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "1.1 Tuotetunniste", "Tuotenimi"],
    ["fi", "KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "1.1 Tuotetunniste", "Seoksen nimi"],
    ["no", "AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og selskapet/foretaket", "1.1 Produktidentifikator", "Produktets navn"],
    ["da", "PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", "1.1 Produktidentifikator", "Blandingens navn"],
    ["sv", "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "1.1 Produktbeteckning", "Blandningens namn"],
  ])("%s: '%s'", (_language, heading, identifier, label) => {
    const found = product([heading, identifier, `${label}    HARBOUR LIUOS 40`, "1.2 Merkitykselliset tunnistetut käytöt"]);
    expect(found.value).toBe("HARBOUR LIUOS 40");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("fi: the 1.1 heading 'Tuotetunniste' with the name beside it", () => {
    const found = product(["KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "1.1 Tuotetunniste    HARBOUR PESU 7"]);
    expect(found.value).toBe("HARBOUR PESU 7");
  });
});

describe("a Nordic regulatory subtitle is never the name", () => {
  test.each([
    ["no", "I henhold til forskrift (EF) nr. 1907/2006 (REACH), vedlegg II"],
    ["da", "I overensstemmelse med forordning (EF) nr. 1907/2006 (REACH), bilag II"],
    ["sv", "Enligt förordning (EG) nr 1907/2006 (REACH), bilaga II"],
  ])("%s: beside the identifier, the name labelled below", (_language, subtitle) => {
    const found = product(["AVSNITT 1: Identifikasjon", `1.1 Produktidentifikator    ${subtitle}`, "Produktnavn    : HARBOUR TEAK OLJE"]);
    expect(found.value).toBe("HARBOUR TEAK OLJE");
  });
});

describe("the commercial description label", () => {
  test.each([
    ["es", "1. DATOS IDENTIFICATIVOS DEL PRODUCTO Y DE LA EMPRESA", "1.1 Descripción comercial:"],
    ["it", "1. IDENTIFICAZIONE DEL PRODOTTO E DELLA SOCIETÀ", "1.1 Descrizione commerciale:"],
    ["pt", "1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "1.1 Descrição comercial:"],
    ["fr", "1. IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ", "1.1 Description commerciale :"],
    ["en", "1. PRODUCT AND COMPANY IDENTIFICATION", "1.1 Commercial description:"],
  ])("%s: '%s'", (_language, heading, label) => {
    const found = product([heading, `${label}    HARBOUR NEGRO MATE    Código: 62680`, "1.2 Usos previstos:    Pintura industrial."]);
    expect(found.value).toBe("HARBOUR NEGRO MATE");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("Mexico's NOM-018 label, 'name of the hazardous chemical substance or mixture'", () => {
  test("wrapped over two lines, the name below", () => {
    const found = product([
      "SECCIÓN 1. Identificación de la sustancia química peligrosa o mezcla y del proveedor o fabricante",
      "1) NOMBRE DE LA SUSTANCIA",
      "QUÍMICA PELIGROSA O MEZCLA",
      "Blanqueador Harbour",
      "2) OTROS MEDIOS DE IDENTIFICACIÓN:    Solución de hipoclorito",
    ]);
    expect(found.value).toBe("Blanqueador Harbour");
  });
  test("on one line", () => {
    const found = product(["SECCIÓN 1. Identificación", "Nombre de la sustancia química peligrosa o mezcla:    Blanqueador Harbour"]);
    expect(found.value).toBe("Blanqueador Harbour");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("a bare 'Name:' whose value is a company (an old MSDS's company section) is not the product", () => {
  test("the name in the title lines instead", () => {
    const found = product([
      "MATERIAL SAFETY DATA SHEET",
      "HARBOURFIX AN - 200",
      "SECTION I - IDENTIFICATION OF COMPANY/ BUSINESS",
      "NAME :HARBOUR ADHESIVES LIMITED",
      "ADDRESS : 12 Quay Road, Portville 400 059.",
      "USE : Anaerobic adhesive for locking.",
    ]);
    expect(found.value).toBe("HARBOURFIX AN - 200");
  });
});

describe("the product number beside the identifier, the name on the next line", () => {
  test.each([
    ["fr", "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l’entreprise", "1.1 Identificateur de produit: 81234", "1.2 Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées:"],
    ["en", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier: 81234", "1.2 Relevant identified uses of the substance or mixture and uses advised against"],
  ])("%s", (_language, heading, identifier, next) => {
    const found = product(["Safety data sheet", heading, identifier, "HARBOUR SEAL MS POLYMER ADHESIVE", "81234001 Dark Grey - 81234002 White", next]);
    expect(found.value).toBe("HARBOUR SEAL MS POLYMER ADHESIVE");
    expect(found.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe("a sub-section number run onto the value's line is not part of the name", () => {
  test.each([
    ["pt", "1 - IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "Nome comercial: Harbour Removedor 1.2 Aplicação do Produto", "Harbour Removedor"],
    ["pt", "SECÇÃO 1: IDENTIFICAÇÃO DA SUBSTÂNCIA/MISTURA", "Nome comercial: HARBOUR NEUTRO Desinfetante 1.2.", "HARBOUR NEUTRO Desinfetante"],
    ["en", "SECTION 1: Identification", "Product name: Harbour Clean 1.3 Details of the supplier", "Harbour Clean"],
  ])("%s: '%s'", (_language, heading, line, name) => {
    expect(product([heading, line]).value).toBe(name);
  });
  test("a version number inside a name stays", () => {
    expect(product(["SECTION 1: Identification", "Product name: Harbour Gel 1.5 Extra"]).value).toBe("Harbour Gel 1.5 Extra");
  });
});

describe("another field's 'label: value' row under an empty name label is not the name", () => {
  test("it: the name printed above the label (a larger font's baseline)", () => {
    const found = product([
      "Scheda di sicurezza",
      "1. Identificazione della sostanza/preparato e della società/impresa",
      "HARBOUR FRAGOLE granulare",
      "Nome commerciale:",
      "Nome comune degli ingredienti attivi: Impiego: concime per fragole",
      "Codice scheda/revisione: 0255.1",
    ]);
    expect(found.value).toBe("HARBOUR FRAGOLE granulare");
  });
});

describe("the chemical name's label in the languages is not the product's value", () => {
  test.each([
    ["it", "1.1. Identificatore del prodotto", "Denominazione chimica"],
    ["fr", "1.1. Identificateur de produit", "Dénomination chimique"],
    ["es", "1.1. Identificador del producto", "Denominación química"],
  ])("%s: '%s' below the identifier", (_language, identifier, chemical) => {
    const found = product(["SEZIONE 1: Identificazione", identifier, `${chemical}    Esan-6-olide`, "Denominazione del prodotto    Harbour Monomer"]);
    expect(found.value).toBe("Harbour Monomer");
  });
});

describe("section 1's next sub-section never continues a name", () => {
  test("a name ending in a dash, the 1.2 heading below", () => {
    const found = product(["ABSCHNITT 1: Bezeichnung des Stoffs", "Handelsname: HARBOUR BLÖCKE -", "1.2 Verwendung Rodentizid gebrauchsfertiger Köder"]);
    expect(found.value).toBe("HARBOUR BLÖCKE -");
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe("a numbered sub-section line is no title guess", () => {
  test("without a section 1 heading, '2.1 Clasificación …' is not the name", () => {
    const found = product(["FICHA DE DATOS DE SEGURIDAD (REACH)", "2.1 Clasificación CE: R10 | R67", "2.2 Efectos negativos: Inflamable."], []);
    expect(found.value).toBeNull();
  });
});

describe("a form's next numbered field on the value's line (Mexico's NOM-018 table) is not part of the name", () => {
  test("'Blanqueador Harbour 2) OTROS MEDIOS DE'", () => {
    const found = product([
      "SECCIÓN 1. Identificación de la sustancia química peligrosa o mezcla y del proveedor o fabricante",
      "1) NOMBRE DE LA SUSTANCIA",
      "QUÍMICA PELIGROSA O MEZCLA",
      "Blanqueador Harbour 2) OTROS MEDIOS DE",
      "IDENTIFICACIÓN: Solución de hipoclorito",
    ]);
    expect(found.value).toBe("Blanqueador Harbour");
  });
  test("a bracketed part of a name stays ('Harbour Gel (2) Plus')", () => {
    expect(product(["SECTION 1: Identification", "Product name: Harbour Gel (2) Plus"]).value).toBe("Harbour Gel (2) Plus");
  });
});

describe("'Identification of the substance' as the name's label in every language (a substance supplier's template)", () => {
  test.each([
    ["en", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "Identification of the substance"],
    ["de", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Identifikation des Stoffs"],
    ["fr", "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "Identification de la substance"],
    ["es", "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Identificación de la sustancia"],
    ["it", "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "Identificazione della sostanza"],
    ["nl", "RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming", "Identificatie van de stof"],
    ["pt", "SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "Identificação da substância"],
    ["pl", "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Identyfikacja substancji"],
    ["sv", "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "Identifiering av ämnet"],
    ["da", "PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", "Identifikation af stoffet"],
    ["no", "AVSNITT 1: Identifikasjon av stoffet/stoffblandingen og av selskapet/foretaket", "Identifikasjon av stoffet"],
  ])("%s: '%s' with the name beside it or on the line below", (_language, heading, label) => {
    expect(product([heading, "1.1 Product identifier", `${label}    Harbourin ≥98 %`, "Article number    4711"]).value).toBe("Harbourin ≥98 %");
    const below = product([heading, "1.1", label, "Harbourin", "Article number    4711"]);
    expect(below.value).toBe("Harbourin");
  });
});

describe("the product's form in 1.1 ('Product form : Mixture') is a label, never the name", () => {
  test.each([
    ["en", "Product form"], ["de", "Produktform"], ["fr", "Forme du produit"], ["es", "Forma del producto"], ["it", "Forma del prodotto"],
    ["nl", "Productvorm"], ["pt", "Forma do produto"], ["pl", "Postać produktu"], ["sv", "Produktform"],
  ])("%s: '%s' alone on its line, its value on the next", (_language, label) => {
    const found = product(["Harbour Thaw Pellets", "Safety data sheet", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1. Product identifier", label, ": Substance", "EC no", ": 233-140-8"]);
    expect(found.value).not.toBe(label);
  });
});

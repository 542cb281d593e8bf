/**
 * The product name in forms that real de, it, nl, pt, pl and fr sheets print (session 7, round 2: transcripts of
 * sheets on document-sharing sites): a short name of letters and digits (a refrigerant, "WD-40"-like names), the
 * plural "Product identifiers" heading of some templates, the 1999/45 headings ("… o del preparato"), WERCS' "Trade
 * name or designation of the mixture" in the languages, a CAS number after the name, a page header that wraps a name
 * 1.1 prints whole, another field's label after the name. Synthetic lines with invented names, not copied from any
 * real document.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

const REST = [
  "SECTION 2: Hazards identification",
  "H319",
  "SECTION 3: Composition/information on ingredients",
  "Ethanol 64-17-5 10-20%",
  "SECTION 4: First aid measures",
  "Rinse with water.",
];
const product = (lines: string[]) => productOf(lines, REST);

describe("a short name of letters and digits is a name under its label", () => {
  test("it: 'Nome del prodotto:' / 'R 512B' / 'Formula chimica:' / a description: the code-shaped name, not the formula's value", () => {
    const found = product([
      "SCHEDA DI DATI DI SICUREZZA",
      "1. IDENTIFICAZIONE DELLA SOSTANZA O DELLA MISCELA E DELLA SOCIETÀ/IMPRESA",
      "1.1 Identificatore del prodotto",
      "Nome del prodotto:",
      "R 512B",
      "Formula chimica:",
      "Miscela di gas refrigeranti",
      "1.2 Usi pertinenti identificati della sostanza o miscela e usi sconsigliati",
      "Refrigerante",
      "1.3 Informazioni sul fornitore della scheda di dati di sicurezza",
      "Gelo Freddo S.r.l.",
    ]);
    expect(found.value).toBe("R 512B");
  });

  test("de: 'Handelsname : HX-40' beside its label", () => {
    expect(product([
      "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
      "1.1 Produktidentifikator",
      "Handelsname : HX-40",
      "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
      "Firma : Hafenchemie GmbH",
    ]).value).toBe("HX-40");
  });

  test("a catalogue number under the label is still passed over", () => {
    expect(product([
      "SECTION 1: Identification",
      "1.1 Product identifier",
      "Product name:",
      "RM0002210",
      "Harbour Rinse 40",
      "1.3 Details of the supplier of the safety data sheet",
      "Harbour Chem Ltd",
    ]).value).toBe("Harbour Rinse 40");
  });

  test("pl: a value found below only past a code passed over and another field's label is not certain", () => {
    const found = product([
      "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja przedsiębiorstwa",
      "1.1 Identyfikator produktu",
      "Nazwa produktu:",
      "PX 20451",
      "Wzór chemiczny:",
      "Mieszanina glikoli",
      "1.3 Dane dotyczące dostawcy karty charakterystyki",
      "Portowa Chemia Sp. z o.o.",
    ]);
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });
});

describe("the plural 'Product identifiers' heading, the name label one space after it", () => {
  for (const [language, heading, label] of [
    ["pl", "1.1 Identyfikatory produktu", "Nazwa produktu"],
    ["it", "1.1 Identificatori del prodotto", "Nome del prodotto"],
    ["pt", "1.1 Identificadores do produto", "Nome do produto"],
    ["fr", "1.1 Identificateurs de produit", "Nom du produit"],
    ["de", "1.1 Produktidentifikatoren", "Produktname"],
  ] as const) {
    test(`${language}: '${heading} ${label} NAME'`, () => {
      expect(product([
        "SECTION 1. Identification",
        `${heading} ${label} KORAL* 2210 ABS Natural`,
        "1.2 Relevant identified uses",
        "Resin",
      ]).value).toBe("KORAL* 2210 ABS Natural");
    });
  }
});

describe("1999/45 wordings of 1.1's heading name the product beside or below them", () => {
  for (const [language, heading] of [
    ["it", "1.1 IDENTIFICAZIONE DELLA SOSTANZA O DEL PREPARATO"],
    ["de", "1.1 Bezeichnung des Stoffes bzw. der Zubereitung"],
    ["fr", "1.1 Identification de la substance ou de la préparation"],
    ["nl", "1.1 Identificatie van de stof of het preparaat"],
    ["pt", "1.1 Identificação da substância ou preparação"],
    ["pl", "1.1 Identyfikacja substancji lub preparatu"],
  ] as const) {
    test(`${language}: '${heading}' / the name`, () => {
      expect(product([
        "1. IDENTIFICATION",
        heading,
        "SPIRITO BLU DENATURATO",
        "1.2 Use",
        "Cleaning",
      ]).value).toBe("SPIRITO BLU DENATURATO");
    });
  }
  test("it: the heading and the name on one line", () => {
    expect(product([
      "1 IDENTIFICAZIONE DELLA SOSTANZA/DEL PREPARATO E DELLA SOCIETÀ/DELL'IMPRESA",
      "1.1 IDENTIFICAZIONE DELLA SOSTANZA O DEL PREPARATO SPIRITO BLU DENATURATO",
      "1.2 UTILIZZAZIONE DELLA SOSTANZA/DEL PREPARATO",
    ]).value).toBe("SPIRITO BLU DENATURATO");
  });
});

describe("'Trade name or designation of the mixture' in the languages (WERCS)", () => {
  for (const [language, label] of [
    ["pt", "Nome comercial ou designação da mistura"],
    ["de", "Handelsname oder Bezeichnung des Gemischs"],
    ["fr", "Nom commercial ou désignation du mélange"],
    ["es", "Nombre comercial o designación de la mezcla"],
    ["it", "Nome commerciale o designazione della miscela"],
    ["nl", "Handelsnaam of aanduiding van het mengsel"],
    ["pl", "Nazwa handlowa lub oznaczenie mieszaniny"],
  ] as const) {
    test(`${language}: '${label}    NAME'`, () => {
      const found = product([
        "SECTION 1: Identification",
        "1.1. Product identifier",
        `${label}     KLARO-SOL POWDER`,
        "Registration number     -",
        "1.2. Relevant identified uses",
        "Medicine.",
      ]);
      expect(found.value).toBe("KLARO-SOL POWDER");
      expect(found.confidence).toBeGreaterThanOrEqual(0.9);
    });
  }
});

describe("identifiers after the name on its line are not the name", () => {
  test("it: '1.1 Identificazione del prodotto: ACETONE Cas No 67-64-1 CE No 200-662-2'", () => {
    expect(product([
      "1. Identificazione della sostanza o della miscela e della Società/Impresa",
      "1.1 Identificazione del prodotto: ETANOLO Cas No 64-17-5 CE No 200-578-6 Index No 603-002-00-5",
      "1.2 Usi pertinenti identificati",
      "Solvente",
    ]).value).toBe("ETANOLO");
  });
  test("de: 'Produktname / CAS: NAME / 1310-73-2'", () => {
    expect(product([
      "ABSCHNITT 1: Bezeichnung des Stoffes und des Unternehmens",
      "1.1 Produktkennzeichen",
      "Produktname / CAS: KALIUMHYDROXID, technisch, mind. 45% / 1310-58-3",
      "1.2 Verwendung",
      "Industrie",
    ]).value).toBe("KALIUMHYDROXID, technisch, mind. 45%");
  });
  test("nl: 'Productbenaming: NAME Chemische naam van de stof: X' (a PDF reader's one space between the two)", () => {
    expect(product([
      "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming",
      "1.1 Productidentificatie",
      "Productbenaming: HAVEN 2210 Polyethylene Resin Chemische naam van de stof: Ethyleen copolymeer",
      "1.2 Relevant geïdentificeerd gebruik",
      "Kunststof",
    ]).value).toBe("HAVEN 2210 Polyethylene Resin");
  });
});

describe("a page header that wraps the name, section 1 printing it whole", () => {
  test("it: header 'Nome del prodotto: X Extruded' / 'Polystyrene Foam', 1.1 the whole name below its label", () => {
    const found = product([
      "Scheda di dati di sicurezza",
      "Nome del prodotto: PORTOFOAM™ XR-20 Extruded",
      "Polystyrene Foam",
      "Data di revisione: 25.04.2014",
      "Sezione 1. IDENTIFICAZIONE DELLA SOSTANZA/DEL PREPARATO E DELLA SOCIETÀ/DELL'IMPRESA",
      "1.1 Identificatori del prodotto",
      "Nome del prodotto",
      "PORTOFOAM™ XR-20 Extruded Polystyrene Foam",
      "1.2 Usi pertinenti identificati della sostanza o miscela e usi sconsigliati",
      "Isolamento termico.",
    ]);
    expect(found.value).toBe("PORTOFOAM™ XR-20 Extruded Polystyrene Foam");
  });
});

describe("a value that is itself another label's row is not certain", () => {
  test("pl: 'Nazwa handlowa: Symbol grupy: KLX'", () => {
    const found = product([
      "1. Identyfikacja mieszaniny, Identyfikacja przedsiębiorstwa",
      "1.1 Identyfikator produktu:",
      "Nazwa handlowa: Symbol grupy: KLX",
      "1.2 Istotne zidentyfikowane zastosowania",
      "Preparat czyszczący",
    ]);
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });
});

describe("a designation label one space from the name under 1.1's heading (an Italian authoring system, in its languages)", () => {
  for (const [language, heading, label] of [
    ["fr", "1.1. Identificateur de produit", "Dénomination"],
    ["it", "1.1. Identificatore del prodotto", "Denominazione"],
    ["es", "1.1. Identificador del producto", "Denominación"],
  ] as const) {
    test(`${language}: '${label} NAME' below 'Code: …'`, () => {
      expect(product([
        `${heading}`,
        "Code: 412 00 10233-7720",
        `${label} VERNICE ARGENTO CONDUTTIVA`,
        "1.2. Relevant identified uses",
        "Paint",
        "1.3. Supplier",
        "Raison Sociale Portofino Chimica S.r.l.",
      ]).value).toBe("VERNICE ARGENTO CONDUTTIVA");
    });
  }
  test("'Denominazione Sociale X' is the company's, not the product's", () => {
    expect(product([
      "1.1. Identificatore del prodotto",
      "Denominazione LUCIDO 40",
      "1.3. Informazioni sul fornitore della scheda di dati di sicurezza",
      "Denominazione Sociale Portofino Chimica S.r.l.",
    ]).value).toBe("LUCIDO 40");
  });
});

describe("a model's name with brackets and slashes; a code field after the name; a value past a line passed over", () => {
  test("fr: 'Nom du produit' / 'AC-2210 (G-2210 / CC-40)'", () => {
    expect(product([
      "1. IDENTIFICATION",
      "Identificateur de produit",
      "Nom du produit",
      "AC-2210 (G-2210 / CC-40)",
      "Autres moyens d'identification",
      "Code(s) du produit     40-020-38",
    ]).value).toBe("AC-2210 (G-2210 / CC-40)");
  });
  test("it: 'Nome commerciale : LAVOX Codice ISS : LVX' (a registry's code with its abbreviation)", () => {
    expect(product([
      "1. Identificazione della sostanza o della miscela e della società/impresa",
      "1.1. Identificatore del prodotto Nome commerciale : LAVOX Codice ISS : LVX",
      "1.2. Usi pertinenti identificati della sostanza o miscela e usi sconsigliati",
    ]).value).toBe("LAVOX");
  });
  test("en: a catalogue number passed over under the label: the name below is not certain", () => {
    const found = product([
      "SECTION 1: Identification",
      "1.1 Product identifier",
      "Product name:",
      "RM0002210",
      "Harbour Rinse 40",
      "1.3 Details of the supplier of the safety data sheet",
      "Harbour Chem Ltd",
    ]);
    expect(found.value).toBe("Harbour Rinse 40");
    expect(found.confidence).toBeLessThanOrEqual(0.85);
  });
});

describe("WERCS' 1.1 row: the heading, 'Trade name or designation of the mixture' and the name on one line", () => {
  for (const [language, row] of [
    ["pt", "1.1. Identificador do produto Nome comercial ou designação da mistura     KLARO-SOL POWDER"],
    ["sv", "1.1. Produktbeteckning Blandningens handelsnamn eller beteckning     KLARO-SOL POWDER"],
    ["da", "1.1. Produktidentifikator Handelsnavn eller betegnelse for blandingen     KLARO-SOL POWDER"],
    ["it", "1.1. Identificatore del prodotto Nome commerciale o designazione della miscela     KLARO-SOL POWDER"],
  ] as const) {
    test(`${language}: '${row}'`, () => {
      expect(product([
        "SECTION 1: Identification",
        row,
        "Registration number     -",
        "1.2. Relevant identified uses",
        "Medicine.",
      ]).value).toBe("KLARO-SOL POWDER");
    });
  }
});

describe("a label wrapped in its table cell around the value (Brazil's FISPQ)", () => {
  test("pt: 'Nome do produto (nome' / 'NAME' / 'comercial):'", () => {
    const found = product([
      "FICHA DE INFORMAÇÕES DE SEGURANÇA DE PRODUTOS QUÍMICOS",
      "1 - IDENTIFICAÇÃO",
      "Nome do produto (nome",
      "LIMPA TUDO PORTO AZUL",
      "comercial):",
      "Código interno de",
      "310, 311 e 312.",
      "identificação do produto:",
      "Principais usos",
      "recomendados para a Limpador multiuso.",
      "substância ou mistura:",
      "Nome da empresa: Porto Azul Química Ltda.",
    ]);
    expect(found.value).toBe("LIMPA TUDO PORTO AZUL");
  });
  test("pt: 'Nome da substância ou mistura: NAME' is the whole label's value", () => {
    expect(product([
      "1. IDENTIFICAÇÃO",
      "Nome da substância ou mistura: CLARO-FIX 20",
      "Nome da empresa: Porto Azul Química Ltda.",
    ]).value).toBe("CLARO-FIX 20");
  });
});

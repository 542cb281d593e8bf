/**
 * The product name in forms seen on real sheets outside our corpus (session 7's external development set), rebuilt
 * here with invented names: the SAP EHS "material name" label in the languages, the Chilean/Latin-American
 * "Identificación del producto químico", Nordic labels and titles, a title line that is a sentence, a name with a
 * four-digit number in the title lines, a title and a name one space apart, and another field's label set beside a
 * name label. Synthetic lines, not copied from any real document.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

const product = productOf;

describe("the 'material name' label of SAP-style sheets, in the languages", () => {
  test.each([
    ["es", "SECCIÓN 1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA COMPAÑÍA", "Nombre del Material", "Número del material"],
    ["fr", "SECTION 1. IDENTIFICATION DU PRODUIT ET DE LA SOCIETE", "Nom de la matière", "Numéro de la matière"],
    ["de", "ABSCHNITT 1. IDENTIFIZIERUNG DES PRODUKTS UND DES UNTERNEHMENS", "Materialname", "Materialnummer"],
    ["it", "SEZIONE 1. IDENTIFICAZIONE DEL PRODOTTO E DELLA SOCIETÀ", "Nome del materiale", "Numero del materiale"],
    ["nl", "RUBRIEK 1. IDENTIFICATIE VAN HET PRODUCT EN DE ONDERNEMING", "Materiaalnaam", "Materiaalnummer"],
    ["pt", "SECÇÃO 1. IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", "Nome do material", "Número do material"],
    ["pl", "SEKCJA 1. IDENTYFIKACJA PRODUKTU I PRZEDSIĘBIORSTWA", "Nazwa materiału", "Numer materiału"],
  ])("%s: label, colon line below, value", (_language, heading, label, numberLabel) => {
    const below = product([heading, label, " : HARBOUR RINSE 40_5GL", `${numberLabel} : HR40`]);
    expect(below.value).toBe("HARBOUR RINSE 40_5GL");
    expect(below.confidence).toBeGreaterThanOrEqual(0.85);
    const beside = product([heading, `${label}    :    HARBOUR RINSE 40_5GL`, `${numberLabel}    :    HR40`]);
    expect(beside.value).toBe("HARBOUR RINSE 40_5GL");
    expect(beside.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("the chemical product's identification (Chile's NCh 2245, Brazil's NBR 14725)", () => {
  test.each([
    ["es", "Sección 1: Identificación del producto químico y de la empresa", "Identificación del producto químico", "Usos recomendados"],
    ["es", "Sección 1: Identificación de la sustancia química y del proveedor", "Nombre del producto químico", "Usos recomendados"],
    ["pt", "1. Identificação do produto e da empresa", "Identificação do produto químico", "Usos recomendados"],
  ])("%s: '%s'", (_language, heading, label, next) => {
    const found = product([heading, `${label}     HARBOUR 1221`, `${next}     Flotation reagent`]);
    expect(found.value).toBe("HARBOUR 1221");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });
});

describe("another field's label beside a name label is not the name", () => {
  test("'Identificación del producto    Usos recomendados' (two labels of a label column)", () => {
    const found = product([
      "HARBOUR CLEAN - L    Harbour Química Ltda.",
      "HOJA DE DATOS DE SEGURIDAD",
      "SECCION 1: IDENTIFICACION DEL PRODUCTO QUIMICO Y DE LA EMPRESA",
      "Identificación del producto   Usos recomendados   Restricciones de uso",
    ]);
    expect(found.value).not.toBe("Usos recomendados");
    expect(found.confidence).toBeLessThanOrEqual(0.7);
  });
});

describe("the title lines", () => {
  test("a sentence above the sheet is not the name", () => {
    const found = product([
      "Kit HX 100 contains three products; their safety data sheets follow.",
      "Harbour Glue 326",
      "Safety Data Sheet",
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
      "1.1 Product identifier",
      "1.2 Relevant identified uses of the substance or mixture",
      "Adhesive",
    ]);
    expect(found.value).toBe("Harbour Glue 326");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test("a remark in brackets is not the name", () => {
    const found = product([
      "SAFETY DATA SHEET",
      "(All references to EU regulations are abbreviated to their numbers)",
      "HARBOUR COAT AK 20",
      "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
      "1.1 Product identifier",
      "1.2 Relevant identified uses of the substance or mixture",
    ]);
    expect(found.value).toBe("HARBOUR COAT AK 20");
  });

  test("a name with a four-digit number in the page header is a name, not an address", () => {
    const found = product([
      "Hoja de Datos de Seguridad",
      "HARBOUR - 2030 - M",
      "NCh 2245 Of 2003",
      "Sección 1: Identificación de la sustancia química y del proveedor",
    ]);
    expect(found.value).toBe("HARBOUR - 2030 - M");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test.each([["N° MSDS HX102A"], ["SDS # 40-1234"], ["FISPQ no 001"], ["No. FDS : 521321"], ["Nr. 12345 HX"]])(
    "a document reference '%s' is not a name",
    (reference) => {
      const found = product([reference, "HARBOUR RINSE 40", "SECTION 1: Identification", "1.1 Product identifier", "1.2 Relevant identified uses"]);
      expect(found.value).toBe("HARBOUR RINSE 40");
    },
  );

  test.each([["Versione 2.0"], ["Wersja 1.0"], ["Versie 3"], ["Versão 2"], ["Versión: 4"], ["Revisione n. 3"], ["Revisão 2"], ["Blz. 1 van 5"], ["Strona 1 z 5"], ["Pagina 1 di 5"], ["Ausgabe 3"]])(
    "a version or page line in the eight languages is not a name: '%s'",
    (line) => {
      const found = product([line, "Hafen Klar 40", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator", "1.2 Relevante identifizierte Verwendungen"]);
      expect(found.value).toBe("Hafen Klar 40");
    },
  );

  test("an address line in the title lines is still not a name", () => {
    const found = product(["Harbour Chem", "12 Dock Road, Leeds LS1 4AP", "Safety Data Sheet", "SECTION 1: Identification", "1.1 Product identifier"]);
    expect(found.value).not.toBe("12 Dock Road, Leeds LS1 4AP");
  });

  test("the title and the name one space apart: 'SAFETY DATA SHEET Harbour Lock Spray'", () => {
    const found = product(["SAFETY DATA SHEET Harbour Lock Spray", "SECTION 1: Identification", "1.1 Product identifier"]);
    expect(found.value).toBe("Harbour Lock Spray");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test.each([["PRODUCT INFORMATION SHEET"], ["MSDS Number: 1234"], ["SDS Number 40-1234"], ["MATERIAL SAFETY DATA SHEET Version 2"]])(
    "the title's own words after it are not a name: '%s'",
    (title) => {
      const found = product([title, "SECTION 1: Identification", "Product name: Harbour Lock Spray"]);
      expect(found.value).toBe("Harbour Lock Spray");
      const guessed = product([title, "HARBOUR LOCK SPRAY", "SECTION 1: Identification", "1.1 Product identifier"]);
      expect(guessed.value).toBe("HARBOUR LOCK SPRAY");
    },
  );

  test("a subtitle after the title one space apart is not a name", () => {
    const found = product(["SAFETY DATA SHEET according to Regulation (EC) No. 1907/2006", "SECTION 1: Identification", "Product name: Harbour Lock Spray"]);
    expect(found.value).toBe("Harbour Lock Spray");
  });
});

describe("Nordic labels and titles (sheets sold beside the eight languages)", () => {
  test("'Produktnamn:' under '1.1 Produktbeteckning'", () => {
    const found = product(["SÄKERHETSDATABLAD", "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "1.1 Produktbeteckning", "Produktnamn: Harbour Låsfett", "Artikelnummer: 1234"]);
    expect(found.value).toBe("Harbour Låsfett");
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });

  test("'Handelsnamn X' one space apart", () => {
    const found = product(["SÄKERHETSDATABLAD", "AVSNITT 1: NAMNET PÅ ÄMNET/BLANDNINGEN", "1.1 Produktbeteckning", "Handelsnamn HARBOUR COAT AK 20"]);
    expect(found.value).toBe("HARBOUR COAT AK 20");
  });

  test("the name under '1.1 Produktbeteckning'", () => {
    const found = product(["Säkerhetsdatablad", "AVSNITT 1: Namnet på ämnet/blandningen", "1.1 Produktbeteckning", "HARBOUR GLUE 326", "1.2 Relevanta identifierade användningar"]);
    expect(found.value).toBe("HARBOUR GLUE 326");
  });

  test.each([["SÄKERHETSDATABLAD"], ["SIKKERHEDSDATABLAD"], ["SIKKERHETSDATABLAD"]])("the title '%s' is not a name", (title) => {
    expect(product([title, "Harbour Rinse 40", "SECTION 1: Identification", "1.1 Product identifier"]).value).toBe("Harbour Rinse 40");
  });
});

describe("a title line with the company's name at one end (a letterhead run together)", () => {
  test("'HARBOUR CHEM S.A. BRIGHT ENAMEL' above an annex cover: the rest after the company", () => {
    const found = product([
      "ANEXO ADC-IV.15",
      "HOJAS DE DATOS DE SEGURIDAD",
      "Cliente:",
      "HARBOUR CHEM S.A. BRIGHT ENAMEL",
      "HOJA DE DATOS DE SEGURIDAD DE PRODUCTOS QUIMICOS (HDS)",
      "1. Identificación de la mezcla y del proveedor",
      "Nombre del proveedor    :    HARBOUR CHEM S.A.",
    ]);
    expect(found.value).toBe("BRIGHT ENAMEL");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test("'HARBOUR CLEAN - L Harbour Química Ltda.': the name before the company", () => {
    const found = product([
      "HARBOUR CLEAN - L Harbour Química Ltda.",
      "HOJA DE DATOS DE SEGURIDAD",
      "SECCION 1 : IDENTIFICACION DEL PRODUCTO QUIMICO Y DE LA EMPRESA",
      "Proveedor / Fabricante    :    Harbour Química Ltda.",
    ]);
    expect(found.value).toBe("HARBOUR CLEAN - L");
    expect(found.confidence).toBeLessThanOrEqual(0.5);
  });

  test("a company line alone is still no name", () => {
    const found = product(["Harbour Química Ltda.", "HOJA DE DATOS DE SEGURIDAD", "SECCION 1 : IDENTIFICACION", "Proveedor    :    Harbour Química Ltda."]);
    expect(found.value).toBeNull();
  });
});

describe("'Mixture' / 'Substance' under the product identifier is the kind of product, not its name", () => {
  test.each([
    ["de", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "1.1 Produktidentifikator", "Gemisch", "Hafen Klar 40"],
    ["en", "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "1.1 Product identifier", "Mixture", "Harbour Rinse 40"],
    ["fr", "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "1.1 Identificateur de produit", "Mélange", "Port Net 40"],
    ["es", "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "1.1 Identificador del producto", "Mezcla", "Puerto Limpio 40"],
    ["pl", "SEKCJA 1: Identyfikacja substancji/mieszaniny", "1.1 Identyfikator produktu", "Mieszanina", "Port Czysty 40"],
  ])("%s: '%s' / '%s' / name", (_language, heading, label, kind, name) => {
    const found = product([heading, label, kind, name, "1.2 Relevant identified uses"]);
    expect(found.value).toBe(name);
  });

  test("beside the identifier: 'Product identifier    Substance', then the trade name", () => {
    const found = product(["SECTION 1: Identification", "Product identifier    Substance", "Trade name    Harbour Salt 99", "Supplier    Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Salt 99");
  });
});

test("a list of article names ending each line on a comma runs on past three lines", () => {
  const found = product([
    "SECTION 1: Identification",
    "1.1. Product identifier",
    "Product Name    HXA100, HX100XL, HX110, HX110XL,",
    "HX120, HX120XL, HX130, HX130XL,",
    "HX140, HX140XL, HX150, HX150XL,",
    "HX160, HX160XL, HX170, HX170XL,",
    "HX180, HX180XL Toner",
    "Other means of identification",
  ]);
  expect(found.value).toBe("HXA100, HX100XL, HX110, HX110XL, HX120, HX120XL, HX130, HX130XL, HX140, HX140XL, HX150, HX150XL, HX160, HX160XL, HX170, HX170XL, HX180, HX180XL Toner");
  expect(found.confidence).toBeLessThanOrEqual(0.85);
});

test("a version line first under the section heading is passed over; the name below it is the guess", () => {
  const found = product(["SEZIONE 1: Identificazione della sostanza o della miscela e della società", "Versione 2.0", "Porto Pulito 40", "Porto Chimica S.r.l."]);
  expect(found.value).toBe("Porto Pulito 40");
  expect(found.confidence).toBeLessThanOrEqual(0.5);
});

describe("name labels of the older directive ('preparation') and the trade designation, in the languages", () => {
  test.each([
    ["en", "Name of the preparation"], ["de", "Bezeichnung der Zubereitung"], ["fr", "Nom de la préparation"], ["fr", "Dénomination commerciale"],
    ["es", "Nombre del preparado"], ["it", "Nome del preparato"], ["nl", "Naam van het preparaat"], ["nl", "Handelsbenaming"],
    ["nl", "Productbenaming"], ["pt", "Nome da preparação"], ["pt", "Denominação comercial"], ["pl", "Nazwa preparatu"],
  ])("%s: '%s: X' is the name at label confidence", (_language, label) => {
    const found = product(["1. Identification", `${label}: Harbour Rinse 40`, "Company: Harbour Chem Ltd"]);
    expect(found.value).toBe("Harbour Rinse 40");
    expect(found.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe("a number field's label below a name in capitals is not part of the name", () => {
  test.each([["N° IDH"], ["Nº artículo"], ["No. CAS"], ["Nr. art."], ["Núm. de registro"]])("'%s' after a long name in capitals", (label) => {
    const parsed = product(["SECCIÓN 1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA", "Nombre comercial:", "HARBOUR 480 THREAD SEALANT BLUE", label, "135355"]);
    expect(parsed.value).toBe("HARBOUR 480 THREAD SEALANT BLUE");
  });
});

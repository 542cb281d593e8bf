/**
 * Session 10: product-name gaps seen on real sheets of the external set, each rebuilt with invented names and text.
 */
import { describe, expect, test } from "bun:test";
import { productOf } from "../helpers/sds-text.ts";

const HEADING = "SECTION 1: Identification of the substance/mixture and of the company/undertaking";

describe("a column of labels printed before its column of values", () => {
  test("two labels stacked, then their two values each after a colon: the first value is the first label's", () => {
    const found = productOf([
      "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming",
      "1.1 Productidentificatie",
      "Handelsnaam",
      "identificatienummer",
      ": HARBOUR GLANS 5 L",
      ": 40711",
      "1.2 Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik",
      "Gebruik van de stof of het",
      "mengsel",
      ": Reinigingsmiddel",
    ]);
    expect(found.value).toBe("HARBOUR GLANS 5 L");
  });

  test("a label's lone number word below a name label is never the name", () => {
    const found = productOf([
      "Sezione 1: Identificazione della sostanza o della miscela e della società/impresa",
      "1.1. Identificatore del prodotto",
      "Nome del prodotto",
      "Numero",
      "Sostanza/miscela",
      "1.2. Usi pertinenti identificati della sostanza o miscela e usi sconsigliati",
      "Usi identificati",
    ]);
    expect(found.value === null || found.confidence < 0.85).toBe(true);
    expect(found.value).not.toBe("Numero");
  });

  test("a compound number label alone (\"Artikelnummer\", \"identificatienummer\") is never the name", () => {
    for (const label of ["Artikelnummer", "identificatienummer", "Numéro", "Número"]) {
      const found = productOf([HEADING, "1.1 Product identifier", "Trade name", label, "1.2 Relevant identified uses", "Cleaning agent"]);
      expect(found.value).not.toBe(label);
    }
  });
});

describe("labels real sheets print", () => {
  test("\"Produktnaam.\" (a misspelt Dutch label with a full stop) with its value below after a colon", () => {
    const found = productOf([
      "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming",
      "1.1. Productidentificatie",
      "Productvorm",
      ": Mengsel",
      "Produktnaam.",
      ": Harbourgro NPK Blauw",
      "1.2. Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik",
    ]);
    expect(found.value).toBe("Harbourgro NPK Blauw");
    expect(found.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("\"Angaben zum Produkt: Handelsname: X\" (the older German 1.1 heading with the name's label beside it)", () => {
    const found = productOf([
      "1 Bezeichnung des Stoffes / der Zubereitung und des Unternehmens",
      "1.1 Angaben zum Produkt: Handelsname: Hafengrün®-Blattdünger",
      "1.2 Verwendung des Stoffes / der Zubereitung: Düngemittel",
    ]);
    expect(found.value).toBe("Hafengrün®-Blattdünger");
  });

  test("the heading's family in the languages holds the name's label beside it", () => {
    for (const heading of ["Informations sur le produit", "Información sobre el producto", "Informazioni sul prodotto", "Informações sobre o produto", "Informacje o produkcie", "Information on the product"]) {
      const found = productOf([HEADING, `1.1 ${heading}: Trade name: Harbour Klar 12`, "1.2 Relevant identified uses: Cleaner"]);
      expect(found.value).toBe("Harbour Klar 12");
    }
  });

  test("\"Kemikaliets navn\" (Danish: the chemical's name) one space from the name", () => {
    const found = productOf([
      "PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden",
      "1.1. Produktidentifikator",
      "Kemikaliets navn Havne Stærk Afkalker",
      "1.2. Relevante identificerede anvendelser af stoffet eller blandingen samt anvendelser, der frarådes",
    ]);
    expect(found.value).toBe("Havne Stærk Afkalker");
  });
});

describe("a label wrapped over two lines (Brazil's FISPQ forms)", () => {
  test("the name beside the label's first line, the label's end alone on the next line", () => {
    const found = productOf([
      "1 - IDENTIFICAÇÃO",
      "Nome do produto (nome HARBOURXONE 300",
      "comercial):",
      "Código interno de H1234B",
      "identificação do produto:",
      "Principais usos Herbicida.",
      "recomendados para",
      "substância ou mistura:",
      "Nome da empresa: Porto Químicos Ltda",
    ]);
    expect(found.value).toBe("HARBOURXONE 300");
  });

  test("a wrapped label's second line (small letter first) is no label of its own: the line below is not its value", () => {
    const found = productOf([
      "1 - IDENTIFICAÇÃO",
      "Código interno de H1234B",
      "identificação do produto:",
      "Principais usos Herbicida.",
      "recomendados para",
      "substância ou mistura:",
      "Nome da empresa: Porto Químicos Ltda",
    ]);
    expect(found.value).not.toBe("Principais usos Herbicida.");
  });
});

describe("no label row is a title guess", () => {
  test("a date label's row above section 1 whose date lost a character is not the name", () => {
    const found = productOf([
      "Data da última revisão: 08/06/2 019 Pág. 01/11",
      "1 – IDENTIFICAÇÃO",
      "Uso recomendado: isca",
    ]);
    expect(found.value).not.toBe("Data da última revisão: 08/06/2 019 Pág. 01/11");
  });
});

describe("a value followed on its line by another field's label", () => {
  test("the label's first word after the value's full stop belongs to the label (\"… TIGRE. EMPRESA FABRICANTE:\")", () => {
    const found = productOf([
      "1. IDENTIFICAÇÃO DO PRODUTO",
      "NOME DO PRODUTO: COLA PORTO PARA PVC - INCOLOR. EMPRESA FABRICANTE: PORTO SA – TUBOS. TELEFONE: (+55 47) 3000 5000.",
    ]);
    expect(found.value).toBe("COLA PORTO PARA PVC - INCOLOR");
  });
});

describe("section 1's own heading run into the name's line", () => {
  test("\"X ODDÍL 1: Identifikace …\" (a header cell on the name's baseline): the heading is cut off", () => {
    const found = productOf([
      "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku",
      "1.1 Identifikátor výrobku Přístav STOP Plísni ODDÍL 1: Identifikace látky/směsi a společnosti/podniku",
      "1.2 Příslušná určená použití látky nebo směsi a nedoporučená použití",
    ]);
    expect(found.value).toBe("Přístav STOP Plísni");
  });

  test("a heading that ends on a joining word goes on in the next line, which is no name", () => {
    const found = productOf([
      "Sezione 1: IDENTIFICAZIONE DELLA SOSTANZA O DELLA MISCELA E DELLA",
      "SOCIETÀ/IMPRESA",
      "1.1. Identificatore del prodotto",
      "1.2. Usi pertinenti identificati della sostanza o miscela e usi sconsigliati",
    ]);
    expect(found.value).not.toBe("SOCIETÀ/IMPRESA");
  });

  test("\"SCHEDA DI SICUREZZA\" (the short title) is no name", () => {
    const found = productOf(["SCHEDA DI SICUREZZA", "PORTO GRASSO EP 3", "Sezione 1: Identificazione della sostanza o della miscela e della società/impresa", "1.1. Identificatore del prodotto"]);
    expect(found.value).toBe("PORTO GRASSO EP 3");
  });
});

describe("another label's row beside a name label", () => {
  test("\"Nazwa handlowa: Nazw grupy: KLX\": which part names the product is a guess (below 0.85)", () => {
    const found = productOf([
      "1. Identyfikacja mieszaniny, Identyfikacja przedsiębiorstwa",
      "1.1 Identyfikator produktu: Nazwa handlowa: Nazw grupy: KLX",
      "1.2 Istotne zidentyfikowane zastosowania substancji lub mieszaniny oraz zastosowania odradzane",
    ]);
    expect(found.confidence).toBeLessThan(0.85);
  });
});

describe("a fertiliser's grade after its name", () => {
  test("\"Harbourgro 04-02-07\" (an N-P-K grade that also reads as a date) below a name label is the name", () => {
    const found = productOf([
      "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming",
      "1.1. Productidentificatie",
      "Productnaam",
      ": Harbourgro 04-02-07",
      "1.2. Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik",
    ]);
    expect(found.value).toBe("Harbourgro 04-02-07");
  });

  test("a date row below a name label stays no name (\"Datum 04-02-07\")", () => {
    const found = productOf([HEADING, "1.1 Product identifier", "Product name", "Revised 04-02-07", "1.2 Relevant identified uses"]);
    expect(found.value).not.toBe("Revised 04-02-07");
  });
});

describe("a name followed by a sentence that describes the product", () => {
  test("where the name ends is a guess: below 0.85", () => {
    const found = productOf([
      "1. IDENTIFICACIÓN DEL PRODUCTO QUIMICO Y DE LA EMPRESA",
      "Identificación del producto quimico     SERIE PORTEX Empacada, Portex, Portex LD, Emulsión explosiva sensible a iniciador booster.",
      "Usos Recomendados     Minería y canteras.",
    ]);
    expect(found.confidence).toBeLessThan(0.85);
  });
});

describe("a hazard line is no title guess", () => {
  test("\"Acute Tox. 4 H302 Harmful if swallowed. …\" above the sheet (no section 1 found) is not the name", () => {
    const found = productOf(["Acute Tox. 4 H302 Harmful if swallowed. Label Elements Signal Word Danger", "Keep away from heat.", "Wash hands thoroughly after handling."], []);
    expect(found.value).toBeNull();
  });
});

describe("section 1's first field on the heading's line (headings in a left column)", () => {
  test("\"SECTION 1: Identification    Product name: X    Recommended use: …\"", () => {
    const found = productOf(["SECTION 1: Identification    Product name: Harbour Pool Shock    Recommended use: Pool sanitiser", "Supplier: Harbour Chem Pty Ltd"]);
    expect(found.value).toBe("Harbour Pool Shock");
    expect(found.confidence).toBeLessThanOrEqual(0.8);
  });

  test("one space apart, the next field's label ends the name", () => {
    const found = productOf(["SECTION 1: Identification Product identifier Product Name: Harbour Hand Scrub Relevant identified uses of the substance: Hand wash"]);
    expect(found.value).toBe("Harbour Hand Scrub");
  });
});

describe("values that are no name", () => {
  test("a form's tick boxes below the 1.1 heading are not the name", () => {
    const found = productOf([
      "SECCIÓN 1: IDENTIFICACION DE LA MEZCLA Y DE LA SOCIEDAD O LA EMPRESA",
      "1.1",
      "IDENTIFICADOR DEL PRODUCTO:",
      "1.2",
      "USOS PERTINENTES IDENTIFICADOS Y USOS DESACONSEJADOS:",
      "[X] Doméstico [X] Profesional [_] Industrial",
    ]);
    expect(found.value).not.toBe("[X] Doméstico [X] Profesional [_] Industrial");
  });

  test("a regulation's name alone beside the identifier (\"REACH –\") is not the name", () => {
    const found = productOf([HEADING, "1.1. Product identifier REACH –", "1.2. Relevant identified uses: Cleaner"]);
    expect(found.value).not.toBe("REACH –");
  });

  test("a title line's second half (small letter first) is no title guess", () => {
    const found = productOf(["Appendix 2. Sheets of hazardous", "substances", "Porto Mine Works", HEADING, "1.2 Relevant identified uses"]);
    expect(found.value).not.toBe("substances");
  });
});

describe("an all-small-letter text layer", () => {
  test("a name label in small letters under a plain line is still a label", () => {
    const found = productOf(["safety data sheet", "section 1: identification", "harbour notes", "product name:", "Harbour Rinse 40", "1.2 relevant identified uses"]);
    expect(found.value).toBe("Harbour Rinse 40");
  });
});

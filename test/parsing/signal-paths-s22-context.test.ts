/**
 * Session 22's path sweep, part 3: a word the context marks as not the GHS label's. California's Proposition 65
 * paragraph under its "WARNING" heading (en, es, fr), the product stated "not hazardous" in the forms of eight
 * languages (a lone word heading a note is then no signal word), the US consumer-product (FHSA) signal word, a word
 * in another section's sub-section that section 2 ran on into, a note under an empty signal-word label (for review).
 * Each with its twin that carries the word.
 */
import { describe, expect, test } from "bun:test";
import { LANGUAGES, NOTE, parsedSheet } from "../helpers/signal-path-sheets.ts";

const codes = Object.keys(LANGUAGES);

describe("a Proposition 65 paragraph under its warning word, the State named lines below: no word", () => {
  const paragraphs: Record<string, string[]> = {
    en: ["WARNING", "This product can expose you to chemicals including", "titanium dioxide, which is known to the State of", "California to cause cancer. For more information go to", "www.P65Warnings.ca.gov."],
    es: ["ADVERTENCIA", "Este producto puede exponerlo a químicos incluyendo", "dióxido de titanio, que es conocido en el Estado de", "California como causante de cáncer."],
    fr: ["AVERTISSEMENT", "Ce produit peut vous exposer à des produits chimiques", "y compris le dioxyde de titane, reconnu par l'État de", "Californie comme cancérigène."],
  };
  for (const [code, paragraph] of Object.entries(paragraphs)) {
    const language = LANGUAGES[code]!;
    test(code, () => {
      expect(parsedSheet(code, [language.headings[3], ...paragraph]).signal_word).toBeNull();
    });
    test(`${code} twin: the GHS word over its statement, the paragraph after the label`, () => {
      expect(parsedSheet(code, [language.headings[3], language.warning, language.h319, ...paragraph]).signal_word).toBe("WARNING");
    });
  }
});

describe("the product stated not hazardous, a lone word heading a note in 2.2: no word", () => {
  const statements: Record<string, string[]> = {
    en: ["This product is not hazardous.", "Non-hazardous product.", "Not a dangerous substance or mixture.", "Classification: not hazardous", "Product not classified"],
    de: ["Das Produkt ist nicht gefährlich.", "Kein gefährliches Produkt.", "Einstufung: nicht gefährlich", "Keine Einstufung."],
    fr: ["Produit non dangereux.", "Le produit n'est pas dangereux.", "Classification : non dangereux", "Produit non classé"],
    es: ["Producto no peligroso.", "El producto no es peligroso.", "Clasificación: no peligroso", "Sin clasificar."],
    it: ["Prodotto non pericoloso.", "Il prodotto non è pericoloso.", "Classificazione: non pericoloso", "Prodotto non classificato"],
    nl: ["Het product is niet gevaarlijk.", "Niet gevaarlijk.", "Indeling: niet gevaarlijk", "Geen indeling."],
    pt: ["Produto não perigoso.", "O produto não é perigoso.", "Classificação: não perigoso", "Produto não classificado"],
    pl: ["Produkt nie jest niebezpieczny.", "Mieszanina nie jest niebezpieczna.", "Klasyfikacja: nie jest niebezpieczny", "Produkt niesklasyfikowany"],
  };
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    for (const statement of statements[code]!) {
      test(`${code} "${statement}"`, () => {
        expect(parsedSheet(code, [language.headings[2], statement, language.headings[3], language.warning, NOTE[code]!]).signal_word).toBeNull();
      });
    }
    test(`${code} twin: a classified product's word over its statement is read`, () => {
      expect(parsedSheet(code, [language.headings[2], "Eye Irrit. 2", language.headings[3], language.warning, language.h319]).signal_word).toBe("WARNING");
    });
  }
  test("en: a verdict about one use leaves a lone word with no code as it was (kept)", () => {
    expect(parsedSheet("en", ["2.1 Classification", "The product is not hazardous for transport.", "2.2 Label elements", "GHS07", "Warning"]).signal_word).toBe("WARNING");
  });
  test("en twin: a label's own word on a sheet stated not hazardous is kept, for review", () => {
    const result = parsedSheet("en", ["2.1 Classification", "This product is not hazardous.", "2.2 Label elements", "Signal word: Warning"]);
    expect(result.signal_word).toBe("WARNING");
    expect(result.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.6);
  });
});

describe("the US consumer-product (FHSA) signal word is not the GHS one", () => {
  test("FHSA's label inside a line", () => {
    expect(parsedSheet("en", ["2.2 Label elements", "GHS label elements: not applicable", "FHSA signal word: Warning"]).signal_word).toBeNull();
  });
  test("twin: the GHS word after its label beside FHSA's", () => {
    expect(parsedSheet("en", ["2.2 Label elements", "Signal word: Warning", "H319 Causes serious eye irritation.", "FHSA signal word: Caution"]).signal_word).toBe("WARNING");
  });
});

describe("a lone word in another section's sub-section that section 2 ran on into: no word", () => {
  const firstAid: Record<string, string> = {
    en: "4.1 Description of first aid measures", de: "4.1 Beschreibung der Erste-Hilfe-Maßnahmen", fr: "4.1 Description des mesures de premiers secours",
    es: "4.1 Descripción de los primeros auxilios", it: "4.1 Descrizione delle misure di primo soccorso", nl: "4.1 Beschrijving van de eerstehulpmaatregelen",
    pt: "4.1 Descrição das medidas de primeiros socorros", pl: "4.1 Opis środków pierwszej pomocy",
  };
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    test(code, () => {
      expect(parsedSheet(code, [language.headings[3], firstAid[code]!, language.warning, NOTE[code]!]).signal_word).toBeNull();
    });
    test(`${code} twin: the word in 2.2 with its statement, section 4's text after it`, () => {
      expect(parsedSheet(code, [language.headings[3], language.warning, language.h319, firstAid[code]!, NOTE[code]!]).signal_word).toBe("WARNING");
    });
  }
});

describe("a note opening with the word under an empty signal-word label, no code read: the word for review", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    test(code, () => {
      const result = parsedSheet(code, [language.headings[3], `${language.label}:`, `${language.warning}: ${NOTE[code]!}`]);
      expect(result.evidence.signal_word?.confidence ?? 0).toBeLessThan(0.6);
    });
  }
});

/**
 * Session 22's signal-word leftovers (SIGWORD2): a sheet that says in words that it needs no label ("The product does
 * not need to be labelled.", "nicht kennzeichnungspflichtig", "pas soumis à l'étiquetage", …) or that the product has
 * no hazards ("No known hazards" under 2.1), and prints no codes, with a word read where a label's value would be but
 * not after the label (a table row under "Pictograms    Signal word    Hazard statements", a word just above an empty
 * label), a lone word, or the label's own word (kept for review). Each none-case with its twin that carries the word in
 * the same layout. Eight languages.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { LANGUAGES, NOTE, OTHER_HAZARDS, parsedSheet } from "../helpers/signal-path-sheets.ts";

const codes = Object.keys(LANGUAGES);

/** Sentences that the product needs no label, three forms a language. */
const NO_LABEL: Record<string, string[]> = {
  en: ["The product does not need to be labelled.", "This mixture does not require labelling.", "Labelling is not required."],
  de: ["Das Produkt ist nicht kennzeichnungspflichtig.", "Das Gemisch muss nicht gekennzeichnet werden.", "Eine Kennzeichnung ist nicht erforderlich."],
  fr: ["Le produit n'est pas soumis à l'étiquetage.", "Le mélange ne nécessite pas d'étiquetage.", "Aucun étiquetage n'est requis."],
  es: ["El producto no requiere etiquetado.", "La mezcla no está sujeta a etiquetado.", "No es necesario etiquetar el producto."],
  it: ["Il prodotto non è soggetto a etichettatura.", "La miscela non necessita di etichettatura.", "Non è richiesta l'etichettatura."],
  nl: ["Het product is niet etiketteringsplichtig.", "Het mengsel hoeft niet te worden geëtiketteerd.", "Etikettering is niet vereist."],
  pt: ["O produto não está sujeito a rotulagem.", "A mistura não necessita de rotulagem.", "Não é necessária rotulagem."],
  pl: ["Produkt nie wymaga oznakowania.", "Mieszanina nie podlega obowiązkowi oznakowania.", "Oznakowanie nie jest wymagane."],
};

/** "No hazards" / "No known hazards" as a classification's answer. */
const NO_HAZARDS: Record<string, string[]> = {
  en: ["No hazards", "No known hazards."], de: ["Keine Gefahren", "Keine bekannten Gefahren."], fr: ["Aucun danger", "Aucun danger connu."],
  es: ["Sin peligros", "No se conocen peligros."], it: ["Nessun pericolo", "Nessun pericolo noto."], nl: ["Geen gevaren", "Geen bekende gevaren."],
  pt: ["Nenhum perigo", "Sem perigos conhecidos."], pl: ["Brak zagrożeń", "Brak znanych zagrożeń."],
};

/** The label elements' header row with three label cells. */
const headerRow = (code: string) => {
  const language = LANGUAGES[code]!;
  return `${language.pictograms}    ${language.label}    ${language.statements}`;
};

describe("no label needed, a word in the row under a header of label cells: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const [, , , labelElements] = language.headings;
    for (const sentence of NO_LABEL[code]!) {
      test(`${code} "${sentence}" (the pictograms' cell empty)`, () => {
        expect(parsedSheet(code, [labelElements, sentence, headerRow(code), `    ${language.warning}`]).signal_word).toBeNull();
      });
      test(`${code} "${sentence}" (every cell printed)`, () => {
        expect(parsedSheet(code, [labelElements, sentence, headerRow(code), `–    ${language.warning}    –`]).signal_word).toBeNull();
      });
    }
    test(`${code} twin: the row carries a statement`, () => {
      expect(parsedSheet(code, [labelElements, headerRow(code), `–    ${language.warning}    ${language.h319}`]).signal_word).toBe("WARNING");
    });
  }
});

describe("no label needed, a word just above an empty label: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const [, , , labelElements] = language.headings;
    for (const sentence of NO_LABEL[code]!) {
      test(`${code} "${sentence}"`, () => {
        expect(parsedSheet(code, [labelElements, sentence, language.warning, language.label, NOTE[code]!]).signal_word).toBeNull();
      });
    }
    test(`${code} twin: a statement under the label`, () => {
      expect(parsedSheet(code, [labelElements, language.warning, language.label, language.h319]).signal_word).toBe("WARNING");
    });
  }
});

describe("no label needed, a lone word over a note: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const [, , , labelElements] = language.headings;
    for (const sentence of NO_LABEL[code]!) {
      test(`${code} "${sentence}"`, () => {
        expect(parsedSheet(code, [labelElements, sentence, language.warning, NOTE[code]!]).signal_word).toBeNull();
      });
    }
    test(`${code} twin: a statement under the word`, () => {
      expect(parsedSheet(code, [labelElements, language.warning, language.h319]).signal_word).toBe("WARNING");
    });
  }
});

describe("no label needed, the label's own word: kept for review", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const [, , , labelElements] = language.headings;
    for (const sentence of NO_LABEL[code]!) {
      test(`${code} "${sentence}"`, () => {
        const result = parsedSheet(code, [labelElements, sentence, `${language.label}: ${language.warning}`]);
        expect(result.signal_word).toBe("WARNING");
        expect(result.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.6);
      });
    }
    test(`${code} twin: with its statement, not for review`, () => {
      const result = parsedSheet(code, [labelElements, `${language.label}: ${language.warning}`, language.h319]);
      expect(result.signal_word).toBe("WARNING");
      expect(result.evidence.signal_word!.confidence).toBeGreaterThan(0.8);
    });
  }
});

describe("\"No known hazards\" as the classification, a lone word over a note: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const [, , classification, labelElements] = language.headings;
    for (const none of NO_HAZARDS[code]!) {
      test(`${code} "${none}"`, () => {
        expect(parsedSheet(code, [classification, none, labelElements, language.warning, NOTE[code]!]).signal_word).toBeNull();
      });
      test(`${code} "${none}" with the classification's label`, () => {
        expect(parsedSheet(code, [classification, `${classificationLabel(code)}: ${none}`, labelElements, headerRow(code), `    ${language.warning}`]).signal_word).toBeNull();
      });
    }
    test(`${code} twin: "${NO_HAZARDS[code]![1]}" under 2.3 of a classified sheet`, () => {
      expect(parsedSheet(code, [classification, labelElements, language.warning, language.h319, OTHER_HAZARDS[code]!, NO_HAZARDS[code]![1]!]).signal_word).toBe("WARNING");
    });
    test(`${code} twin: "${NO_HAZARDS[code]![1]}" under 2.3, the word in the row under the header`, () => {
      expect(parsedSheet(code, [classification, labelElements, headerRow(code), `–    ${language.warning}    ${language.h319}`, OTHER_HAZARDS[code]!, NO_HAZARDS[code]![1]!]).signal_word).toBe("WARNING");
    });
  }
});

describe("a header of label cells over a row of nones: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const [, , , labelElements] = language.headings;
    const none = language.nones[0]!;
    test(`${code} "${none}" in each cell`, () => {
      expect(parsedSheet(code, [labelElements, headerRow(code), `${none}    ${none}    ${none}`, language.warning, NOTE[code]!]).signal_word).toBeNull();
    });
    test(`${code} dashes in each cell`, () => {
      expect(parsedSheet(code, [labelElements, headerRow(code), "–    –    –", language.warning, NOTE[code]!]).signal_word).toBeNull();
    });
  }
});

function classificationLabel(code: string): string {
  return { en: "Classification", de: "Einstufung", fr: "Classification", es: "Clasificación", it: "Classificazione", nl: "Indeling", pt: "Classificação", pl: "Klasyfikacja" }[code]!;
}

describe("a brand's banner word at every page's top or foot, section 2 over a page break: not the signal word", () => {
  const pages = (code: string, placeAtTop: boolean, labelElements: readonly string[]) => {
    const language = LANGUAGES[code]!;
    const [section1, section2, classification, labelHeading, section3] = language.headings;
    const banner = language.warning.toUpperCase();
    const texts = [
      [section1, "1.1 Produkt X", "1.2 —", section2, classification],
      [labelHeading, ...labelElements, section3, "Ethanol    64-17-5    < 1 %"],
      ["SECTION 4", NOTE[code]!],
    ];
    return parseSds({
      numPages: 3, hasTextLayer: true,
      pages: texts.map((lines, page) => {
        const body = lines.map((text, index) => ({ text, x: 40, y: 60 + index * 12 }));
        const bannerLine = { text: banner, x: 260, y: placeAtTop ? 30 : 780 };
        return { number: page + 1, width: 600, height: 800, lines: placeAtTop ? [bannerLine, ...body] : [...body, bannerLine] };
      }),
    });
  };
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    for (const placeAtTop of [true, false]) {
      const place = placeAtTop ? "top" : "foot";
      test(`${code} at the ${place}`, () => {
        expect(pages(code, placeAtTop, [language.pictograms, NOTE[code]!]).signal_word).toBeNull();
      });
      test(`${code} twin at the ${place}: the label's own word and its statement`, () => {
        expect(pages(code, placeAtTop, [`${language.label}: ${language.warning}`, language.h319]).signal_word).toBe("WARNING");
      });
    }
  }
});

describe("a header of label cells the reader did not part, a word in the row below, no label needed: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const [, , , labelElements] = language.headings;
    const header = `${language.pictograms} ${language.label} ${language.statements}`;
    const sentence = NO_LABEL[code]![0]!;
    test(`${code} the word alone below`, () => {
      expect(parsedSheet(code, [labelElements, sentence, header, language.warning]).signal_word).toBeNull();
    });
    test(`${code} the word and dashes run together below`, () => {
      expect(parsedSheet(code, [labelElements, sentence, header, `– ${language.warning} –`]).signal_word).toBeNull();
    });
    test(`${code} twin: the word over its statement`, () => {
      expect(parsedSheet(code, [labelElements, header, language.warning, language.h319]).signal_word).toBe("WARNING");
    });
  }
});

describe("supplemental labelling stated not required is no 'needs no label': the word under the header stands", () => {
  const supplemental: Record<string, string> = {
    en: "Supplemental labelling is not required.", de: "Zusätzliche Kennzeichnung ist nicht erforderlich.",
    nl: "Aanvullende etikettering is niet vereist.", pl: "Dodatkowe oznakowanie nie jest wymagane.",
  };
  for (const [code, sentence] of Object.entries(supplemental)) {
    const language = LANGUAGES[code]!;
    test(`${code} "${sentence}"`, () => {
      expect(parsedSheet(code, [language.headings[3], headerRow(code), `–    ${language.warning}    –`, sentence]).signal_word).toBe("WARNING");
    });
  }
});

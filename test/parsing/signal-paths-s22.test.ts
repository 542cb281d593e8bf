/**
 * Session 22's path sweep, part 1: a signal word read from a place that is not the product's label, on sheets of
 * products that have none, in eight languages, each with its twin that does carry the word in the same layout. An
 * ingredient's word in the composition (section 3, or a composition section 2 ran into when section 3's heading was
 * missed), a word heading a note under "2.3 Other hazards", a note opening with the word under an empty label.
 */
import { describe, expect, test } from "bun:test";
import { COMPOSITION, ETHANOL_ROW, LANGUAGES, NOTE, OTHER_HAZARDS, parsedSheet } from "../helpers/signal-path-sheets.ts";

const codes = Object.keys(LANGUAGES);

describe("an ingredient's signal word in section 3 is not the product's", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const labelElements = language.headings[3];
    test(`${code}: after its label under the ingredient's row, label elements empty`, () => {
      const result = parsedSheet(code, [labelElements, OTHER_HAZARDS[code]!], [ETHANOL_ROW, `${language.label}: ${language.danger}`]);
      expect(result.signal_word).toBeNull();
    });
    test(`${code}: in the composition table's signal-word column, not classified`, () => {
      const result = parsedSheet(code, [language.notClassified, labelElements], [`Name    CAS    %    ${language.label}`, `Ethanol    64-17-5    1 %    ${language.danger}`]);
      expect(result.signal_word).toBeNull();
    });
    test(`${code} twin: the product's word in 2.2 is read, not the ingredient's`, () => {
      const result = parsedSheet(code, [labelElements, `${language.label}: ${language.warning}`, language.h319], [ETHANOL_ROW, `${language.label}: ${language.danger}`]);
      expect(result.signal_word).toBe("WARNING");
    });
    test(`${code} twin: a label printed above section 1 is read`, () => {
      const result = parsedSheet(code, [labelElements, language.h319], [], { beforeSection1: [`${language.label}: ${language.warning}`] });
      expect(result.signal_word).toBe("WARNING");
    });
  }
});

describe("a composition section 2 ran into (section 3's heading missed): its ingredient's word is not the product's", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const labelElements = language.headings[3];
    test(code, () => {
      const result = parsedSheet(code, [labelElements, OTHER_HAZARDS[code]!, COMPOSITION[code]!, "Ethanol    64-17-5    < 1 %", `${language.label}: ${language.danger}`], [], { noSection3Heading: true });
      expect(result.signal_word).toBeNull();
    });
    test(`${code} twin: the product's word before the composition is read`, () => {
      const result = parsedSheet(code, [labelElements, `${language.label}: ${language.warning}`, language.h319, COMPOSITION[code]!, "Ethanol    64-17-5    < 1 %", `${language.label}: ${language.danger}`], [], { noSection3Heading: true });
      expect(result.signal_word).toBe("WARNING");
    });
  }
});

describe("a lone word heading a note under 2.3 Other hazards, no code that carries a word: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const labelElements = language.headings[3];
    for (const word of [language.warning, `${language.warning}!`, language.danger.toUpperCase()]) {
      test(`${code} "${word}", label elements empty`, () => {
        const result = parsedSheet(code, [labelElements, OTHER_HAZARDS[code]!, word, NOTE[code]!]);
        expect(result.signal_word).toBeNull();
      });
    }
    test(`${code} twin: the lone word in 2.2 over its statement is read`, () => {
      const result = parsedSheet(code, [labelElements, language.warning, language.h319, OTHER_HAZARDS[code]!, NOTE[code]!]);
      expect(result.signal_word).toBe("WARNING");
    });
    test(`${code} twin: the lone word in 2.2 with no code read, the section silent on classification, is kept`, () => {
      const result = parsedSheet(code, [labelElements, "GHS07", language.warning, OTHER_HAZARDS[code]!, NOTE[code]!]);
      expect(result.signal_word).toBe("WARNING");
    });
  }
});

describe("a note opening with the word under a signal-word label left empty, not classified: none", () => {
  for (const code of codes) {
    const language = LANGUAGES[code]!;
    const labelElements = language.headings[3];
    test(code, () => {
      const result = parsedSheet(code, [language.notClassified, labelElements, `${language.label}:`, `${language.warning}: ${NOTE[code]!}`]);
      expect(result.signal_word).toBeNull();
    });
    test(`${code} twin: the word alone under the label, with its statement`, () => {
      const result = parsedSheet(code, [labelElements, `${language.label}:`, language.warning, language.h319]);
      expect(result.signal_word).toBe("WARNING");
      expect(result.evidence.signal_word!.confidence).toBeGreaterThan(0.8);
    });
    test(`${code} twin: the word alone under the label of a sheet that says it is not classified is the label's, for review`, () => {
      const result = parsedSheet(code, [language.notClassified, labelElements, `${language.label}:`, language.warning]);
      expect(result.signal_word).toBe("WARNING");
      expect(result.evidence.signal_word!.confidence).toBeLessThanOrEqual(0.6);
    });
    test(`${code} twin: a note opening with the word under the label, over a statement that carries it`, () => {
      const result = parsedSheet(code, [labelElements, `${language.label}:`, `${language.warning}! ${NOTE[code]!}`, language.h319]);
      expect(result.signal_word).toBe("WARNING");
    });
  }
});

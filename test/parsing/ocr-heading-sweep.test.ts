/**
 * Section headings of 8 languages, each damaged in one way OCR damages a heading in a band or a box
 * (test/helpers/ocr-heading-sweep.ts), must still be found, with every other heading of the sheet.
 */
import { describe, expect, test } from "bun:test";
import { headingSweepCases, sectionsFound } from "../helpers/ocr-heading-sweep.ts";
import { repairOcrHeading } from "../../src/modules/parsing/ocr-heading-repair.ts";

const CASES = headingSweepCases();

describe("OCR heading damage sweep", () => {
  test(`every damaged heading is found (${CASES.length} cases)`, () => {
    const misses: Record<string, string[]> = {};
    for (const sweepCase of CASES) {
      const found = sectionsFound(sweepCase);
      if (![1, 2, 3, 4].every((n) => found.includes(n))) (misses[sweepCase.form] ??= []).push(`${sweepCase.language} ${sweepCase.line} → ${found.join(",")}`);
    }
    expect(misses).toEqual({});
  });
});

describe("references to a section in running text stay as read", () => {
  const references = [
    "see section 8 Exposure controls/personal protection", "refer to Section 4 First aid measures", "siehe Abschnitt 8 Begrenzung und Überwachung der Exposition",
    "voir rubrique 8 Contrôles de l'exposition/protection individuelle", "véase la sección 4 Primeros auxilios", "vedere sezione 8 Controlli dell'esposizione",
    "zie rubriek 13 Instructies voor verwijdering", "ver secção 13 Considerações relativas à eliminação", "patrz sekcja 13 Postępowanie z odpadami",
  ];
  test.each(references)("%s", (line) => {
    expect(repairOcrHeading(line)).toBe(line);
  });
});

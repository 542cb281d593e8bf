/**
 * Three forms of an OCR'd heading number session 39's repair left (metamorphic family O, "heading numbers as letters"):
 * a 1 read as l before ".)" ("l.)    Identification of the substance/preparation and company", a German generator's
 * numbering), a two-figure number with a look-alike after the section word read right with the title on the next line
 * ("Section l6"), and the number parted from its title by a Unicode hyphen (U+2010, U+2011) as an OCR text layer may
 * hold it. Before: each stayed as read, and its section was lost.
 */
import { describe, expect, test } from "bun:test";
import { repairOcrHeading } from "../../src/modules/parsing/ocr-heading-repair";

describe("more forms of a heading's number with a 1 read as l", () => {
  test("a number and \".)\" before the title", () => {
    expect(repairOcrHeading("l.)    Identification of the substance/preparation and company")).toBe("1 Identification of the substance/preparation and company");
    expect(repairOcrHeading("l.) Identificazione della sostanza o della miscela e della società")).toBe("1 Identificazione della sostanza o della miscela e della società");
    expect(repairOcrHeading("l6.) Sonstige Angaben")).toBe("16 Sonstige Angaben");
  });

  test("the section word read right and a two-figure number, the title on the next line", () => {
    expect(repairOcrHeading("Section l6")).toBe("Section 16");
    expect(repairOcrHeading("ABSCHNITT 1O")).toBe("ABSCHNITT 10");
    expect(repairOcrHeading("SECCIÓN l2")).toBe("SECCIÓN 12");
  });

  test("a Unicode hyphen after the number", () => {
    expect(repairOcrHeading("Section l0 \u2010 STABILITY AND REACTIVITY")).toBe("Section 10: STABILITY AND REACTIVITY");
    expect(repairOcrHeading("SECTION l1 \u2011 TOXICOLOGICAL INFORMATION")).toBe("SECTION 11: TOXICOLOGICAL INFORMATION");
  });

  test("a number alone, running text and a reference stay as read", () => {
    for (const line of ["Section l", "l.) Remove contaminated clothing", "l.) see section 8", "Sectionl6 of the regulation", "Section l6 of the Act applies"]) {
      expect(repairOcrHeading(line)).toBe(line);
    }
  });
});

/**
 * Section headings whose number a scan's OCR read with a 1 as a small l (metamorphic family O, session 39: 87 of 101
 * tune sheets lost a section so): "SECTION l:", "l0. STABILITY AND REACTIVITY", "ABSCHNITT l2". Invented lines in
 * several languages; the title must name the section.
 */
import { describe, expect, test } from "bun:test";
import { repairOcrHeading } from "../../src/modules/parsing/ocr-heading-repair";

describe("a heading's number with a 1 read as l", () => {
  test("after the section word, is the number the title names", () => {
    expect(repairOcrHeading("SECTION l: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING")).toBe("SECTION 1: IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY/UNDERTAKING");
    expect(repairOcrHeading("SECTION l0: STABILITY AND REACTIVITY")).toBe("SECTION 10: STABILITY AND REACTIVITY");
    expect(repairOcrHeading("Section l1 - Toxicological information")).toBe("Section 11: Toxicological information");
    expect(repairOcrHeading("ABSCHNITT l2: Umweltbezogene Angaben")).toBe("ABSCHNITT 12: Umweltbezogene Angaben");
    expect(repairOcrHeading("SECCIÓN l6: Otra información")).toBe("SECCIÓN 16: Otra información");
    expect(repairOcrHeading("RUBRIQUE 1O: Stabilité et réactivité")).toBe("RUBRIQUE 10: Stabilité et réactivité");
  });

  test("a numbered title without the section word, too", () => {
    expect(repairOcrHeading("l. IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY")).toBe("1 IDENTIFICATION OF THE SUBSTANCE/MIXTURE AND OF THE COMPANY");
    expect(repairOcrHeading("l0. STABILITY AND REACTIVITY")).toBe("10 STABILITY AND REACTIVITY");
    expect(repairOcrHeading("l4    TRANSPORT INFORMATION")).toBe("14 TRANSPORT INFORMATION");
    expect(repairOcrHeading("l3. Considerazioni sullo smaltimento")).toBe("13 Considerazioni sullo smaltimento");
  });

  test("running text and a reference stay as read", () => {
    for (const line of [
      "l0 mg/kg bw/day (rat, oral)", "l2 months from the date of manufacture",
      "SECTION l2: see section 8", "l1. Remove contaminated clothing",
    ]) {
      expect(repairOcrHeading(line)).toBe(line);
    }
  });
});

describe("a heading's title with look-alike letters", () => {
  test("is read by its words' case and names its section", () => {
    expect(repairOcrHeading("SECTION 11: T0XIC0L0GICAL INF0RMATI0N")).toBe("SECTION 11: TOXICOLOGICAL INFORMATION");
    expect(repairOcrHeading("SECTION 12: ECOLOGlCAL lNFORMATlON")).toBe("SECTION 12: ECOLOGICAL INFORMATION");
    expect(repairOcrHeading("11. ToxicoIogicaI information")).toBe("11 Toxicological information");
    expect(repairOcrHeading("ABSCHNITT 11: ToxikoIogische Angaben")).toBe("ABSCHNITT 11: Toxikologische Angaben");
    expect(repairOcrHeading("AVSNITT 5: Brandbekärnpningsåtgärder")).toBe("AVSNITT 5: Brandbekämpningsåtgärder");
    expect(repairOcrHeading("13. P0STĘP0WANIE Z 0DPADAMI")).toBe("13 POSTĘPOWANIE Z ODPADAMI");
    expect(repairOcrHeading("13. P0KYNY PR0 0DSTRAŇ0VÁNÍ")).toBe("13 POKYNY PRO ODSTRAŇOVÁNÍ");
    expect(repairOcrHeading("l. Identificación de la sustancia o la mezcla y de la sociedad o la empresa")).toBe("1 Identificación de la sustancia o la mezcla y de la sociedad o la empresa");
  });

  test("a code or a formula in a title stays as read", () => {
    expect(repairOcrHeading("SECTION 3: COMPOSITION (CO2, H2O)")).toBe("SECTION 3: COMPOSITION (CO2, H2O)");
  });
});

import { describe, expect, test } from "bun:test";
import { repairColonMark, repairHazardCodes, repairHeadingNoise, repairOcrLines, repairRuleMarks } from "../../src/modules/parsing/ocr-repair";
import { repairOcrDate } from "../../src/modules/parsing/ocr-date-repair";
import { repairSignalWordLine } from "../../src/modules/parsing/ocr-signal-word";
import { repairCasNumbers } from "../../src/modules/parsing/cas-repair";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";

/**
 * OCR damage seen on the tune documents printed to images and read back (npm run bench:ocr-tune): each case is
 * the line as tesseract gave it.
 */

/** A one-page scan whose OCR gave `lines`, parsed the way the sds_ocr job parses it. */
function parseOcrLines(lines: string[]) {
  const page: OcrPage = {
    number: 1, width: 612, height: 792, confidence: 0.9, dpi: 200, languages: "eng",
    lines: lines.map((text, i) => ({ text, x: 40, y: 40 + i * 12, fontSize: 9, confidence: 0.9 })),
  };
  const text = { numPages: 1, pages: [{ number: 1, width: 612, height: 792, lines: [] }], hasTextLayer: false, unreadablePages: [{ page: 1, reason: "no_text" as const }] };
  return parseSds(mergeOcrPages(text, new Map([[1, page]])));
}

describe("a form's colon column read as another mark", () => {
  test("©, ®, a dot, a quote or a 1 alone between a label and its value is the label's colon", () => {
    expect(repairColonMark("Product name    ©    Zinc oxide")).toBe("Product name:    Zinc oxide");
    expect(repairColonMark("Company    ®    Sigma-Aldrich")).toBe("Company:    Sigma-Aldrich");
    expect(repairColonMark("Supplier's details    1    Kerry Inc.", true)).toBe("Supplier's details:    Kerry Inc.");
    expect(repairColonMark("Hazard Pictograms (GHS-US)    .    None Required", true)).toBe("Hazard Pictograms (GHS-US):    None Required");
    expect(repairColonMark("1.1 Product name    ;    Zinc oxide")).toBe("1.1 Product name:    Zinc oxide");
    expect(repairColonMark("Signal word    '    Danger")).toBe("Signal word:    Danger");
  });

  test("a category after a hazard class, a pipe between table cells and a number in a row stay as read", () => {
    expect(repairColonMark("Eye Dam./Irrit.    1    Serious eye damage/eye irritation")).toBe("Eye Dam./Irrit.    1    Serious eye damage/eye irritation");
    expect(repairColonMark("Skin Sens.    1    H317")).toBe("Skin Sens.    1    H317");
    expect(repairColonMark("Flammable liquids    1    H224")).toBe("Flammable liquids    1    H224");
    expect(repairColonMark("Cas #    |    Percentage    |    Chemical Name")).toBe("Cas #    |    Percentage    |    Chemical Name");
    expect(repairColonMark("Ethanol    64-17-5    1    5-10 %")).toBe("Ethanol    64-17-5    1    5-10 %");
    expect(repairColonMark("Page    1    of    6")).toBe("Page    1    of    6");
  });

  test("the product and the company of a colon-column form are read from OCR lines", () => {
    const parsed = parseOcrLines([
      "SAFETY DATA SHEET",
      "1. PRODUCT AND COMPANY IDENTIFICATION",
      "1.1    Product identifiers",
      "Product name    ©    Zinc oxide",
      "Product Number    ©    96479",
      "1.3    Details of the supplier of the safety data sheet",
      "Company    ©    Sigma-Aldrich",
      "3050 Spruce Street",
      "SAINT LOUIS MO 63103",
      "USA",
      "Telephone    ©    +1 800-325-5832",
      "2. HAZARDS IDENTIFICATION",
    ]);
    expect(parsed.product_name).toBe("Zinc oxide");
    expect(parsed.manufacturer).toBe("Sigma-Aldrich");
  });

  test("the colon repair runs with the other OCR repairs, line by line", () => {
    expect(repairOcrLines(["Product name    ©    Zinc oxide"]).lines).toEqual(["Product name:    Zinc oxide"]);
  });
});

describe("a molecular weight is not a CAS number", () => {
  test("a weight in g/mol whose g reads as a 9 stays a weight", () => {
    expect(repairCasNumbers("Molecular weight    ©    81.38 g/mol", true).text).toBe("Molecular weight    ©    81.38 g/mol");
    expect(repairCasNumbers("M: 168.01 g/mol", true).text).toBe("M: 168.01 g/mol");
  });
});

describe("a date with a digit read as a letter, or a dot read as a comma", () => {
  test("look-alike letters inside a numeric date are digits when the date is then a calendar date", () => {
    expect(repairOcrDate("Revision Date    15.O3.2019")).toBe("Revision Date    15.03.2019");
    expect(repairOcrDate("Revision date: l5/03/2019")).toBe("Revision date: 15/03/2019");
    expect(repairOcrDate("Überarbeitet am    12.03.2O19")).toBe("Überarbeitet am    12.03.2019");
    expect(repairOcrDate("Revision date: 2019-O3-15")).toBe("Revision date: 2019-03-15");
    expect(repairOcrDate("Fecha de revisión: 12/O3/2019")).toBe("Fecha de revisión: 12/03/2019");
  });

  test("a comma between the parts of a dotted date is a dot", () => {
    expect(repairOcrDate("Revision date: 15,03.2019")).toBe("Revision date: 15.03.2019");
    expect(repairOcrDate("Revision date: 15.03,2019")).toBe("Revision date: 15.03.2019");
  });

  test("look-alikes in the day or year beside a month name are digits", () => {
    expect(repairOcrDate("Revision date: l5 March 2019")).toBe("Revision date: 15 March 2019");
    expect(repairOcrDate("Revision date: 15 Mar 2OI9")).toBe("Revision date: 15 Mar 2019");
    expect(repairOcrDate("Revised:    January 2O, 2O15")).toBe("Revised:    January 20, 2015");
    expect(repairOcrDate("Datum: 3. Mai 2Ol8")).toBe("Datum: 3. Mai 2018");
  });

  test("numbers, codes and words that are not dates stay as read", () => {
    expect(repairOcrDate("Revision date: 15.03.2019")).toBe("Revision date: 15.03.2019");
    expect(repairOcrDate("Concentration 1,5.2019 mg")).toBe("Concentration 1,5.2019 mg");
    expect(repairOcrDate("Ratio 15.3l.2019")).toBe("Ratio 15.3l.2019");
    expect(repairOcrDate("Il March 2019 was a Monday")).toBe("Il March 2019 was a Monday");
    expect(repairOcrDate("Lot OS.IO.ZOIS")).toBe("Lot OS.IO.ZOIS");
    expect(repairOcrDate("Version 1.0, 2019")).toBe("Version 1.0, 2019");
  });

  test("a revision date OCR damaged is read right, not as another date", () => {
    const lines = (date: string) => ["SAFETY DATA SHEET", `Revision date    ${date}`, "1. Identification", "Product name: Acme Cleaner",
      "Supplier: Acme Corp.", "2. Hazards identification", "Signal word: Danger", "3. Composition"];
    expect(parseOcrLines(lines("15.O3.2019")).revision_date).toBe("2019-03-15");
    expect(parseOcrLines(lines("l5/03/2019")).revision_date).toBe("2019-03-15");
    expect(parseOcrLines(lines("15,03.2019")).revision_date).toBe("2019-03-15");
    expect(parseOcrLines(lines("15 Mar 2OI9")).revision_date).toBe("2019-03-15");
  });
});

describe("a code letter read in lower case, or twice", () => {
  test("p272 or pP272 at the start of a line or cell is the code P272", () => {
    expect(repairHazardCodes("p272    Contaminated work clothing should not be").text).toBe("P272    Contaminated work clothing should not be");
    expect(repairHazardCodes("pP272    Contaminated work clothing should not be allowed out of the workplace.").text)
      .toBe("P272    Contaminated work clothing should not be allowed out of the workplace.");
    expect(repairHazardCodes("pP337+313: lenses if present and easy to do").text).toBe("P337+313: lenses if present and easy to do");
    expect(repairHazardCodes("Category 2    h315    Causes skin irritation.").text).toBe("Category 2    H315    Causes skin irritation.");
  });

  test("a lower-case letter and digits that are no code, or inside a word or sentence, stay as read", () => {
    expect(repairHazardCodes("p999    something").text).toBe("p999    something");
    expect(repairHazardCodes("see p272 of the manual").text).toBe("see p272 of the manual");
    expect(repairHazardCodes("Step272    text").text).toBe("Step272    text");
  });

  test("the precautionary codes of a statement list read with such letters are found", () => {
    const parsed = parseOcrLines(["SAFETY DATA SHEET", "1. Identification", "Product name: Acme Cleaner", "2. Hazards identification",
      "Precautionary statements", "P261    Avoid breathing dust/ fume/ gas/ mist/ vapours/ spray.",
      "pP272    Contaminated work clothing should not be allowed out of the workplace.", "p280    Wear protective gloves.", "3. Composition"]);
    expect(parsed.p_codes).toEqual(["P261", "P272", "P280"]);
  });
});

describe("a code read right is not changed by a statement the wording reads only in part", () => {
  test("H304 before a wording whose start is H300's stays H304", () => {
    const line = "H304    Puede ser mortal en caso de ingestión y de penetración en las vías respiratorias.";
    expect(repairHazardCodes(line).text).toBe(line);
  });

  test("a code misread as another is still put right when the wording after it is that statement, whole", () => {
    expect(repairHazardCodes("H318 Causes serious eye irritation.").text).toBe("H319 Causes serious eye irritation.");
  });
});

describe("a signal word, or its label, with a letter read as a look-alike", () => {
  test("the word after a signal-word label is the signal word it looks like", () => {
    expect(repairSignalWordLine("Signal word    Danqer")).toBe("Signal word: Danger");
    expect(repairSignalWordLine("Signal word: DANGFR")).toBe("Signal word: DANGER");
    expect(repairSignalWordLine("Signal word: Warnlng")).toBe("Signal word: Warning");
    expect(repairSignalWordLine("Signal word : Wamning")).toBe("Signal word: Warning");
    expect(repairSignalWordLine("Signal word i Warning")).toBe("Signal word: Warning");
    expect(repairSignalWordLine("Signalwort: Achtunq")).toBe("Signalwort: Achtung");
    expect(repairSignalWordLine("Mention d'avertissement: Attentlon")).toBe("Mention d'avertissement: Attention");
    expect(repairSignalWordLine("Palabra de advertencia: Pel1gro")).toBe("Palabra de advertencia: Peligro");
    expect(repairSignalWordLine("2.2 Signal word: Dangcr")).toBe("2.2 Signal word: Danger");
  });

  test("a label with a look-alike letter is the label", () => {
    expect(repairSignalWordLine("Signa1 word: Danger")).toBe("Signal word: Danger");
    expect(repairSignalWordLine("Slgnal word: Warning")).toBe("Signal word: Warning");
  });

  test("lines read right, and words after other labels, stay as read", () => {
    for (const line of ["Signal word: Danger", "Signal word    Warning    Hazard statements", "Signal word: None", "Signal word: Not applicable",
      "Product name: Dangen 5", "Care    Fare", "Signal word: -", "Signalwort: Gefahr"]) {
      expect(repairSignalWordLine(line)).toBe(line);
    }
  });

  test("the signal word of a damaged line is read", () => {
    const lines = (line: string) => ["SAFETY DATA SHEET", "1. Identification", "Product name: Acme Cleaner", "2. Hazards identification",
      "2.2 Label elements", line, "3. Composition"];
    expect(parseOcrLines(lines("Signal word    Danqer")).signal_word).toBe("DANGER");
    expect(parseOcrLines(lines("Signa1 word: Danger")).signal_word).toBe("DANGER");
    expect(parseOcrLines(lines("Signal word i Warning")).signal_word).toBe("WARNING");
    expect(parseOcrLines(lines("Signalwort: Achtunq")).signal_word).toBe("WARNING");
  });
});

describe("a box's rules read as marks at a line's ends", () => {
  test("pipes and brackets before and after a line are dropped", () => {
    expect(repairRuleMarks("[SECTION 3    COMPOSITION / INFORMATION ON INGREDIENTS    |")).toBe("SECTION 3    COMPOSITION / INFORMATION ON INGREDIENTS");
    expect(repairRuleMarks("| SECTION 4    FIRST AID MEASURES    |")).toBe("SECTION 4    FIRST AID MEASURES");
    expect(repairRuleMarks("|SECTION 5    FIRE FIGHTING MEASURES    |")).toBe("SECTION 5    FIRE FIGHTING MEASURES");
    expect(repairRuleMarks("|    |    Gries Deco Company GmbH")).toBe("Gries Deco Company GmbH");
    expect(repairRuleMarks("| Acetone | 67-64-1 | 30-60 |")).toBe("Acetone | 67-64-1 | 30-60");
  });

  test("brackets that enclose something, and a line of marks only, stay as read", () => {
    for (const line of ["Einstufung gemäß Verordnung (EG) Nr. 1272/2008 [CLP]", "[CLP] Classification", "[Na]+ salt", "|", "| |"]) {
      expect(repairRuleMarks(line)).toBe(line);
    }
  });

  test("a composition table under a boxed section 3 heading gives no hazard codes of the product", () => {
    const parsed = parseOcrLines(["SAFETY DATA SHEET", "| SECTION 1    PRODUCT AND COMPANY IDENTIFICATION    |", "Product Name:    MOBIL SHC 625",
      "| SECTION 2    HAZARDS IDENTIFICATION    |", "This material is not hazardous according to regulatory guidelines.",
      "[SECTION 3    COMPOSITION / INFORMATION ON INGREDIENTS    |", "Name    CAS#    Concentration    GHS Hazard Codes",
      "1-DECENE, TETRAMER AND TRIMER HYDROGENATED    68649-12-7    50 - < 60%    H304", "| SECTION 4    FIRST AID MEASURES    |"]);
    expect(parsed.h_codes).toEqual([]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["68649-12-7"]);
  });
});

describe("a CAS number whose first digit OCR read as a letter", () => {
  test("T440-59-7 on a line that names CAS numbers is 7440-59-7 when the check digit validates", () => {
    expect(repairCasNumbers("Helium    * {CAS-Nr) T440-59-7    100", true).text).toBe("Helium    * {CAS-Nr) 7440-59-7    100");
    expect(repairCasNumbers("CAS No. l310-73-2    Sodium hydroxide", true).text).toBe("CAS No. 1310-73-2    Sodium hydroxide");
  });

  test("not on a line without the CAS label, and not when the number does not validate", () => {
    expect(repairCasNumbers("Helium    T440-59-7    100", true).text).toBe("Helium    T440-59-7    100");
    expect(repairCasNumbers("CAS-Nr. T440-59-8", true).text).toBe("CAS-Nr. T440-59-8");
    expect(repairCasNumbers("CAS-Nr. Type 7440-59-7", true).text).toBe("CAS-Nr. Type 7440-59-7");
  });
});

describe("noise cells after a section heading in a band", () => {
  test("short cells after the heading's title are dropped", () => {
    expect(repairHeadingNoise("ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen    aa    a    Co    .")).toBe("ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen");
    expect(repairHeadingNoise("SECTION 2: Hazards identification    i")).toBe("SECTION 2: Hazards identification");
  });

  test("a heading's own last cell, and a line that is no heading, stay as read", () => {
    expect(repairHeadingNoise("SECTION 1    PRODUCT AND COMPANY IDENTIFICATION")).toBe("SECTION 1    PRODUCT AND COMPANY IDENTIFICATION");
    expect(repairHeadingNoise("Flam. Liq.    2    H225")).toBe("Flam. Liq.    2    H225");
    expect(repairHeadingNoise("SECTION 9: Physical and chemical properties    pH    7")).toBe("SECTION 9: Physical and chemical properties    pH    7");
  });
});

describe("review s11: a lone 1, I or l is content unless the page shows a colon column", () => {
  test("©, ®, «, », ¢ and ° are colons on any page", () => {
    for (const mark of ["©", "®", "«", "»", "¢", "°"]) expect(repairColonMark(`Product name    ${mark}    Zinc oxide`)).toBe("Product name:    Zinc oxide");
  });

  test("a digit-like mark on a page without a colon column stays as read", () => {
    for (const line of ["Revision No.    1    Date of issue    01.02.2020", "Serious eye damage    1", "Aspiration hazard    1    H304",
      "Class    1    Explosives", "Packing group    I    Packing group", "Sida 1 av 5", "Supplier's details    1    Kerry Inc.",
      "Hazard Pictograms (GHS-US)    .    None Required"]) {
      expect(repairColonMark(line)).toBe(line);
      expect(repairOcrLines([line]).lines).toEqual([line]);
    }
  });

  test("a section number is never a colon, even on a colon-column page", () => {
    const page = ["Product name    :    Zinc oxide", "SECTION    1    Identification of the substance/mixture and of the company"];
    expect(repairOcrLines(page).lines[1]).toBe("SECTION    1    Identification of the substance/mixture and of the company");
  });

  test("on a page whose other lines show a lone colon between gaps, a lone 1 or l is that column's colon", () => {
    expect(repairOcrLines(["Product name    :    Zinc oxide", "Supplier's details    1    Kerry Inc."]).lines)
      .toEqual(["Product name:    Zinc oxide", "Supplier's details:    Kerry Inc."]);
    expect(repairOcrLines(["Company    ©    Sigma-Aldrich", "Product Number    l    96479"]).lines[1]).toBe("Product Number:    96479");
  });
});

describe("review s11: a final 1 read as ] or | is part of its code", () => {
  test("a mark attached to a code's digits stays for the code repair", () => {
    expect(repairOcrLines(["Hazard statements: H301, H31]"]).lines).toEqual(["Hazard statements: H301, H311"]);
    expect(repairOcrLines(["P280, P302+P352, P50]"]).lines).toEqual(["P280, P302+P352, P501"]);
    expect(repairOcrLines(["Acute Tox. 3    H31|"]).lines).toEqual(["Acute Tox. 3    H311"]);
  });

  test("a mark apart from the text is still a box's rule", () => {
    expect(repairRuleMarks("H301    |")).toBe("H301");
    expect(repairRuleMarks("|    |    5 Fire-fighting measures")).toBe("5 Fire-fighting measures");
    expect(repairRuleMarks("|1 Identification")).toBe("|1 Identification");
    expect(repairRuleMarks("Acetone | 67-64-1 | 30-60 |")).toBe("Acetone | 67-64-1 | 30-60");
  });
});

describe("review s11: the statement after a misread code is read in its own cell", () => {
  test("another column after the wording does not keep the misread code", () => {
    expect(repairHazardCodes("H300 Fatal if inhaled    Acute Tox. 2").text).toBe("H330 Fatal if inhaled    Acute Tox. 2");
  });

  test("a code confirmed by its wording in the cell stays", () => {
    const line = "H300 Fatal if swallowed    Acute Tox. 2";
    expect(repairHazardCodes(line).text).toBe(line);
  });
});

describe("review s11: the signal-word line rewritten keeps the rest as read", () => {
  test("the columns after the word keep their gaps", () => {
    expect(repairSignalWordLine("Signal word    Danqer    Hazard statements    H225")).toBe("Signal word: Danger    Hazard statements    H225");
  });

  test("a word one letter apart from a signal word is changed only when that letter is an OCR look-alike", () => {
    for (const line of ["Signal word: Avisos", "Signalord: Farlig", "Avvertenza: Faro"]) expect(repairSignalWordLine(line)).toBe(line);
    expect(repairSignalWordLine("Signal word: DANGFR")).toBe("Signal word: DANGER");
  });
});

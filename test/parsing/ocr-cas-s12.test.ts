import { describe, expect, test } from "bun:test";
import { repairCasNumbers } from "../../src/modules/parsing/cas-repair";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair";
import { markOcrEvidence, mergeOcrPages, repairOcrPages } from "../../src/modules/sds/sds-ocr.models";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { isValidCasNumber } from "../../src/modules/parsing/composition";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";

const page = (number: number, lines: string[], confidence = 0.96): OcrPage => ({
  number, width: 595, height: 842, confidence, dpi: 300, languages: "eng",
  lines: lines.map((text, index) => ({ text, y: 40 + index * 12, x: 40, confidence })),
});

describe("a CAS number's hyphen read as a tilde", () => {
  test("is a hyphen when the number then validates, in any line", () => {
    expect(repairCasNumbers("Amorphous silica    0.1-5    7631-86~9", false).text).toBe("Amorphous silica    0.1-5    7631-86-9");
    expect(repairCasNumbers("Water    7732~18~5    60-80", true).text).toBe("Water    7732-18-5    60-80");
    expect(repairCasNumbers("Range    7631-86~8", true).text).toBe("Range    7631-86~8");
  });
});

describe("a CAS number read with no hyphens right after its label", () => {
  test("is written with them when the check digit validates, as a guess", () => {
    expect(repairCasNumbers("Agua (CAS No. 7732185)    >90", true)).toEqual({ text: "Agua (CAS No. 7732-18-5)    >90", repairs: [{ from: "7732185", to: "7732-18-5", kind: "digit" }] });
    expect(repairCasNumbers("Ethanol    CAS-Nr.: 64175    10 %", true).text).toBe("Ethanol    CAS-Nr.: 64-17-5    10 %");
    expect(repairCasNumbers("N° CAS 1310732", true).text).toBe("N° CAS 1310-73-2");
    expect(repairCasNumbers("CAS# 67630", true).text).toBe("CAS# 67-63-0");
  });

  test("a digit run that fails the check, or stands away from the label, stays as read", () => {
    for (const line of ["Agua (CAS No. 7732186)", "CAS No.    Weight 7732185", "Tel. 7732185", "Lot 7732185 CAS", "CAS No. 7732185-01"]) {
      expect(repairCasNumbers(line, true).text).toBe(line);
    }
  });
});

describe("a misread CAS number that another page prints right", () => {
  test("takes the number printed elsewhere in the document that differs in one digit, when no look-alike digit makes it valid", () => {
    const pages = new Map([
      [1, page(1, ["SECTION 1: Identification", "Product name:    Helium", "CAS-Nr.: 7440-59-7"])],
      [2, page(2, ["SECTION 3: Composition", "Name    CAS-Nr.    %", "Helium    7440-54-7    100"])],
    ]);
    const { pages: repaired, repairs } = repairOcrPages(pages);
    expect(repaired.get(2)!.lines[2]!.text).toBe("Helium    7440-59-7    100");
    expect(repairs.find((r) => r.page === 2)).toMatchObject({ from: "7440-54-7", to: "7440-59-7", kind: "digit" });
  });

  test("the value is marked as repaired and trusted less, however sure tesseract was", () => {
    const pages = new Map([
      [1, page(1, ["SECTION 1: Identification", "Product name:    Helium", "CAS-Nr.: 7440-59-7", "SECTION 2: Hazards identification", "Signal word:    Warning", "H280    Contains gas under pressure; may explode if heated."])],
      [2, page(2, ["SECTION 3: Composition/information on ingredients", "Name    CAS-Nr.    %", "Helium    7440-54-7    100", "SECTION 4: First aid measures"])],
    ]);
    const text = { numPages: 2, hasTextLayer: false, pages: [1, 2].map((number) => ({ number, width: 595, height: 842, lines: [] })), unreadablePages: [1, 2].map((p) => ({ page: p, reason: "no_text" as const })) };
    const merged = mergeOcrPages(text, pages);
    const parsed = markOcrEvidence(parseSds(merged), merged);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["7440-59-7"]);
    expect(parsed.evidence.composition?.method).toBe("ocr_repaired");
    expect(parsed.evidence.composition!.confidence).toBeLessThanOrEqual(0.9);
  });

  test("two numbers elsewhere that fit, or none, leave the look-alike repair as it was", () => {
    // 7732-18-5 printed elsewhere; "7732-11-5" fails, no look-alike digit makes it valid, and it is one digit from it: taken.
    expect(repairOcrLines(["CAS 7732-11-5"], 0, new Set(["7732-18-5"])).lines[0]).toBe("CAS 7732-18-5");
    // Outside a CAS line nothing is changed.
    expect(repairOcrLines(["Lot 7732-11-5"], Infinity, new Set(["7732-18-5"])).lines[0]).toBe("Lot 7732-11-5");
    // Known numbers one digit away that are not the look-alike repair's: the two readings disagree, the number is left
    // as read (without them the look-alike table alone decides).
    const misread = "7440-53-7";
    const alone = repairOcrLines([`CAS ${misread}`], 0).lines[0];
    const near = oneDigitNeighbours(misread).filter((cas) => `CAS ${cas}` !== alone);
    expect(near.length).toBeGreaterThan(1);
    expect(repairOcrLines([`CAS ${misread}`], 0, new Set(near.slice(0, 2))).lines[0]).toBe(`CAS ${misread}`);
  });
});

/** Every valid CAS number one digit away from a number (any digit, not only look-alikes). */
function oneDigitNeighbours(cas: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < cas.length; i++) {
    if (cas[i] === "-") continue;
    for (const digit of "0123456789") {
      const candidate = cas.slice(0, i) + digit + cas.slice(i + 1);
      if (candidate !== cas && !candidate.startsWith("0") && isValidCasNumber(candidate)) found.push(candidate);
    }
  }
  return found;
}

describe("a CAS number's separator read as a colon, or its label's space as a hyphen", () => {
  test("a colon for one hyphen (the other read right) is a hyphen when the number validates", () => {
    expect(repairCasNumbers("Isopropanol (CAS No. 67-63:0)", false).text).toBe("Isopropanol (CAS No. 67-63-0)");
    expect(repairCasNumbers("Ethanol    64:17-5", true).text).toBe("Ethanol    64-17-5");
    // Two colons are a time or a ratio, not a CAS number.
    expect(repairCasNumbers("Time 12:30:5", true).text).toBe("Time 12:30:5");
  });

  test("a hyphen between the CAS label and its number parts them", () => {
    expect(repairCasNumbers("Dipropylene glycol (CAS No-29911-28-2)", true).text).toBe("Dipropylene glycol (CAS No 29911-28-2)");
    expect(repairOcrLines(["Glycol ether (CAS Nr-29921-28-2)"], 0, new Set(["29911-28-2"])).lines[0]).toBe("Glycol ether (CAS Nr 29911-28-2)");
  });
});

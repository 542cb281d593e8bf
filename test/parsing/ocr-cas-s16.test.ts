/**
 * CAS numbers on scans (session 16): kinds of OCR damage the tune scans showed where the text layer reads the
 * composition right — the CAS column's header read with its words run together ("CASnumber"), a table whose "CAS"
 * header OCR lost under section 3's heading, a number right after its CAS label with two faults (a hyphen lost and
 * a look-alike digit), a section number read as a look-alike digit ("8. Composition…").
 */
import { describe, expect, test } from "bun:test";
import { repairCasNumbers } from "../../src/modules/parsing/cas-repair";
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair";
import { repairOcrHeading } from "../../src/modules/parsing/ocr-heading-repair";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { markOcrEvidence, mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";
import { HEADING_LANGUAGES } from "../helpers/ocr-heading-sweep";

const scan = {
  numPages: 1, hasTextLayer: false, pages: [{ number: 1, width: 595, height: 842, lines: [] }],
  unreadablePages: [{ page: 1, reason: "no_text" as const }],
};
function parseOcr(lines: string[]) {
  const page: OcrPage = { number: 1, width: 595, height: 842, confidence: 0.9, dpi: 300, languages: "eng",
    lines: lines.map((text, index) => ({ text, y: 40 + index * 14, x: 40, confidence: 0.9 })) };
  const merged = mergeOcrPages(scan, new Map([[1, page]]));
  return markOcrEvidence(parseSds(merged), merged);
}

/** The CAS column's header as the languages print it, and as OCR runs its words together. */
const GLUED_HEADERS: Readonly<Record<string, string>> = {
  en: "Ingredient name    |%byweight    |CASnumber", de: "Stoff    CASNummer    %", fr: "Nom    N°CAS    %",
  es: "Nombre    NºCAS    %", it: "Nome    NumeroCAS    %", nl: "Naam    CASnummer    %", pt: "Nome    NúmeroCAS    %", pl: "Nazwa    NumerCAS    %",
};

describe("a CAS column header read with its words run together", () => {
  test.each(Object.entries(GLUED_HEADERS))("%s: the table under it is read when section 3's heading was lost", (_language, header) => {
    const parsed = parseOcr([
      "Section 1. Identification", "Product name:    Rust Enamel", "Section 2. Hazards identification", "H222", "Dangerous goods",
      header, "Acetone    32.05    67-64-1", "Propane    14.98    74-98-6", "Toluene    9.73    108-88-3",
      "Section 4. First aid measures", "Rinse with water.",
    ]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["67-64-1", "74-98-6", "108-88-3"]);
  });

  test("a word that merely begins with CAS is no header", () => {
    for (const line of ["Casing    12-34-5", "CASTOR OIL    8001-79-4"]) {
      expect(repairOcrLines([line, "Resin    56-815    5-10"]).lines[1]).toBe("Resin    56-815    5-10");
    }
  });
});

describe("under section 3's heading, a table whose CAS header OCR lost", () => {
  const rows = ["Isobutane    75-285    13.00 - 30.00", "Propane    74-98-6    3.00-5.00", "Lactic Acid    79-334    5.00 - 10.00"];
  test.each(Object.entries(HEADING_LANGUAGES))("%s: a number that lost its second hyphen is put back, as a guess", (_language, { word, titles }) => {
    for (const heading of [`3. ${titles[3]}`, `${word} 3: ${titles[3]}`]) {
      const repaired = repairOcrLines([heading, "Chemiedimame. To", ...rows]);
      expect(repaired.lines.slice(2)).toEqual(["Isobutane    75-28-5    13.00 - 30.00", "Propane    74-98-6    3.00-5.00", "Lactic Acid    79-33-4    5.00 - 10.00"]);
      expect(repaired.repairs.filter((repair) => repair.kind === "digit").map((repair) => repair.to)).toEqual(["75-28-5", "79-33-4"]);
    }
  });

  test("another section's heading, running text naming section 3, or a table far below it give no such context", () => {
    for (const heading of ["8. Exposure controls/personal protection", "See section 3 Composition/information on ingredients for details.", "3. Composition"]) {
      const lines = heading === "3. Composition" ? [heading, ...Array.from({ length: 45 }, () => "text"), rows[0]!] : [heading, rows[0]!];
      expect(repairOcrLines(lines).lines.at(-1)).toBe(rows[0]);
    }
  });
});

describe("a CAS number right after its label with a lost hyphen and a look-alike digit", () => {
  test.each([
    ["triethylene glycol    CAS:    148-226    | 50% <= C", "143-22-6"],
    ["Dipropilenglicol n-butil eter (CAS No. 29911262)", "29911-28-2"],
    ["Ethanol    CAS-Nr.: 64-176    10 %", "64-17-5"],
    ["Glycérol    N° CAS 56-816", "56-81-5"],
  ])("%s → %s, as a guess", (line, cas) => {
    const repaired = repairCasNumbers(line, true);
    expect(repaired.text).toContain(cas);
    expect(repaired.repairs).toEqual([expect.objectContaining({ to: cas, kind: "digit" })]);
  });

  test("a number two look-alikes make valid, a number away from the label, or outside CAS context stays as read", () => {
    // 7732-78-5: 7732-18-5 and 7732-76-5 both validate with one look-alike.
    for (const line of ["CAS No. 7732785", "CAS No.    Weight 7732186", "Lot 7732186", "CAS No. 7732186-01", "CAS: 20-100"]) {
      expect(repairCasNumbers(line, true).text).toBe(line);
    }
    expect(repairCasNumbers("CAS: 148-226", false).text).toBe("CAS: 148-226");
  });
});

describe("a CAS number with a look-alike letter first and a look-alike digit", () => {
  test.each([
    ["Not Available    CAS: B4742-53-6 (01-2119480375-34)", "64742-53-6"],
    ["Glycerol    CAS No. S6-81-6    10-20", "56-81-5"],
  ])("%s → %s on a line that names CAS numbers, as a guess", (line, cas) => {
    const repaired = repairOcrLines(["CAS No    {weight}    Name", line]);
    expect(repaired.lines[1]).toContain(cas);
    expect(repaired.repairs).toEqual([expect.objectContaining({ to: cas, kind: "digit" })]);
  });

  test("on a line without the CAS label (words start with letters too), or outside CAS context, it stays as read", () => {
    expect(repairOcrLines(["CAS No    {weight}    Name", "Not Available    B4742-53-6 (01-2119480375-34)"]).lines[1]).toBe("Not Available    B4742-53-6 (01-2119480375-34)");
    expect(repairOcrLines(["Not Available    CAS: B4742-53-6"]).lines[0]).toBe("Not Available    CAS: 64742-53-6");
    expect(repairCasNumbers("CAS: B4742-53-6", false).text).toBe("CAS: B4742-53-6");
  });
});

describe("a CAS number read with a dot for its first hyphen and its second lost", () => {
  test("standing as a cell under a CAS column, it is put right when it validates, as a guess", () => {
    const repaired = repairOcrLines(["bronopol (DCT)    Nº CAS    «0,05    Acute Tox. 4/ H302", "52.517    Acute Tox. 4/ H312    E>"]);
    expect(repaired.lines[1]).toBe("52-51-7    Acute Tox. 4/ H312    E>");
    expect(repaired.repairs).toEqual([expect.objectContaining({ from: "52.517", to: "52-51-7", kind: "digit" })]);
  });

  test("a decimal inside text, with a unit, failing its check, or outside CAS context stays as read", () => {
    for (const line of ["Density 52.517 g/cm3", "Value    52.517 mg/m3", "52.516    Acute Tox. 4", "pH 52.517", "Flash point    52.517 °C"]) {
      expect(repairOcrLines(["Name    CAS No.    %", line]).lines[1]).toBe(line);
    }
    expect(repairOcrLines(["52.517    Acute Tox. 4/ H312"]).lines[0]).toBe("52.517    Acute Tox. 4/ H312");
  });
});

describe("a section number read as a look-alike digit", () => {
  test.each(Object.entries(HEADING_LANGUAGES))("%s: '8. <composition title>' is section 3 when the title names it", (_language, { titles }) => {
    expect(repairOcrHeading(`8. ${titles[3]}    =~    «TTT mre`)).toBe(`3 ${titles[3]}`);
    expect(repairOcrHeading(`7 ${titles[1]}`)).toBe(`1 ${titles[1]}`);
  });

  test("a heading whose number and title agree, or a title naming two look-alikes, or a sentence, stays as read", () => {
    for (const line of ["8. Exposure controls/personal protection", "3. Composition/information on ingredients", "8 Composition of the product is a trade secret.",
      // The title names sections 1 and 2; its 2 read as 7 is no look-alike of either's that one title tells.
      "PET 7 IDENTIFICATION DES DANGERS    TT"]) {
      expect(repairOcrHeading(line)).toBe(line);
    }
  });

  test("the composition under such a heading is read", () => {
    const parsed = parseOcr([
      "1. Identification", "Product name:    Algae Control", "2. Hazards identification", "H319",
      "8. Composition/information on    ngredients =~    «TTT mre    mee", "Mixture", "TChehialnane | CETTE CRS NG En eae",
      "Poly[oxy-1,2-ethanediyl{dimethyliminio    31512-74-0", "Sodium tetraborate decahydrate    1303-964    01-1",
      "4. First aid measures", "Rinse with water.",
    ]);
    expect(parsed.sections.map((section) => section.number)).toEqual([1, 2, 3, 4]);
    expect(parsed.composition.map((row) => row.cas_number)).toEqual(["31512-74-0", "1303-96-4"]);
    expect(parsed.evidence.composition?.method).toBe("ocr_repaired");
  });
});

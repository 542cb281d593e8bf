/**
 * What the review of session 12's OCR repairs found wrong, each in the general form (every language the repair runs
 * in): a repair that changed a right reading, a value lost, a repaired value not marked as a guess. Lines are written
 * here, not taken from corpus documents.
 */
import { describe, expect, test } from "bun:test";
import { repairCapitalI } from "../../src/modules/parsing/ocr-capital-i";
import { repairColonMark, repairOcrLines } from "../../src/modules/parsing/ocr-repair";
import { repairOcrHeading } from "../../src/modules/parsing/ocr-heading-repair";
import { nameByOtherReadings } from "../../src/modules/parsing/ocr-name-consensus";
import { repairStatementLine } from "../../src/modules/parsing/ocr-statement-repair";
import { parseSds } from "../../src/modules/parsing/parse-sds";
import { markOcrEvidence, mergeOcrPages } from "../../src/modules/sds/sds-ocr.models";
import type { OcrPage } from "../../src/shared/ocr/ocr-page";
import type { PdfText } from "../../src/shared/pdf/pdf-text";
import { ocrPage, parseScan } from "../helpers/ocr-scan";
import { expectLinearGrowth } from "../helpers/growth.ts";

describe("a small l at a word's start is an I again only in label and heading words", () => {
  test("real words and names starting with l keep it (Polish, Czech, web and mail addresses)", () => {
    for (const line of ["Olej lniany rafinowany", "lněný olej", "Lhůta: lhůta", "www.lgcstandards.com", "e-mail: sds@lgcgroup.com",
      "Firma:    lgc Standards", "lsd", "lymph", "lbs", "llave", "lnstant Glue 5", "lmpact Coatings Ltd"]) {
      expect(repairCapitalI(line)).toBe(line);
    }
  });

  test("the label and heading words of every language still get their I back", () => {
    const cases: [string, string][] = [
      ["SECTION 1: ldentification", "SECTION 1: Identification"],
      ["lnformation on ingredients", "Information on ingredients"],
      ["SECCIÓN 1: ldentificación de la sustancia", "SECCIÓN 1: Identificación de la sustancia"],
      ["SEZIONE 1: ldentificazione della sostanza", "SEZIONE 1: Identificazione della sostanza"],
      ["RUBRIEK 1: ldentificatie van de stof", "RUBRIEK 1: Identificatie van de stof"],
      ["SEKCJA 1: ldentyfikacja substancji", "SEKCJA 1: Identyfikacja substancji"],
      ["ABSCHNITT 11: Toxikologische Angaben    lnhalation", "ABSCHNITT 11: Toxikologische Angaben    Inhalation"],
      ["SECÇÃO 3: Composição/lnformação sobre os componentes", "SECÇÃO 3: Composição/Informação sobre os componentes"],
      ["Supplierldentification", "SupplierIdentification"],
    ];
    for (const [read, meant] of cases) expect(repairCapitalI(read)).toBe(meant);
  });

  test("a Polish product name starting with ln is read as printed", () => {
    const parsed = parseScan([[
      "KARTA CHARAKTERYSTYKI",
      "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa",
      "1.1 Identyfikator produktu",
      "Nazwa handlowa:    Olej lniany rafinowany",
      "1.3 Dane dotyczące dostawcy karty charakterystyki",
      "Producent:    Nordwerk Chemie Sp. z o.o.",
      "SEKCJA 2: Identyfikacja zagrożeń",
    ]]);
    expect(parsed.product_name).toBe("Olej lniany rafinowany");
  });

  test("a value that holds a word so repaired is marked as repaired, trusted less", () => {
    const parsed = parseScan([[
      "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name:    lnhalation Relief Spray",
      "Supplier:    Nordwerk Chemie GmbH", "SECTION 2: Hazards identification",
    ]]);
    expect(parsed.product_name).toBe("Inhalation Relief Spray");
    expect(parsed.evidence.product_name?.method).toBe("ocr_repaired");
    expect(parsed.evidence.product_name!.confidence).toBeLessThanOrEqual(0.9);
  });
});

describe("a registered or copyright mark after a name is the name's, not a colon", () => {
  test("® and © after a name stay, in every language; after a known label they are its colon", () => {
    for (const line of ["Product name: Nordclean  ® Plus", "Nordclean  ® Plus Disinfectant", "Produktname: Nordclean  ® Pro",
      "Nom du produit : Nordclean  ® Plus", "Nombre del producto: Nordclean  © Plus", "Copyright  © Nordwerk AG",
      "Handelsname:   Nordclean  ® Pro", "Trade name:  Nordclean  ® Plus"]) {
      expect(repairColonMark(line)).toBe(line);
    }
    expect(repairColonMark("Bezeichnung des Unternehmens    © Nordwerk AG")).toBe("Bezeichnung des Unternehmens:    Nordwerk AG");
    expect(repairColonMark("Product name    ® Nordclean 40")).toBe("Product name:    Nordclean 40");
    expect(repairColonMark("Nom du produit    © Nordclean 40")).toBe("Nom du produit:    Nordclean 40");
  });

  test("the product name keeps its first word", () => {
    for (const lines of [["Product name: Nordclean  ® Plus"], ["Product identifier", "Nordclean  ® Plus Disinfectant"], ["Produktname: Nordclean  ® Plus"]]) {
      const parsed = parseScan([["SAFETY DATA SHEET", "SECTION 1: Identification of the substance/mixture", ...lines,
        "Supplier:    Nordwerk Chemie GmbH", "SECTION 2: Hazards identification"]], { confidence: 1 });
      expect(parsed.product_name ?? "").toContain("Nordclean");
    }
  });
});

describe("a misread CAS number of a mixture keeps its own row's substance", () => {
  const mixture = (rows: string[]) => [[
    "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name:    Nordthin 7", "Supplier:    Nordwerk Chemie GmbH",
    "SECTION 2: Hazards identification", "H225 Highly flammable liquid and vapour.",
    "SECTION 3: Composition/information on ingredients", "Name    CAS No.    EC No.    Concentration", ...rows,
    "SECTION 4: First aid measures", "Rinse with water.",
  ]];

  test("a number one digit from another row's is the look-alike repair's, not the other row's", () => {
    const cases: [string[], string[]][] = [
      [["Ethanol    64-17-5    200-578-6    50-70 %", "Formic acid    64-18-5    200-579-1    1-5 %"], ["64-17-5", "64-18-6"]],
      [["Isobutanol    78-83-1    201-148-0    10-20 %", "Butanone    78-83-3    201-159-0    20-30 %"], ["78-83-1", "78-93-3"]],
      [["Zinc oxide    1314-13-2    215-222-5    1-5 %", "Sodium hydroxide    1310-13-2    215-185-5    1-2 %"], ["1314-13-2", "1310-73-2"]],
    ];
    for (const [rows, numbers] of cases) {
      const parsed = parseScan(mixture(rows), { confidence: 1 });
      expect(parsed.composition.map((row) => row.cas_number)).toEqual(numbers);
    }
  });

  test("a number of another section still names a misread one that no look-alike digit makes valid", () => {
    // 64-17-5 printed right in section 1; section 3 reads 64-12-5 (2 for 7 is no look-alike pair).
    const { lines } = repairOcrLines(["CAS No.:    64-17-5", "SECTION 3: Composition", "Ethanol    CAS 64-12-5    100 %"], Infinity, new Set(["64-17-5"]));
    expect(lines[2]).toContain("64-17-5");
  });

  test("a look-alike repair and a number printed elsewhere that disagree leave the number as read", () => {
    // 7440-53-7: the look-alike 3 → 8 gives nothing valid but 7 → 1 gives 7440-53-1; 7440-59-7 is printed on its own.
    const { lines } = repairOcrLines(["Helium    CAS 7440-53-7    100"], Infinity, new Set(["7440-59-7"]));
    expect(lines[0]).toBe("Helium    CAS 7440-53-7    100");
  });
});

describe("a cross-reference to a section is not the section's heading", () => {
  test("'see section 8 …' in every language stays as printed", () => {
    for (const line of ["See Section 8: Exposure controls/personal protection", "Siehe Abschnitt 8 Begrenzung und Überwachung der Exposition",
      "Voir rubrique 8 Contrôle de l'exposition", "Ver sección 8 Controles de exposición", "Vedi sezione 8 Controllo dell'esposizione",
      "Zie rubriek 8 Maatregelen ter beheersing van blootstelling", "Patrz sekcja 8 Kontrola narażenia", "Ver secção 8 Controlo da exposição",
      "Note  Section 8 Personal protection", "Refer to Section 8 Exposure controls"]) {
      expect(repairOcrHeading(line)).toBe(line);
    }
  });

  test("noise before a heading is still left out", () => {
    expect(repairOcrHeading("TT    SECTION 2: Hazards identification")).toBe("SECTION 2: Hazards identification");
  });

  test("a section 2 with a cross-reference before its statements keeps all its codes", () => {
    const parsed = parseScan([[
      "SAFETY DATA SHEET", "SECTION 1: Identification", "Product name:    Nordclean 40", "Supplier:    Nordwerk Chemie GmbH",
      "SECTION 2: Hazards identification", "Classification: Skin Irrit. 2", "Signal word: Warning",
      "See Section 3 Composition/information on ingredients",
      "H315 Causes skin irritation.", "H319 Causes serious eye irritation.", "H335 May cause respiratory irritation.",
      "SECTION 3: Composition/information on ingredients", "Ethanol    CAS 64-17-5    10-20 %", "SECTION 4: First aid measures", "Rinse with water.",
    ]], { confidence: 1 });
    expect(parsed.h_codes).toEqual(["H315", "H319", "H335"]);
  });
});

describe("a name's word is changed only by the same name printed again", () => {
  test("a word of the document's running text one letter away does not change a name", () => {
    const other = ["Store in a cool, well-ventilated place. Keep cool.", "Physical form: liquid", "Forms explosive mixtures. Solid form.",
      "hold the eyelids apart", "Hold under running water"];
    for (const value of ["Coal Tar Shampoo", "Farm Degreaser 200", "Bold Cleaner"]) expect(nameByOtherReadings(value, [value, ...other])).toBeNull();
  });

  test("the name printed again in headers, footers or an address still mends it", () => {
    expect(nameByOtherReadings("Lotlon Alpha", ["Lotlon Alpha", "Lotion Alpha    Page 2 of 8", "Lotion Alpha    Page 3 of 8"])).toBe("Lotion Alpha");
    expect(nameByOtherReadings("Chemfabrlk Nordwerk GmbH", ["Chemfabrlk Nordwerk GmbH", "www.chemfabrik.de", "info@chemfabrik.de"])).toBe("Chemfabrik Nordwerk GmbH");
  });
});

describe("a statement word read right is not changed to complete another statement", () => {
  test("French, Spanish, Italian and German wordings of no table statement are left as printed", () => {
    for (const line of ["Peut provoquer une irritation des yeux", "Puede provocar irritación ocular", "Può provocare irritazione oculare",
      "Kann Augenreizungen verursachen", "May cause eye irritation"]) {
      const repaired = repairStatementLine(line);
      expect(repaired.repairs).toEqual([]);
      expect(repaired.text).toBe(line);
    }
  });
});

describe("evidence is marked as OCR's only on pages whose OCR reading was used", () => {
  test("a page that kept its text layer (OCR read less) gets no OCR repair of its names", () => {
    const layer = ["SECTION 1: Identification", "Product name:    Coal Tar Shampoo", "Supplier:    Nordwerk Chemie GmbH"];
    const text: PdfText = {
      numPages: 2, hasTextLayer: true,
      pages: [{ number: 1, width: 595, height: 842, lines: layer.map((t, j) => ({ text: t, y: 40 + j * 12, x: 40 })) },
        { number: 2, width: 595, height: 842, lines: [] }],
      unreadablePages: [{ page: 1, reason: "no_text" }, { page: 2, reason: "no_text" }],
    };
    const read = new Map([[1, ocrPage(1, ["~~ .."], { confidence: 0.3 })],
      [2, ocrPage(2, ["SECTION 7: Handling and storage", "Cool Tar Shampoo    Page 2 of 2", "Cool Tar Shampoo    Revision 3"], { confidence: 0.95 })]]);
    const merged = mergeOcrPages(text, read);
    const parsed = markOcrEvidence(parseSds(merged), merged);
    expect(parsed.product_name).toBe("Coal Tar Shampoo");
    expect(parsed.evidence.product_name?.method).toBe("text");
  });
});

describe("code repair on a long line takes time in proportion to the line", () => {
  test("20,000 spaces, or 4,000 damaged codes, are read in time that grows linearly", async () => {
    const { repairHazardCodes } = await import("../../src/modules/parsing/ocr-repair");
    for (const line of [(size: number) => " ".repeat(size * 5), (size: number) => "H3l5 ".repeat(size), (size: number) => `${" ".repeat(size * 5)}p272`]) {
      expectLinearGrowth((size) => repairHazardCodes(line(size)), 4_000);
    }
  }, 60_000);
});

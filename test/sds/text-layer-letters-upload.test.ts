/**
 * Uploads of sheets whose text layer holds their letters badly: a generator that wrote UTF-8 into a WinAnsi font
 * (mojibake, mojibake.ts), one whose code page printed "?" for Polish letters (lost-letters.ts), one whose font draws
 * its f-ligatures as glyphs no Unicode map names (ligatures.ts), one whose font maps its hyphen to the soft hyphen
 * (the pdf.js patch's version 4) and one that sets some lines' words apart by moving the pen too little for a space
 * (glued-words.ts). Through the API: the record gets the fields as the
 * sheet means them, and a name that kept a "?" or may have lost a ligature goes to review with the reason.
 */
import { describe, expect, test } from "bun:test";
import { makePdf } from "../helpers/pdf-fixtures";
import { englishSheet, frenchSheet, germanHyphenSheet, polishSheet, spanishSheet } from "../helpers/letters-sheets";
import { plantUploads } from "./sds-helpers";

const { uploadAndRead } = plantUploads();

const SPANISH = spanishSheet("Limpiador Rápido Plus®", "Química Ibérica S.A.");

const POLISH = polishSheet("Czyścik Uniwersalny");

describe("a sheet's text layer that holds its letters badly", () => {
  test("UTF-8 written into a WinAnsi font: the record holds the sheet's words", async () => {
    const bytes = makePdf(SPANISH.map((line) => Buffer.from(line, "utf8").toString("latin1")), [], { winAnsi: true });
    const { details } = await uploadAndRead("mojibake.pdf", bytes);
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, product_name: "Limpiador Rápido Plus®", manufacturer: "Química Ibérica S.A.", revision_date: "2022-03-14" });
    expect(details.hazard_info.signal_word).toBe("WARNING");
    expect(details.hazard_info.h_codes).toEqual(["H319"]);
  }, 60_000);

  test("Polish letters printed \"?\": labels read, the name kept as printed and sent to review", async () => {
    const bytes = makePdf(POLISH.map((line) => line.replace(/[^\x00-\x7f]/g, "?")), [], { winAnsi: true });
    const { details } = await uploadAndRead("question-marks.pdf", bytes);
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, product_name: "Czy?cik Uniwersalny", manufacturer: "Chemia Polska Sp. z o.o.", revision_date: "2020-06-05" });
    expect(details.hazard_info.signal_word).toBe("DANGER");
    expect(details.hazard_info.h_codes).toEqual(["H225"]);
    expect(details.parse_status).toBe("needs_review");
    expect(details.needs_review_reasons).toContain(`the product name "Czy?cik Uniwersalny" holds letters the PDF's text layer lost (printed as "?" or "\ufffd"): check it against the sheet`);
  }, 60_000);

  test("a font whose fi, fl and ff glyphs no Unicode map names: labels, titles and statements read, the name sent to review", async () => {
    const bytes = makePdf(englishSheet("Superfine Floor Cleaner", "Harbour Chemicals Ltd"), [], { ligatureGlyphs: true });
    const { details } = await uploadAndRead("ligatures.pdf", bytes);
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, manufacturer: "Harbour Chemicals Ltd", revision_date: "2021-03-12" });
    expect(details.product_name).toBe("Superne Floor Cleaner");
    // "Identied uses", "Firefghting measures" (control codes taken out), "Physical state": read as the sheet means them.
    expect(details).toMatchObject({ recommended_use: "Industrial degreasing of metal parts", physical_state: "liquid", flash_point: "-18 °C" });
    expect(details.sections.map((section: { number: number }) => section.number)).toEqual([1, 2, 3, 4, 5, 9]);
    expect(details.hazard_info.signal_word).toBe("DANGER");
    expect(details.hazard_info.h_codes).toEqual(["H225"]);
    expect(details.parse_status).toBe("needs_review");
    expect(details.needs_review_reasons).toContain(`the product name "Superne Floor Cleaner" may miss letters the PDF's text layer lost (glyphs its font maps to no character): check it against the sheet`);
  }, 60_000);

  test("a font whose ToUnicode map gives its hyphen as the soft hyphen: CAS numbers, telephones, dates and names keep their hyphens", async () => {
    const bytes = makePdf(germanHyphenSheet(), [], { winAnsi: true, toUnicode: { "-": "\u00ad" } });
    const { details } = await uploadAndRead("soft-hyphens.pdf", bytes);
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, product_name: "Kalk-Entferner Forte", manufacturer: "Muster-Chemie GmbH", revision_date: "2021-02-01" });
    expect(details).toMatchObject({ supplier_phone: "+49-89-1234-567", physical_state: "liquid" });
    expect(details.composition.map((row: { cas_number: string }) => row.cas_number)).toEqual(["5329-14-6"]);
    expect(details.sections.map((section: { number: number }) => section.number)).toEqual([1, 2, 3, 4, 9]);
  }, 60_000);

  test("lines whose words the layer runs together: headings, labels and the date read; a name run together sent to review", async () => {
    // WinAnsi's curly apostrophe is byte 0x92; the lines that hold one, and the name's, are drawn without spaces.
    const lines = frenchSheet("Nettoyant Rapide 40", "Produits Havre Limitée").map((line) => line.replace(/’/g, "\x92"));
    const bytes = makePdf(lines, [], { winAnsi: true, runTogether: /\x92|Nom du produit/ });
    const { details } = await uploadAndRead("run-together.pdf", bytes);
    expect(details).toMatchObject({ needs_ocr: false, sds_parsed: true, product_name: "NettoyantRapide40", manufacturer: "Produits Havre Limitée", revision_date: "2016-11-29" });
    expect(details.sections.map((section: { number: number }) => section.number)).toEqual([1, 2, 3, 4, 5, 8, 9, 13]);
    expect(details.hazard_info.signal_word).toBe("DANGER");
    expect(details.hazard_info.h_codes).toEqual(["H314"]);
    expect(details.parse_status).toBe("needs_review");
    expect(details.needs_review_reasons).toContain(`the product name "NettoyantRapide40" may have lost the spaces between its words (the PDF's text layer runs words together): check it against the sheet`);
  }, 60_000);
});

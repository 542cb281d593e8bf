/**
 * OCR of a document's unreadable pages, one request per page to the OCR readers (ctx.ocr). Shared by the
 * sds_ocr job and `npm run bench:ocr`, so the bench measures the path the appliance takes.
 */
import { OCR_LANGUAGE_OF, type OcrLanguage } from "../../shared/ocr/ocr-assets";
import type { OcrPage } from "../../shared/ocr/ocr-page";
import { PdfReadError } from "../../shared/pdf/pdf-errors";
import type { PdfReaderPool } from "../../shared/pdf/pdf-reader-pool";
import { detectLanguage } from "../parsing/identity";

export type OcrPagesInput = {
  path: string;
  owner: string | null;
  pages: number[];
  /** Pages whose text layer is not language (as opposed to none): named when they also hold no image. */
  notLanguage: Set<number>;
  /** Filled with a sentence per page that could not be read. */
  warnings: string[];
};

/**
 * The first page is read in English, then again in the document's language when it is another one tesseract
 * has data for (with English as the second language: SDSs mix them); the rest are read in that language. A
 * page that fails (its time budget, the memory ceiling) is named in `warnings` and the others are still read;
 * a failure of the document itself ends the read.
 */
export async function readOcrPages(ocr: Pick<PdfReaderPool, "ocrPage">, input: OcrPagesInput): Promise<Map<number, OcrPage>> {
  const read = new Map<number, OcrPage>();
  let languages: OcrLanguage[] = ["eng"];
  for (const [index, pageNumber] of input.pages.entries()) {
    let page = await readPage(ocr, { ...input, page: pageNumber, languages });
    if (index === 0 && page) {
      const language = OCR_LANGUAGE_OF[detectLanguage(page.lines.map((l) => l.text).join("\n"))];
      if (language && language !== "eng") {
        languages = [language, "eng"];
        page = (await readPage(ocr, { ...input, page: pageNumber, languages })) ?? page;
      }
    }
    if (page) read.set(pageNumber, page);
  }
  return read;
}

async function readPage(ocr: Pick<PdfReaderPool, "ocrPage">, input: OcrPagesInput & { page: number; languages: OcrLanguage[] }): Promise<OcrPage | null> {
  try {
    const outcome = await ocr.ocrPage({ path: input.path, owner: input.owner, ocr: { page: input.page, languages: input.languages } });
    if (outcome.reason === "no_image" && input.notLanguage.has(input.page)) {
      // Letters drawn with a font whose encoding is broken: reading them needs the page rendered, which OCR here does not do.
      input.warnings.push(`page ${input.page}: its text layer does not read as language and the page holds no image for OCR to read`);
    } else if (outcome.reason === "no_text_found") {
      input.warnings.push(`page ${input.page}: OCR found no text on the page image`);
    }
    // A page with neither text nor image is blank (or drawn with lines only): nothing to say about it.
    return outcome.page;
  } catch (error) {
    if (error instanceof PdfReadError && ["timeout", "out_of_memory", "reader_crashed"].includes(error.kind)) {
      input.warnings.push(`page ${input.page} could not be read by OCR: ${error.message}`);
      return null;
    }
    throw error;
  }
}

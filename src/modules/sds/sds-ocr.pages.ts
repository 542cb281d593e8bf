/**
 * OCR of a document's unreadable pages, one request per page to the OCR readers (ctx.ocr). Shared by the
 * sds_ocr job and `npm run bench:ocr`, so the bench measures the path the appliance takes.
 */
import { OCR_LANGUAGE_OF, type OcrLanguage } from "../../shared/ocr/ocr-assets";
import type { OcrPage, Turn } from "../../shared/ocr/ocr-page";
import { PdfReadError } from "../../shared/pdf/pdf-errors";
import type { PdfReaderPool } from "../../shared/pdf/pdf-reader-pool";
import type { PdfText } from "../../shared/pdf/pdf-text";
import { detectLanguage } from "../parsing/language";

/** A page read with at least this mean confidence (0–1) names the turn the document's other pages try first. */
const CLEAR_TURN = 0.6;

/** Pages whose text layer cannot be used (pdf-text.ts judges them), in page order. */
export const pagesForOcr = (text: PdfText): number[] => (text.unreadablePages ?? []).map((p) => p.page).sort((a, b) => a - b);

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
 * Up to `parallel` pages are read at once (one per OCR reader). The first page is read in English, then again
 * in the document's language when it is another one tesseract has data for (with English as the second
 * language: SDSs mix them); pages started before that was known were read in English and are read again the
 * same way, the rest are read in that language at once. Most SDSs are English, so guessing English costs a
 * second reading only for the few pages already under way in another language. A page that fails (its time
 * budget, the memory ceiling) is named in `warnings` and the others are still read; a failure of the document
 * itself ends the read.
 */
export async function readOcrPages(ocr: Pick<PdfReaderPool, "ocrPage">, input: OcrPagesInput & { parallel: number }): Promise<Map<number, OcrPage>> {
  const read = new Map<number, { page: OcrPage | null; languages: OcrLanguage[] }>();
  let languages: OcrLanguage[] = ["eng"];
  // How the document lies on the glass, from the first page that read clearly: the other pages try it first.
  let turn: Turn | undefined;
  let next = 0;
  const worker = async () => {
    while (next < input.pages.length) {
      const index = next++;
      const pageNumber = input.pages[index]!;
      const used = languages;
      const page = await readPage(ocr, { ...input, page: pageNumber, languages: used, turn });
      read.set(pageNumber, { page, languages: used });
      if (turn === undefined && page?.turn !== undefined && page.confidence >= CLEAR_TURN) turn = page.turn;
      if (index === 0 && page) {
        const language = OCR_LANGUAGE_OF[detectLanguage(page.lines.map((l) => l.text).join("\n"))];
        if (language && language !== "eng") languages = [language, "eng"];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(input.parallel, input.pages.length)) }, worker));
  // Pages read in English before the document's language was known: read again in it (keeping the English
  // reading if the second one fails).
  const again = [...read].filter(([, r]) => r.page && r.languages !== languages).map(([n]) => n);
  const queue = [...again];
  const reread = async () => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
      const page = await readPage(ocr, { ...input, page: n, languages, warnings: [], turn: read.get(n)!.page!.turn });
      if (page) read.set(n, { page, languages });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(input.parallel, queue.length)) }, reread));
  const pages = new Map<number, OcrPage>();
  for (const n of [...read.keys()].sort((a, b) => a - b)) if (read.get(n)!.page) pages.set(n, read.get(n)!.page!);
  return pages;
}

async function readPage(ocr: Pick<PdfReaderPool, "ocrPage">, input: OcrPagesInput & { page: number; languages: OcrLanguage[]; turn: Turn | undefined }): Promise<OcrPage | null> {
  try {
    const outcome = await ocr.ocrPage({ path: input.path, owner: input.owner, ocr: { page: input.page, languages: input.languages, turn: input.turn } });
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

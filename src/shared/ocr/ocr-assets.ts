/**
 * Everything OCR needs, embedded in the executable (`with { type: "file" }` makes `bun build --compile` carry
 * the file and gives its path inside the executable; from source it is the path in node_modules). Nothing is
 * fetched: an air-gapped plant reads scans with what ships here.
 *
 * Language data: tesseract's "best_int" LSTM models (the tesseract.js default), one per language the parser
 * supports and for which data exists.
 */
import tesseractWasm from "tesseract.js-core/tesseract-core-simd-lstm.wasm" with { type: "file" };
import jbig2Wasm from "pdfjs-dist/wasm/jbig2.wasm" with { type: "file" };
import openjpegWasm from "pdfjs-dist/wasm/openjpeg.wasm" with { type: "file" };
import eng from "@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz" with { type: "file" };
import deu from "@tesseract.js-data/deu/4.0.0_best_int/deu.traineddata.gz" with { type: "file" };
import fra from "@tesseract.js-data/fra/4.0.0_best_int/fra.traineddata.gz" with { type: "file" };
import spa from "@tesseract.js-data/spa/4.0.0_best_int/spa.traineddata.gz" with { type: "file" };
import ita from "@tesseract.js-data/ita/4.0.0_best_int/ita.traineddata.gz" with { type: "file" };
import nld from "@tesseract.js-data/nld/4.0.0_best_int/nld.traineddata.gz" with { type: "file" };
import por from "@tesseract.js-data/por/4.0.0_best_int/por.traineddata.gz" with { type: "file" };
import pol from "@tesseract.js-data/pol/4.0.0_best_int/pol.traineddata.gz" with { type: "file" };

export const OCR_LANGUAGES = ["eng", "deu", "fra", "spa", "ita", "nld", "por", "pol"] as const;
export type OcrLanguage = (typeof OCR_LANGUAGES)[number];

const traineddata: Record<OcrLanguage, string> = { eng, deu, fra, spa, ita, nld, por, pol };

/** Tesseract's language code for a document language as the parser reports it (ISO 639-1). */
export const OCR_LANGUAGE_OF: Record<string, OcrLanguage> = {
  en: "eng", de: "deu", fr: "fra", es: "spa", it: "ita", nl: "nld", pt: "por", pl: "pol",
};

export const ocrAssets = {
  tesseractWasm,
  traineddata: (language: OcrLanguage) => traineddata[language],
  /** pdf.js decodes JBIG2 and CCITT (most black-and-white scans) and JPEG 2000 with these. */
  pdfjsWasm: { "jbig2.wasm": jbig2Wasm, "openjpeg.wasm": openjpegWasm } as Record<string, string>,
};

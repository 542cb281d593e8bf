/**
 * Tesseract (its WebAssembly build from tesseract.js-core) driven directly, on the calling thread: no worker
 * thread, no worker script to find, no language data to fetch. tesseract.js's own worker wrapper is not used:
 * it spawns a thread from a script file and fetches traineddata from a CDN unless told otherwise, neither of
 * which suits a single executable that runs air-gapped. Run it in a reader process (the pool's memory and time
 * caps guard it): a page image is recognised synchronously and cannot be interrupted from inside.
 */
import { gunzipSync } from "node:zlib";
import createCore from "tesseract.js-core/tesseract-core-simd-lstm.js";
import { ocrAssets, type OcrLanguage } from "./ocr-assets.ts";
import { OCR_READ_SETTINGS, type OcrReadSettings } from "./ocr-settings.ts";

/** An 8-bit grey image, one byte per pixel, rows top to bottom. */
export type GrayImage = { width: number; height: number; data: Uint8Array };

/** A recognised word, in image pixels; confidence 0–100 as tesseract reports it. */
export type OcrWord = { text: string; left: number; top: number; width: number; height: number; confidence: number };
export type OcrLine = { words: OcrWord[] };
export type OcrResult = { lines: OcrLine[]; meanConfidence: number };

type TessApi = {
  Init(dataPath: null, languages: string, oem: number): number;
  SetVariable(name: string, value: string): boolean;
  SetImageFile(exifOrientation: number, angle: number): number;
  SetPageSegMode(mode: number): void;
  GetPageSegMode(): number;
  Recognize(monitor: null): number;
  GetTSVText(page: number): string;
  MeanTextConf(): number;
  Clear(): void;
  End(): void;
};
type TessCore = { FS: { writeFile(path: string, data: Uint8Array): void; unlink(path: string): void }; TessBaseAPI: new () => TessApi; OEM_LSTM_ONLY: number };

let corePromise: Promise<TessCore> | null = null;

function loadCore(): Promise<TessCore> {
  corePromise ??= (async () => {
    const wasmBinary = new Uint8Array(await Bun.file(ocrAssets.tesseractWasm).arrayBuffer());
    // tesseract prints diagnostics ("Estimating resolution...") on stdout, which is the reader's reply channel.
    return (await createCore({ wasmBinary, print: () => {}, printErr: () => {} })) as TessCore;
  })();
  return corePromise;
}

export class TesseractEngine {
  private constructor(private readonly core: TessCore, private readonly api: TessApi, readonly languages: string, readonly settings: OcrReadSettings) {}

  /**
   * Loads the engine with `languages` (the first is the main one); language data is read from the executable.
   * `settings`' tesseract variables are set here, once; read pages through readPageImage, which applies the rest.
   */
  static async load(languages: readonly OcrLanguage[], settings: OcrReadSettings = OCR_READ_SETTINGS): Promise<TesseractEngine> {
    const core = await loadCore();
    for (const language of languages) {
      const gz = new Uint8Array(await Bun.file(ocrAssets.traineddata(language)).arrayBuffer());
      core.FS.writeFile(`/${language}.traineddata`, gunzipSync(gz));
    }
    const api = new core.TessBaseAPI();
    const joined = languages.join("+");
    if (api.Init(null, joined, core.OEM_LSTM_ONLY) !== 0) throw new Error(`the OCR engine could not load its language data (${joined})`);
    for (const language of languages) core.FS.unlink(`/${language}.traineddata`);
    for (const [name, value] of Object.entries(settings.variables)) {
      if (!api.SetVariable(name, value)) throw new Error(`the OCR engine has no setting ${name}`);
    }
    return new TesseractEngine(core, api, joined, settings);
  }

  /**
   * Recognises one page image; `dpi` is its resolution (tesseract sizes its expectations of text by it).
   * `pageSegMode`: tesseract's page segmentation for this image only (7: one line of text), else the engine's.
   */
  recognize(image: GrayImage, dpi: number, options: { pageSegMode?: number } = {}): OcrResult {
    this.core.FS.writeFile("/input", toPgm(image));
    const mode = this.api.GetPageSegMode();
    try {
      if (options.pageSegMode !== undefined) this.api.SetPageSegMode(options.pageSegMode);
      this.api.SetVariable("user_defined_dpi", String(Math.round(dpi)));
      if (this.api.SetImageFile(1, 0) !== 0) throw new Error("the OCR engine could not take the page image");
      this.api.Recognize(null);
      const lines = linesFromTsv(this.api.GetTSVText(0));
      return { lines, meanConfidence: this.api.MeanTextConf() };
    } finally {
      if (options.pageSegMode !== undefined) this.api.SetPageSegMode(mode);
      this.api.Clear();
      this.core.FS.unlink("/input");
    }
  }

  end(): void {
    this.api.End();
  }
}

/** Binary PGM (P5): the simplest image file leptonica reads. */
function toPgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header);
  out.set(image.data, header.length);
  return out;
}

/**
 * Tesseract's TSV: level, page, block, paragraph, line, word, left, top, width, height, confidence, text.
 * Words (level 5) are grouped by their block/paragraph/line numbers.
 */
export function linesFromTsv(tsv: string): OcrLine[] {
  const lines = new Map<string, OcrLine>();
  for (const row of tsv.split("\n")) {
    const cols = row.split("\t");
    if (cols.length < 12 || cols[0] !== "5") continue;
    const text = cols.slice(11).join("\t").trim();
    if (text === "") continue;
    const key = `${cols[2]}/${cols[3]}/${cols[4]}`;
    const word: OcrWord = {
      text, left: Number(cols[6]), top: Number(cols[7]), width: Number(cols[8]), height: Number(cols[9]), confidence: Number(cols[10]),
    };
    const line = lines.get(key);
    if (line) line.words.push(word);
    else lines.set(key, { words: [word] });
  }
  return [...lines.values()];
}

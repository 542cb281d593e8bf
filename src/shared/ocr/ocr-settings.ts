/**
 * How a page image is read: what is done to the image before tesseract sees it, and tesseract's own variables.
 * One object, used by the app's OCR readers (ocr-page.ts) and by the benches, so what is measured is what runs.
 * The figures behind each choice are in docs/parsing-history.md, "OCR engine settings (session 12)".
 */
export type OcrReadSettings = {
  /** Tesseract variables set once when an engine loads (name → value as tesseract parses it). */
  variables: Record<string, string>;
  /** A page image coarser than this is scaled up to it before reading (tesseract's LSTM reads small type better larger); 0: never. */
  minReadDpi: number;
  /** Light text on dark bands (section headings in a filled bar) turned dark on light before reading. */
  invertDarkBands: boolean;
  /**
   * A second reading (second-reading.ts): lines read under this confidence (0–100) and letter-sized ink no word
   * covers are cut out, scaled up and read again as single lines; 0: never.
   */
  rereadBelow: number;
};

export const OCR_READ_SETTINGS: OcrReadSettings = {
  variables: {},
  // Not scaled up by default: on the 50 tune documents (--scan, 200 dpi) reading at 300 dpi gave H-codes +2 and
  // P-codes +2 points but product names -6 (non-English 88 -> 72 %), revision dates -2 and sections -2 once the
  // parser's OCR repairs were in, for ~25 % more CPU per page (docs/parsing-history.md, "OCR engine settings (session 12)").
  minReadDpi: 0,
  invertDarkBands: true,
  rereadBelow: 50,
};

/** The settings with `overrides` laid over them (variables merged): the benches' `--settings` option. */
export function withOverrides(base: OcrReadSettings, overrides: Partial<OcrReadSettings>): OcrReadSettings {
  return { ...base, ...overrides, variables: { ...base.variables, ...overrides.variables } };
}

/** A short stable name for a set of settings, for cache file names: a change of settings reads pages again. */
export function settingsTag(settings: OcrReadSettings): string {
  const { variables, rereadBelow, ...rest } = settings;
  // No second reading names the pages as before it existed, so their cached readings stay valid.
  if (rereadBelow > 0) Object.assign(rest, { rereadBelow });
  const canonical = JSON.stringify([Object.entries(rest).sort(), Object.entries(variables).sort()]);
  return Bun.hash(canonical).toString(36).slice(0, 8);
}

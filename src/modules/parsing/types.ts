/** The parser reads this shape; src/shared/pdf produces it (kept structural so parsing imports no I/O code). */
export type SdsTextLine = { text: string; y: number; x: number; fontSize?: number };
export type SdsTextPage = { number: number; width: number; height: number; lines: SdsTextLine[] };
export type SdsText = { numPages: number; pages: SdsTextPage[]; hasTextLayer: boolean };

/** One visual line with the page it sits on; `isFurniture` marks repeated page headers and footers. */
export type DocLine = {
  text: string;
  page: number;
  y: number;
  x: number;
  fontSize: number;
  isFurniture: boolean;
};

export type SdsSection = { number: number; title: string; text: string };

/** Where a section starts and ends, as indexes into the document's lines (end exclusive). */
export type SectionSpan = { number: number; printedNumber: number | null; title: string; start: number; end: number };

export type SignalWord = "DANGER" | "WARNING";

export type CompositionRow = {
  name: string | null;
  cas_number: string | null;
  ec_number: string | null;
  concentration_text: string | null;
  concentration_min: number | null;
  concentration_max: number | null;
};

export type HazardStatement = { code: string; text: string };

export type ParsedSds = {
  needs_ocr: boolean;
  product_name: string | null;
  manufacturer: string | null;
  revision_date: string | null;
  revision_number: string | null;
  document_language: string;
  signal_word: SignalWord | null;
  h_codes: string[];
  p_codes: string[];
  hazard_statements: HazardStatement[];
  pictograms: string[];
  composition: CompositionRow[];
  sections: SdsSection[];
  parse_confidence: number;
  warnings: string[];
};

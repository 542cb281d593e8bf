/** The parser reads this shape; src/shared/pdf produces it (kept structural so parsing imports no I/O code). */
/** `x1`: where the line's last cell ends, when the reader knows it (not on OCR text). */
export type SdsTextLine = { text: string; y: number; x: number; x1?: number; fontSize?: number };
export type SdsTextPage = { number: number; width: number; height: number; lines: SdsTextLine[] };
/** `readByOcr`: some pages' lines are OCR's (their words may be misread, so a word's absence proves less). */
export type SdsText = { numPages: number; pages: SdsTextPage[]; hasTextLayer: boolean; readByOcr?: boolean };

/** One visual line with the page it sits on; `isFurniture` marks repeated page headers and footers. */
export type DocLine = {
  text: string;
  page: number;
  y: number;
  x: number;
  x1?: number;
  fontSize: number;
  isFurniture: boolean;
};

export type SdsSection = { number: number; title: string; text: string };

/** Where a section starts and ends, as indexes into the document's lines (end exclusive). */
export type SectionSpan = {
  number: number;
  printedNumber: number | null;
  title: string;
  start: number;
  end: number;
  /** The line the heading's title goes on to ("…and of the" / "company/undertaking"), when it does. */
  titleGoesOnAt?: number;
};

/** A line the sections reader took for a heading: where it is, its printed number and what its title names. */
export type HeadingCandidate = {
  lineIndex: number;
  printed: number;
  semantic: number;
  title: string;
  explicit: boolean;
  /** The title runs on over the next line (continuedTitle), which it already holds. */
  wrapped?: boolean;
  /** How many lines the section may reach at most (a section started by its sub-section, with no heading after it). */
  maxLines?: number;
  /** Its printed number repeats or goes back on the heading's before it: the section is its title's (section-out-of-order.ts). */
  outOfOrder?: boolean;
};

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

/** The fields a parse reports evidence for (every value the library shows from a parse). */
export type EvidenceField =
  | "product_name"
  | "manufacturer"
  | "revision_date"
  | "revision_number"
  | "document_language"
  | "signal_word"
  | "h_codes"
  | "p_codes"
  | "pictograms"
  | "composition"
  | "emergency_phone"
  | "supplier_address"
  | "supplier_phone"
  | "ufi"
  | "recommended_use"
  | "physical_state"
  | "flash_point"
  | "hazards_not_otherwise_classified";

/**
 * Where a value was read: the page (1-based; null when derived from other values, e.g. pictograms from
 * H-codes), the text it was read from (one line or a short excerpt), how (`text` layer, `text_decoded` (a text
 * layer printed with a shifted font encoding, decoded: src/shared/pdf/shifted-font.ts), `ocr`, `ocr_repaired`
 * (read by OCR with a digit misread and put right from the check digit or the statement's wording: ocr-repair.ts), `derived`,
 * `statement-text`: codes recognised from statement wording printed without them, or `derived_from_classification`:
 * H-codes derived from the printed hazard classes and categories when no code is printed)
 * and a confidence in 0–1 that means what it says: a value at 0.9+ is expected to be right 9 times in 10 or
 * better; a guess is below 0.5.
 */
export type Evidence = { page: number | null; text: string; confidence: number; method: "text" | "text_decoded" | "ocr" | "ocr_repaired" | "derived" | "statement-text" | "derived_from_classification" };

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
  /** Section 1.4 / the emergency telephone as printed (first number kept when several). */
  emergency_phone: string | null;
  /** The supplier's (manufacturer's or importer's) postal address and telephone from section 1.3. */
  supplier_address: string | null;
  supplier_phone: string | null;
  /** EU Unique Formula Identifier (XXXX-XXXX-XXXX-XXXX), when printed. */
  ufi: string | null;
  /** Section 1.2's identified / recommended use, as printed. */
  recommended_use: string | null;
  /** Section 9: solid | liquid | gas | aerosol | paste (lower case, English), null when not stated. */
  physical_state: string | null;
  /** Section 9's flash point as printed ("23 °C (73 °F)"), null when not applicable or not stated. */
  flash_point: string | null;
  /** "Hazards not otherwise classified" / "other hazards" (2.3) as printed, null when none stated. */
  hazards_not_otherwise_classified: string | null;
  /** Per field: where the value came from and how sure the parser is. */
  evidence: Partial<Record<EvidenceField, Evidence>>;
  /** Why a person should look at this parse (empty when every key field is confident). */
  needs_review_reasons: string[];
  parse_confidence: number;
  warnings: string[];
};

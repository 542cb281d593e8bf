/** Why a PDF could not be read. */
export const PDF_READ_ERROR_KINDS = [
  "encrypted", "broken", "timeout", "too_many_pages", "too_large", "too_much_text", "out_of_memory", "reader_crashed",
] as const;
export type PdfReadErrorKind = (typeof PDF_READ_ERROR_KINDS)[number];

/**
 * Kinds that reading the same file again cannot change: the document is over one of the reader's caps, or
 * it took the reader down. A parse job fails at once on these; the others are retried per decisions.md.
 */
const OVER_A_CAP: ReadonlySet<PdfReadErrorKind> = new Set(["timeout", "too_many_pages", "too_large", "too_much_text", "out_of_memory", "reader_crashed"]);

export class PdfReadError extends Error {
  override readonly name = "PdfReadError";
  readonly kind: PdfReadErrorKind;

  constructor(kind: PdfReadErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }

  /** True when the document is over a cap or crashed the reader: retrying would do the same again. */
  get isFinal(): boolean {
    return OVER_A_CAP.has(this.kind);
  }
}

export function isPdfReadErrorKind(value: unknown): value is PdfReadErrorKind {
  return typeof value === "string" && (PDF_READ_ERROR_KINDS as readonly string[]).includes(value);
}

/** Why a PDF could not be read. Parse jobs fail with this message and are retried per decisions.md. */
export type PdfReadErrorKind = "encrypted" | "broken" | "timeout" | "too_many_pages";

export class PdfReadError extends Error {
  override readonly name = "PdfReadError";
  readonly kind: PdfReadErrorKind;

  constructor(kind: PdfReadErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.kind = kind;
  }
}

export function isPdfReadErrorKind(value: unknown): value is PdfReadErrorKind {
  return value === "encrypted" || value === "broken" || value === "timeout" || value === "too_many_pages";
}

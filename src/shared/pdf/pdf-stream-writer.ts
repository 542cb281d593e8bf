/**
 * Writes a pdf-lib document's objects to a file as they are finished, instead of holding the whole document
 * until `save()`: a binder of 500 SDSs merges one SDS at a time, writes its pages' objects and drops them from
 * memory (`flushExcept`). The cross-reference table and trailer are written at the end from the offsets kept.
 */
import { closeSync, openSync, writeSync } from "node:fs";
import { type PDFContext, type PDFObject, PDFRef } from "pdf-lib";

export class PdfStreamWriter {
  private readonly fd: number;
  private offset = 0;
  private readonly offsets = new Map<number, number>();

  constructor(path: string) {
    this.fd = openSync(path, "w", 0o600);
    // Header and a binary comment line, as PDF 1.7 recommends for files with binary streams.
    this.write(new Uint8Array([...new TextEncoder().encode("%PDF-1.7\n%"), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]));
  }

  private write(bytes: Uint8Array): void {
    let done = 0;
    while (done < bytes.length) done += writeSync(this.fd, bytes, done);
    this.offset += bytes.length;
  }

  private writeObject(ref: PDFRef, object: PDFObject): void {
    this.offsets.set(ref.objectNumber, this.offset);
    const head = new TextEncoder().encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`);
    const body = new Uint8Array(object.sizeInBytes());
    object.copyBytesInto(body, 0);
    this.write(head);
    this.write(body);
    this.write(new TextEncoder().encode("\nendobj\n"));
  }

  /** Writes every object of the context not in `keep`, and removes it from the context (memory is freed). */
  flushExcept(context: PDFContext, keep: ReadonlySet<number>): void {
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      if (keep.has(ref.objectNumber)) continue;
      this.writeObject(ref, object);
      context.delete(ref);
    }
  }

  /** Writes what is left, the cross-reference table and the trailer; closes the file. Returns its size. */
  finish(context: PDFContext): number {
    try {
      this.flushExcept(context, new Set());
      const size = context.largestObjectNumber + 1;
      const xrefAt = this.offset;
      let xref = `xref\n0 ${size}\n0000000000 65535 f \n`;
      for (let n = 1; n < size; n++) {
        const at = this.offsets.get(n);
        xref += at === undefined ? "0000000000 65535 f \n" : `${String(at).padStart(10, "0")} 00000 n \n`;
      }
      const info = context.trailerInfo;
      const trailer = context.obj({ Size: size, Root: info.Root, Info: info.Info, ID: info.ID });
      this.write(new TextEncoder().encode(`${xref}trailer\n${trailer.toString()}\nstartxref\n${xrefAt}\n%%EOF\n`));
      return this.offset;
    } finally {
      closeSync(this.fd);
    }
  }

  /** Closes the file without finishing it (the caller removes it). */
  abandon(): void {
    try {
      closeSync(this.fd);
    } catch {
      /* already closed */
    }
  }
}

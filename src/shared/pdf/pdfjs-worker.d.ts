// pdf.js ships no types for its worker module (see pdf-text.ts, loadPdfjs; pdf-worker-port.ts).
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs" {
  export const WorkerMessageHandler: { initializeFromPort(port: unknown): void };
  /** Our patch's marker (scripts/patch-pdfjs.mjs); undefined in an unpatched pdf.js. */
  export const chemsafePatch: string | undefined;
}

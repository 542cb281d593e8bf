/** Kept apart from ocr-page.ts (which loads the OCR engine) so the server can log a page without loading it. */
import type { OcrPage } from "./ocr-page.ts";

/** One line on what reading a page cost, for the logs ("p3 3301×2550 px 300 dpi, composed 0.8 s, lines vertical: 90° strip 1.2 s 88, …"). */
export function describeOcrPage(page: OcrPage): string {
  const stats = page.stats;
  if (!stats) return `p${page.number} ${page.languages}, confidence ${page.confidence.toFixed(2)}`;
  const tries = stats.tries.map((t) => `${t.turn}°${t.share < 1 ? " strip" : ""} ${(t.ms / 1000).toFixed(1)} s ${Math.round(t.confidence)}`).join(", ");
  return `p${page.number} ${stats.imageWidth}×${stats.imageHeight} px ${stats.dpi} dpi, composed ${(stats.renderMs / 1000).toFixed(1)} s, ` +
    `lines ${stats.lines ?? "?"}, ${page.languages}: ${tries}; read at ${page.turn ?? 0}°, confidence ${page.confidence.toFixed(2)}`;
}

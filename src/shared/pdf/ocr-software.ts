/**
 * Software that writes a scan's OCR as the PDF's text layer, named in the document's Producer or Creator: Acrobat's
 * Paper Capture and ClearScan, ABBYY FineReader, OmniPage, Readiris, OCRmyPDF, tesseract. Such a text layer has an OCR
 * engine's misreadings ("SignaI word", "2O16/12/05"), and the parser reads it as it reads a page OCR'd here, with the
 * OCR repairs (sds-ocr.models.ts readOcrLayer); so is a layer drawn invisible (UNNAMED_OCR_LAYER). Not Acrobat's
 * Web Capture (a web page printed) nor a scanner's name alone (its PDF is an image, read by OCR here).
 */
const OCR_SOFTWARE = /paper\s*capture|clearscan|abbyy|fine\s*reader|omnipage|readiris|ocrmypdf|tesseract|\bocr\b/i;

/** The first of `names` that names OCR software, or null. */
export function ocrSoftwareNamed(...names: readonly unknown[]): string | null {
  for (const name of names) if (typeof name === "string" && OCR_SOFTWARE.test(name)) return name.trim().slice(0, 120);
  return null;
}

/**
 * What a text layer is called whose software is not named but whose text is drawn invisible (PDF text rendering mode 3
 * or 7): how OCR software lays its reading over a page's image, so that the page shows the scan and the text can be
 * searched and copied — a copier's "searchable PDF" names the copier, not its OCR. A typed sheet draws its text.
 */
export const UNNAMED_OCR_LAYER = "not named in the document; its text is drawn invisible over the page, as a searchable scan's is";

/** Most of the document's characters (spaces aside) drawn invisible: an OCR reading laid over scanned pages. */
export function isInvisibleLayer(drawn: { invisible: number; all: number }): boolean {
  return drawn.all > 0 && drawn.invisible >= drawn.all / 2;
}

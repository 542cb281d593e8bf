/**
 * Software that writes a scan's OCR as the PDF's text layer, named in the document's Producer or Creator: Acrobat's
 * Paper Capture and ClearScan, ABBYY FineReader, OmniPage, Readiris, OCRmyPDF, tesseract. Such a text layer has an OCR
 * engine's misreadings ("SignaI word", "2O16/12/05"), and the parser reads it as it reads a page OCR'd here, with the
 * OCR repairs (sds-ocr.models.ts readOcrLayer). Not Acrobat's Web Capture (a web page printed) nor a scanner's name alone
 * (its PDF is an image, read by OCR here).
 */
const OCR_SOFTWARE = /paper\s*capture|clearscan|abbyy|fine\s*reader|omnipage|readiris|ocrmypdf|tesseract|\bocr\b/i;

/** The first of `names` that names OCR software, or null. */
export function ocrSoftwareNamed(...names: readonly unknown[]): string | null {
  for (const name of names) if (typeof name === "string" && OCR_SOFTWARE.test(name)) return name.trim().slice(0, 120);
  return null;
}

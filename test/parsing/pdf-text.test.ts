import { describe, expect, test } from "bun:test";
import { extractPdfText, PdfReadError } from "../../src/shared/pdf/pdf-text.ts";
import { doubleInflateBombPdf, inflateBombPdf, textBombPdf } from "../helpers/hostile-pdf.ts";

/** A one-page PDF with the given lines of text, built by hand so the test needs no fixture file. */
function buildPdf(lines: string[]): Uint8Array {
  const content = lines.map((line, index) => `BT /F1 12 Tf 20 ${180 - index * 20} Td (${line}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** The same kind of PDF encrypted with AES-256 and a user password (made with qpdf --encrypt). */
const ENCRYPTED_PDF = Uint8Array.from(atob("JVBERi0xLjcKJb/3ov4KMSAwIG9iago8PCAvRXh0ZW5zaW9ucyA8PCAvQURCRSA8PCAvQmFzZVZlcnNpb24gLzEuNyAvRXh0ZW5zaW9uTGV2ZWwgOCA+PiA+PiAvUGFnZXMgMiAwIFIgL1R5cGUgL0NhdGFsb2cgPj4KZW5kb2JqCjIgMCBvYmoKPDwgL0NvdW50IDEgL0tpZHMgWyAzIDAgUiBdIC9UeXBlIC9QYWdlcyA+PgplbmRvYmoKMyAwIG9iago8PCAvQ29udGVudHMgNCAwIFIgL01lZGlhQm94IFsgMCAwIDIwMCAxMDAgXSAvUGFyZW50IDIgMCBSIC9SZXNvdXJjZXMgPDwgL0ZvbnQgPDwgL0YxIDUgMCBSID4+ID4+IC9UeXBlIC9QYWdlID4+CmVuZG9iago0IDAgb2JqCjw8IC9MZW5ndGggODAgL0ZpbHRlciAvRmxhdGVEZWNvZGUgPj4Kc3RyZWFtCvnwhDvt9FrFtX7YIAGJPOVQMOtV2kiOxybJYfTa3Dy0aOWQd/hiMMyIhhPVHjNH/Ef4X7+kvlv0GvoYXJNKjoK1vpqru6ue3L1/BF1sJ/q5ZW5kc3RyZWFtCmVuZG9iago1IDAgb2JqCjw8IC9CYXNlRm9udCAvSGVsdmV0aWNhIC9TdWJ0eXBlIC9UeXBlMSAvVHlwZSAvRm9udCA+PgplbmRvYmoKNiAwIG9iago8PCAvQ0YgPDwgL1N0ZENGIDw8IC9BdXRoRXZlbnQgL0RvY09wZW4gL0NGTSAvQUVTVjMgL0xlbmd0aCAzMiA+PiA+PiAvRmlsdGVyIC9TdGFuZGFyZCAvTGVuZ3RoIDI1NiAvTyA8MDQ3NjUwYjVlOTA0NzhmOWFlOTExNjQ2M2EyNWJiMTU2OWI5ZmRhMjY1YjdkYTIxZWUzNTllZDdhMzhhZWJmM2FjN2M0OGM2NGE4ZmQ2YmRhOTA3NDRiNjNjNmIzMDg4PiAvT0UgPDliMzhhMzBkOTkyMGNiZTExYmUxNmUwNDY4OGQzMDQ0ZmE3M2MzOWIyYjA5MmRlYzRkM2EzYzAzOGUzNTFlMTE+IC9QIC00IC9QZXJtcyA8ZGY3OGIxYmJlMzhiODk1Mjk0NDMyNTU3YTA4MTM0MGY+IC9SIDYgL1N0bUYgL1N0ZENGIC9TdHJGIC9TdGRDRiAvVSA8MmViZGQ5ZmVkNGM5YjA5ODVkOTdhMTQwMzBlYzE3ZDBhOTRjZThlMDVkY2YyZmMzODFjMWEzZmMxZjk4OGQ1ZmRmNjBlMDViOGI4ZDMyYTIwYmVlNzRmYTcxZDJlNTM0PiAvVUUgPDU4NDM1MzhlMTczODI4YTcwZDRmODk1YTVjMWI4MzFiYzkwYjU4NmJkNWRjNGUwNDk2NzBhNGE5YjEwY2E5YmQ+IC9WIDUgPj4KZW5kb2JqCnhyZWYKMCA3CjAwMDAwMDAwMDAgNjU1MzUgZiAKMDAwMDAwMDAxNSAwMDAwMCBuIAowMDAwMDAwMTMwIDAwMDAwIG4gCjAwMDAwMDAxODkgMDAwMDAgbiAKMDAwMDAwMDMxNyAwMDAwMCBuIAowMDAwMDAwNDY3IDAwMDAwIG4gCjAwMDAwMDA1MzcgMDAwMDAgbiAKdHJhaWxlciA8PCAvUm9vdCAxIDAgUiAvU2l6ZSA3IC9JRCBbPDQyZDk2MWNlZWMzMmVlNjMyMjI3MmVlY2Y2OTIyYTYwPjw0MmQ5NjFjZWVjMzJlZTYzMjIyNzJlZWNmNjkyMmE2MD5dIC9FbmNyeXB0IDYgMCBSID4+CnN0YXJ0eHJlZgoxMDg0CiUlRU9GCg=="), (char) => char.charCodeAt(0));


describe("extractPdfText", () => {
  test("groups text into lines top to bottom and keeps the caller's bytes", async () => {
    const bytes = buildPdf(["Signal word Danger", "H314 Causes severe skin burns"]);
    const text = await extractPdfText(bytes);
    expect(text.numPages).toBe(1);
    expect(text.pages[0].lines.map((line) => line.text)).toEqual(["Signal word Danger", "H314 Causes severe skin burns"]);
    expect(bytes.byteLength).toBeGreaterThan(0);
  });

  test("a page with almost no text counts as having no text layer", async () => {
    const text = await extractPdfText(buildPdf(["x"]));
    expect(text.hasTextLayer).toBe(false);
  });

  test("a broken PDF fails with kind 'broken'", async () => {
    const error = await extractPdfText(new TextEncoder().encode("%PDF-1.4\nnot really a pdf")).catch((e) => e);
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error.kind).toBe("broken");
  });

  test("an encrypted PDF fails with kind 'encrypted'", async () => {
    const error = await extractPdfText(ENCRYPTED_PDF).catch((e) => e);
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error.kind).toBe("encrypted");
  });

  test("more pages than allowed fails with kind 'too_many_pages'", async () => {
    const error = await extractPdfText(buildPdf(["one page"]), { maxPages: 0 }).catch((e) => e);
    expect(error.kind).toBe("too_many_pages");
  });
});

describe("caps of extractPdfText", () => {
  test("a document whose content expands past the budget is refused before pdf.js inflates it", async () => {
    const error = await extractPdfText(await inflateBombPdf(64), { maxDecodedBytes: 16 * 1024 * 1024 }).catch((e) => e);
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error.kind).toBe("too_large");
    expect(error.message).toBe("the PDF expands to more than 16 MB of content; it was not read");
  });

  test("deflating twice (a chain of Flate filters) does not hide the expansion", async () => {
    const error = await extractPdfText(await doubleInflateBombPdf(64), { maxDecodedBytes: 16 * 1024 * 1024 }).catch((e) => e);
    expect(error.kind).toBe("too_large");
  });

  test("a text bomb (hundreds of thousands of tiny runs) stops at the text budget", async () => {
    const error = await extractPdfText(textBombPdf(50_000), { maxTextChars: 100_000 }).catch((e) => e);
    expect(error.kind).toBe("too_much_text");
    expect(error.message).toContain("more than 100,000 characters");
  });

  test("a document within its budgets reads as before", async () => {
    const text = await extractPdfText(buildPdf(["Signal word Danger"]), { maxDecodedBytes: 1024, maxTextChars: 100 });
    expect(text.pages[0]!.lines[0]!.text).toBe("Signal word Danger");
  });
});

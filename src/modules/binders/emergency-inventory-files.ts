/** The emergency inventory as CSV (RFC 4180, spreadsheet-safe cells) and as a landscape PDF table (pdf-lib). */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { embedPrintFonts } from "../../shared/pdf/unicode-fonts";
import { csvCell } from "../reports/inventory-csv";
import type { EmergencyRow } from "./emergency-inventory";

export type EmergencyHeader = { siteName: string; siteAddress: string | null; companyName: string; emergencyPhone: string | null; generatedAt: Date };

const HEADER = ["product_name", "manufacturer", "cas_number", "locations", "max_quantity_on_hand", "physical_state", "signal_word", "hazard_classes", "emergency_phone_24h", "sds_on_file"];

export function emergencyInventoryCsv(rows: EmergencyRow[]): string {
  const lines = rows.map((r) => [
    r.productName, r.manufacturer, r.casNumber, r.locations, r.maxQuantity, r.physicalState, r.signalWord, r.hazardClasses.join("; "), r.emergencyPhone, r.sdsOnFile ? "yes" : "no",
  ].map(csvCell).join(","));
  return `\uFEFF${[HEADER.join(","), ...lines].join("\r\n")}\r\n`;
}

const PAGE: [number, number] = [792, 612]; // US Letter, landscape
const MARGIN = 36;
const SIZE = 8.5;
const LINE = 10.5;
/** Column widths plus 6 pt gaps fit between the margins (711 of 720 pt). */
const COLS = [
  { title: "Product / manufacturer / CAS", w: 160 }, { title: "Location", w: 100 }, { title: "Max on hand", w: 65 },
  { title: "State", w: 40 }, { title: "Signal word", w: 50 }, { title: "Hazard classes", w: 160 }, { title: "24-h emergency no.", w: 100 },
];

function wrap(text: string, font: PDFFont, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, SIZE) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  // A single word wider than the column is cut in pieces rather than printed over the next column.
  return lines.flatMap((l) => {
    const parts: string[] = [];
    let rest = l;
    while (font.widthOfTextAtSize(rest, SIZE) > width && rest.length > 1) {
      let n = rest.length - 1;
      while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), SIZE) > width) n--;
      parts.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    parts.push(rest);
    return parts;
  });
}

export async function emergencyInventoryPdf(header: EmergencyHeader, rows: EmergencyRow[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Emergency inventory: ${header.siteName}`);
  pdf.setProducer("chemsafe");
  pdf.setCreator("chemsafe");
  pdf.setCreationDate(header.generatedAt);
  const { regular, bold, text: spell } = await embedPrintFonts(pdf);
  let page: PDFPage;
  let y = 0;
  let pageNo = 0;
  const startPage = () => {
    page = pdf.addPage(PAGE);
    pageNo++;
    y = PAGE[1] - MARGIN;
    page.drawText(spell(`Emergency inventory: ${header.siteName}`), { x: MARGIN, y: y - 14, size: 16, font: bold });
    const sub = [header.companyName, header.siteAddress, `as of ${header.generatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC`, `page ${pageNo}`].filter(Boolean).join("  |  ");
    page.drawText(spell(sub), { x: MARGIN, y: y - 30, size: 9, font: regular });
    if (header.emergencyPhone) page.drawText(spell(`Site emergency number: ${header.emergencyPhone}`), { x: MARGIN, y: y - 44, size: 11, font: bold, color: rgb(0.75, 0, 0) });
    y -= 62;
    // Titles wrap inside their column (DejaVu is wider than the Helvetica the widths were first set for).
    const titles = COLS.map((c) => wrap(c.title, bold, c.w));
    const extra = (Math.max(...titles.map((t) => t.length)) - 1) * LINE;
    let x = MARGIN;
    COLS.forEach((c, k) => {
      const lines = titles[k]!;
      lines.forEach((line, i) => page.drawText(line, { x, y: y - extra + (lines.length - 1 - i) * LINE, size: SIZE, font: bold }));
      x += c.w + 6;
    });
    y -= 4 + extra;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: PAGE[0] - MARGIN, y }, thickness: 0.6 });
    y -= LINE;
  };
  startPage();
  if (rows.length === 0) page!.drawText("Nothing is stored at this site.", { x: MARGIN, y, size: 10, font: regular });
  for (const r of rows) {
    const cells = [
      [r.productName, r.manufacturer, r.casNumber ? `CAS ${r.casNumber}` : ""].filter(Boolean).join(" / "), r.locations, r.maxQuantity,
      r.physicalState ?? "not stated", r.signalWord ?? "none", r.hazardClasses.length > 0 ? r.hazardClasses.join("; ") : r.sdsOnFile ? "none stated" : "no SDS on file",
      r.emergencyPhone ?? (r.sdsOnFile ? "not stated on the SDS" : "no SDS on file"),
    ].map((text, k) => wrap(spell(text), k === 0 ? bold : regular, COLS[k]!.w));
    const height = Math.max(...cells.map((c) => c.length)) * LINE + 3;
    if (y - height < MARGIN) startPage();
    let x = MARGIN;
    cells.forEach((lines, k) => {
      lines.forEach((line, i) => page!.drawText(line, { x, y: y - i * LINE, size: SIZE, font: k === 0 ? bold : regular }));
      x += COLS[k]!.w + 6;
    });
    y -= height;
    page!.drawLine({ start: { x: MARGIN, y: y + LINE - 2 }, end: { x: PAGE[0] - MARGIN, y: y + LINE - 2 }, thickness: 0.2, color: rgb(0.6, 0.6, 0.6) });
  }
  return pdf.save();
}

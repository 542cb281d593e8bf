/**
 * Labels → one PDF (pdf-lib): every label laid out on its faces (label-layout.ts), faces placed one per page
 * on single-label stock or label after label on a sheet. Pictograms and the QR code are vector paths.
 */
import { PDFDocument, type PDFFont, type PDFPage, PDFString, rgb } from "pdf-lib";
import { drawPictogram } from "../../shared/ghs/index.ts";
import { embedPrintFonts } from "../../shared/pdf/unicode-fonts.ts";
import { type LabelContent } from "./label-content.ts";
import { type Face, layoutLabel, type TextStyle } from "./label-layout.ts";
import { qrOperators } from "./label-qr.ts";
import { LABEL_STOCK, type LabelSize } from "./label-sizes.ts";

export async function renderLabelsPdf(labels: { title: string; content: LabelContent }[], size: LabelSize, now: Date): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(labels.length === 1 ? `Label: ${spell(labels[0]!.title)}` : `Labels (${labels.length})`);
  pdf.setProducer("chemsafe");
  pdf.setCreator("chemsafe");
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const print = await embedPrintFonts(pdf);
  const fonts: Record<TextStyle, PDFFont> = { regular: print.regular, bold: print.bold };
  const encode = print.text;
  // Widths at 1 pt, kept per string: layout measures the same words at many sizes.
  const widths = new Map<string, number>();
  const measure = (text: string, style: TextStyle, sizePt: number) => {
    const key = `${style}\u0000${text}`;
    let width = widths.get(key);
    if (width === undefined) widths.set(key, (width = fonts[style].widthOfTextAtSize(encode(text), 1)));
    return width * sizePt;
  };

  const stock = LABEL_STOCK[size];
  const slot = stock.slots[0]!;
  const faces: Face[] = labels.flatMap(({ content }) => layoutLabel(encodeContent(content, encode), { w: slot.w, h: slot.h }, measure));

  let page = pdf.addPage([stock.page.w, stock.page.h]);
  faces.forEach((face, i) => {
    const index = i % stock.slots.length;
    if (i > 0 && index === 0) page = pdf.addPage([stock.page.w, stock.page.h]);
    const box = stock.slots[index]!;
    if (stock.sheet) {
      page.drawRectangle({ x: box.x, y: box.y, width: box.w, height: box.h, borderColor: rgb(0.8, 0.8, 0.8), borderWidth: 0.3 });
    }
    const top = box.y + box.h;
    for (const item of face) {
      if (item.kind === "text") {
        page.drawText(item.text, { x: box.x + item.x, y: top - item.y, size: item.size, font: fonts[item.style], color: rgb(0, 0, 0) });
      } else if (item.kind === "pictogram") {
        drawPictogram(page, item.code, { x: box.x + item.x, y: top - item.y - item.size, size: item.size });
      } else {
        page.pushOperators(...qrOperators(item.data, { x: box.x + item.x, top: top - item.y, size: item.size }));
        addLink(pdf, page, item.data, [box.x + item.x, top - item.y - item.size, box.x + item.x + item.size, top - item.y]);
      }
    }
  });
  return pdf.save();
}

/** The QR code is also a link in the PDF (a click on a screen opens what a phone's camera would). */
function addLink(pdf: PDFDocument, page: PDFPage, url: string, rect: [number, number, number, number]) {
  page.node.addAnnot(pdf.context.register(pdf.context.obj({
    Type: "Annot", Subtype: "Link", Rect: rect, Border: [0, 0, 0], A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
  })));
}

/** Every string the label prints, spelled in the font's characters before it is measured. */
function encodeContent(content: LabelContent, encode: (text: string) => string): LabelContent {
  return {
    ...content,
    identifier: encode(content.identifier),
    signalWord: content.signalWord ? encode(content.signalWord) : null,
    body: content.body.map((p) => ({ ...p, text: encode(p.text) })),
  };
}

/** Document metadata is UTF-16 in PDF: only control characters are removed. */
const spell = (text: string) => text.replace(/[\u0000-\u001f]/g, " ");

/**
 * The binder as one PDF, written to a file as it is built: a cover, an index (product, manufacturer, revision
 * date, locations, first page; each row links to its SDS) and every SDS appended as it is (pdf-lib copyPages),
 * each page stamped with its binder page number. One SDS is held in memory at a time: its pages' objects are
 * written and dropped before the next is read (pdf-stream-writer.ts). An SDS that cannot be read (damaged,
 * encrypted, file missing) is listed as "could not be included", not a failed binder.
 */
import {
  type PDFFont, type PDFPage, PDFArray, PDFDocument, PDFName, PDFNumber, PDFRef, popGraphicsState, pushGraphicsState, rgb,
} from "pdf-lib";
import { PdfStreamWriter } from "../../shared/pdf/pdf-stream-writer";
import { embedPrintFonts } from "../../shared/pdf/unicode-fonts";
import type { BinderEntry } from "./binder-entries";

const PAGE: [number, number] = [612, 792]; // US Letter: the paper a US plant's binder is printed on
const MARGIN = 48;
const ROW = 19;
const INDEX_TOP = 700;
export const ROWS_PER_INDEX_PAGE = Math.floor((INDEX_TOP - 60) / ROW);

export type BinderCover = { siteName: string; companyName: string; emergencyPhone: string | null; builtAt: Date };
export type EntryOutcome = { entry: BinderEntry; firstPage: number | null; pages: number; problem: string | null };

export async function writeBinderPdf(opts: {
  path: string;
  cover: BinderCover;
  entries: BinderEntry[];
  readSds: (entry: BinderEntry) => Promise<Uint8Array | null>;
  onProgress: (done: number, total: number) => void;
}): Promise<{ pageCount: number; outcomes: EntryOutcome[] }> {
  const out = await PDFDocument.create({ updateMetadata: false });
  out.setTitle(`SDS binder: ${opts.cover.siteName}`);
  out.setProducer("chemsafe");
  out.setCreator("chemsafe");
  out.setCreationDate(opts.cover.builtAt);
  const { regular, bold, text: spell } = await embedPrintFonts(out);
  const pagesRef = out.catalog.get(PDFName.of("Pages")) as PDFRef;
  const keep = new Set([out.context.trailerInfo.Root, out.context.trailerInfo.Info, pagesRef].map((r) => (r as PDFRef).objectNumber));
  // The fonts are subsets: their objects are made at the end (flush), with every glyph the binder used.
  for (const [ref] of out.context.enumerateIndirectObjects()) keep.add(ref.objectNumber);

  const writer = new PdfStreamWriter(opts.path);
  try {
    const frontPages = 1 + Math.max(1, Math.ceil(opts.entries.length / ROWS_PER_INDEX_PAGE));
    const sdsPageRefs: PDFRef[] = [];
    const outcomes: EntryOutcome[] = [];
    let pageNumber = frontPages;
    for (const [i, entry] of opts.entries.entries()) {
      const outcome: EntryOutcome = { entry, firstPage: null, pages: 0, problem: null };
      outcomes.push(outcome);
      if (!entry.sds) outcome.problem = "no SDS on file";
      else {
        try {
          const bytes = await opts.readSds(entry);
          if (!bytes) throw new Error("the file is missing");
          const src = await PDFDocument.load(bytes, { updateMetadata: false });
          const copied = await out.copyPages(src, src.getPageIndices());
          if (copied.length === 0) throw new Error("it has no pages");
          outcome.firstPage = pageNumber + 1;
          for (const page of copied) {
            pageNumber++;
            stampPageNumber(out, page, spell(`${entry.productName} - binder page ${pageNumber}`), regular);
            page.node.set(PDFName.of("Parent"), pagesRef);
            sdsPageRefs.push(page.ref); // the page tree and the index need only its reference
          }
          outcome.pages = copied.length;
        } catch (err) {
          outcome.problem = err instanceof Error && err.message === "the file is missing"
            ? "could not be included: its file is missing from the appliance; upload the SDS again"
            : `could not be included (the file is damaged or protected): open ${entry.sds.fileName} in the binder ZIP, or download it from chemsafe`;
          outcome.firstPage = null;
        }
      }
      // Everything of this SDS is written now and leaves memory before the next one is read.
      writer.flushExcept(out.context, keep);
      opts.onProgress(i + 1, opts.entries.length);
    }

    const front = [coverPage(out, opts.cover, outcomes, { regular, bold }, spell)];
    front.push(...indexPages(out, outcomes, sdsPageRefs, frontPages - 1, { regular, bold }, spell));
    const kids = [...front.map((p) => p.ref), ...sdsPageRefs];
    const tree = out.context.lookup(pagesRef) as unknown as { set(k: PDFName, v: unknown): void };
    tree.set(PDFName.of("Kids"), out.context.obj(kids));
    tree.set(PDFName.of("Count"), PDFNumber.of(kids.length));
    await out.flush();
    writer.finish(out.context);
    return { pageCount: kids.length, outcomes };
  } catch (err) {
    writer.abandon();
    throw err;
  }
}

/** The page number in the bottom margin, drawn outside the page's own graphics state (wrapped in q … Q). */
function stampPageNumber(doc: PDFDocument, page: PDFPage, text: string, font: PDFFont) {
  const start = doc.context.register(doc.context.contentStream([pushGraphicsState()]));
  const end = doc.context.register(doc.context.contentStream([popGraphicsState()]));
  page.node.wrapContentStreams(start, end);
  const box = page.getCropBox();
  const size = 8;
  const width = font.widthOfTextAtSize(text, size);
  page.drawRectangle({ x: box.x + box.width - width - 22, y: box.y + 6, width: width + 8, height: size + 5, color: rgb(1, 1, 1) });
  page.drawText(text, { x: box.x + box.width - width - 18, y: box.y + 9, size, font, color: rgb(0, 0, 0) });
}

type Fonts = { regular: PDFFont; bold: PDFFont };

/** A new page in the document's context (not yet in the page tree: the caller orders the kids). */
function newPage(doc: PDFDocument, pagesRef: PDFRef): PDFPage {
  const page = doc.addPage(PAGE);
  page.node.set(PDFName.of("Parent"), pagesRef);
  return page;
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

function coverPage(doc: PDFDocument, cover: BinderCover, outcomes: EntryOutcome[], fonts: Fonts, spell: (t: string) => string): PDFPage {
  const page = newPage(doc, doc.catalog.get(PDFName.of("Pages")) as PDFRef);
  const included = outcomes.filter((o) => o.firstPage !== null).length;
  let y = 640;
  const line = (text: string, size: number, font = fonts.regular) => {
    page.drawText(fit(spell(text), font, size, PAGE[0] - 2 * MARGIN), { x: MARGIN, y, size, font });
    y -= size * 1.6;
  };
  line("Safety Data Sheets", 30, fonts.bold);
  line(cover.siteName, 22, fonts.bold);
  line(cover.companyName, 14);
  y -= 20;
  if (cover.emergencyPhone) line(`Emergency telephone: ${cover.emergencyPhone}`, 16, fonts.bold);
  line(`Built ${cover.builtAt.toISOString().slice(0, 16).replace("T", " ")} UTC`, 12);
  line(`${outcomes.length} products; ${included} SDSs included`, 12);
  const left = outcomes.length - included;
  if (left > 0) line(`${left} listed in the index without their SDS (see the index for why)`, 12);
  y -= 20;
  line("The index on the next page lists every product stored at this site; click a row to go to its SDS.", 10);
  line("This binder is a copy: the current SDSs are in chemsafe.", 10);
  return page;
}

function indexPages(doc: PDFDocument, outcomes: EntryOutcome[], sdsPageRefs: PDFRef[], count: number, fonts: Fonts, spell: (t: string) => string): PDFPage[] {
  const pagesRef = doc.catalog.get(PDFName.of("Pages")) as PDFRef;
  const frontPages = count + 1;
  const cols = [
    { title: "Product", x: MARGIN, w: 170 }, { title: "Manufacturer", x: MARGIN + 175, w: 110 },
    { title: "Revision", x: MARGIN + 290, w: 58 }, { title: "Location", x: MARGIN + 352, w: 120 }, { title: "Page", x: MARGIN + 476, w: 40 },
  ];
  const pages: PDFPage[] = [];
  for (let p = 0; p < count; p++) {
    const page = newPage(doc, pagesRef);
    pages.push(page);
    page.drawText(`Index${count > 1 ? ` (${p + 1} of ${count})` : ""}`, { x: MARGIN, y: INDEX_TOP + 40, size: 16, font: fonts.bold });
    for (const c of cols) page.drawText(c.title, { x: c.x, y: INDEX_TOP + 12, size: 9, font: fonts.bold });
    page.drawLine({ start: { x: MARGIN, y: INDEX_TOP + 8 }, end: { x: PAGE[0] - MARGIN, y: INDEX_TOP + 8 }, thickness: 0.5 });
    const annots: PDFRef[] = [];
    outcomes.slice(p * ROWS_PER_INDEX_PAGE, (p + 1) * ROWS_PER_INDEX_PAGE).forEach((o, i) => {
      const y = INDEX_TOP - 8 - i * ROW;
      const values = [o.entry.productName, o.entry.manufacturer, o.entry.sds?.revisionDate ?? "—", o.entry.locations, o.firstPage ? String(o.firstPage) : ""];
      values.forEach((v, k) => page.drawText(fit(spell(v), fonts.regular, 9, cols[k]!.w), { x: cols[k]!.x, y, size: 9, font: fonts.regular }));
      if (o.problem) {
        page.drawText(fit(spell(o.problem), fonts.regular, 7, PAGE[0] - 2 * MARGIN - 8), { x: cols[0]!.x + 8, y: y - 8.5, size: 7, font: fonts.regular, color: rgb(0.7, 0, 0) });
      }
      if (o.firstPage) {
        const target = sdsPageRefs[o.firstPage - frontPages - 1]!;
        annots.push(doc.context.register(doc.context.obj({
          Type: "Annot", Subtype: "Link", Rect: [MARGIN, y - 4, PAGE[0] - MARGIN, y + 11], Border: [0, 0, 0],
          Dest: [target, "XYZ", null, null, null],
        })));
      }
    });
    if (annots.length > 0) page.node.set(PDFName.of("Annots"), doc.context.obj(annots) as PDFArray);
  }
  return pages;
}

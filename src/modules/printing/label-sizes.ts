/**
 * Label stock: single labels (one label per page, for label printers) and sheets of labels for office printers
 * (Avery 5163 on Letter, Avery L7165 on A4). All measures in PDF points (1/72 in).
 */
const inch = (n: number) => n * 72;
const mm = (n: number) => (n * 72) / 25.4;

export const LABEL_SIZES = ["4x6", "4x3", "2x4", "a6", "a7", "avery-5163", "avery-l7165"] as const;
export type LabelSize = (typeof LABEL_SIZES)[number];

export type Box = { x: number; y: number; w: number; h: number };

export type LabelStock = {
  /** The page the PDF has. */
  page: { w: number; h: number };
  /** Where each label sits on the page, in printing order (top-left first); y is the label's lower edge. */
  slots: Box[];
  /** Label stock is a sheet of several labels: the outlines are drawn faintly so that a plain-paper proof can be cut. */
  sheet: boolean;
};

function single(w: number, h: number): LabelStock {
  return { page: { w, h }, slots: [{ x: 0, y: 0, w, h }], sheet: false };
}

function sheet(o: { page: { w: number; h: number }; label: { w: number; h: number }; cols: number; rows: number; left: number; top: number; gapX: number; gapY: number }): LabelStock {
  const slots: Box[] = [];
  for (let row = 0; row < o.rows; row++) {
    for (let col = 0; col < o.cols; col++) {
      const x = o.left + col * (o.label.w + o.gapX);
      const top = o.top + row * (o.label.h + o.gapY);
      slots.push({ x, y: o.page.h - top - o.label.h, w: o.label.w, h: o.label.h });
    }
  }
  return { page: o.page, slots, sheet: true };
}

export const LABEL_STOCK: Readonly<Record<LabelSize, LabelStock>> = {
  "4x6": single(inch(4), inch(6)),
  "4x3": single(inch(4), inch(3)),
  "2x4": single(inch(4), inch(2)),
  a6: single(mm(105), mm(148)),
  a7: single(mm(105), mm(74)),
  // Avery 5163: Letter, 2 × 5 labels of 4 × 2 in; top margin 0.5 in, side 5/32 in, 3/16 in between columns.
  "avery-5163": sheet({ page: { w: inch(8.5), h: inch(11) }, label: { w: inch(4), h: inch(2) }, cols: 2, rows: 5, left: inch(0.15625), top: inch(0.5), gapX: inch(0.1875), gapY: 0 }),
  // Avery L7165: A4, 2 × 4 labels of 99.1 × 67.7 mm; top margin 13.1 mm, side 4.65 mm, 2.5 mm between columns.
  "avery-l7165": sheet({ page: { w: mm(210), h: mm(297) }, label: { w: mm(99.1), h: mm(67.7) }, cols: 2, rows: 4, left: mm(4.65), top: mm(13.1), gapX: mm(2.5), gapY: 0 }),
};

/**
 * The gap between a row's cells, one definition for every reader of cells. Our PDF reader (src/shared/pdf/) parts a
 * row's cells with four spaces; a text layer from elsewhere (a transcript, another reader) with three or more, or a tab.
 */

/** The gap our reader sets between a row's cells: where a rewritten line parts two cells, it is this. */
export const READER_CELL_GAP = "    ";
/** A gap between two cells: three blanks or more, or a tab. For `split` and `test` (no global flag: no state kept). */
export const CELL_GAP = /\s{3,}|\t/;
/** CELL_GAP's source in a group of its own, to build into other patterns ("a colon or a cell gap", "up to the cell's end"). */
export const CELL_GAP_SOURCE = `(?:${CELL_GAP.source})`;
/** Two cells or more on a line: text, a cell gap, text. For `test` (no global flag). */
export const BETWEEN_CELLS = new RegExp(`\\S${CELL_GAP_SOURCE}\\S`, "u");

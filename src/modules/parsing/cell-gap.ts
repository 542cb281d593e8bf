/**
 * The gap between a row's cells, one definition for every reader of cells. Our PDF reader (src/shared/pdf/) parts a
 * row's cells with four spaces; a text layer from elsewhere (a transcript, another reader) with three or more, or a tab.
 */

/** A gap between two cells: three blanks or more, or a tab. For `split` and `test` (no global flag: no state kept). */
export const CELL_GAP = /\s{3,}|\t/;

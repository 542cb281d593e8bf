/**
 * A PDF that holds more than one safety data sheet: a two-part product's sheets one after the other (an epoxy kit's
 * resin and its hardener), a supplier's sheets bound in one file. The parser reads the first sheet and the record is
 * that sheet's; the others' hazards would be dropped without a word (a kit's corrosive hardener, H314, read as nothing).
 * So the parse says so and waits for a person: it names the next sheet, the page it begins on and the hazard codes it
 * prints that the record lacks. A sheet printed again — in another language (a Canadian sheet's French half), or under
 * the same product name with no hazard code of its own — is no other sheet, nor numbered parts that name no product (an
 * exposure scenario's annex).
 */
import type { DocLine, HeadingCandidate, ParsedSds, SdsText } from "./types.ts";

/**
 * Where each sheet after the first begins: a section-1 heading followed by section 2's and section 3's before the next
 * section 1, on a later page than the sheet before it (a section-1 heading repeated within a sheet, a page's running
 * title, a second reading of its own page, is not a sheet).
 */
export function laterSheetStarts(lines: readonly DocLine[], headings: readonly HeadingCandidate[]): number[] {
  const starts: number[] = [];
  headings.forEach((heading, index) => {
    if (heading.semantic !== 1) return;
    let hazards = false;
    for (let next = index + 1; next < headings.length && headings[next]!.semantic !== 1; next++) {
      if (headings[next]!.semantic === 2) hazards = true;
      else if (headings[next]!.semantic === 3 && hazards) {
        if (starts.length === 0 || lines[heading.lineIndex]!.page > lines[starts[starts.length - 1]!]!.page) starts.push(heading.lineIndex);
        return;
      }
    }
  });
  return starts.slice(1);
}

/**
 * The document from a line on, up to another line if given (its page's lines above it): one sheet's pages, numbered
 * from 1 as a sheet of its own (its language is read from its first pages).
 */
function textBetween<T extends SdsText>(text: T, from: DocLine, to: DocLine | undefined): T {
  const pages = text.pages
    .filter((page) => page.number >= from.page && (to === undefined || page.number <= to.page))
    .map((page, index) => ({ ...page, number: index + 1, lines: page.lines.filter((each) => (page.number !== from.page || each.y >= from.y - 0.5) && (page.number !== to?.page || each.y < to.y - 0.5)) }));
  return { ...text, numPages: pages.length, pages };
}

/**
 * The parse with the next sheet noted where the document holds more than one: a warning naming it, its page and the
 * hazard codes it prints that the first sheet's record lacks, and a reason to review. `parse` reads the next sheet alone,
 * up to the one after it (parseSds, not looking further itself: a binder of many sheets costs one more sheet's reading).
 */
export function withOtherSheetsNoted<T extends SdsText>(parsed: ParsedSds, text: T, [start, end]: readonly [DocLine, DocLine?], parse: (text: T) => ParsedSds): ParsedSds {
  const other = parse(textBetween(text, start, end));
  // A sheet names its product: numbered parts without one are an annex's (an exposure scenario's "1. Title section").
  if (other.product_name === null) return parsed;
  // The same sheet again in another language is no other product; under the same name, only if it adds no hazard code
  // (a kit's parts may share the kit's name, "Part B" in a line below it).
  const sameName = parsed.product_name !== null && other.product_name.toLowerCase() === parsed.product_name.toLowerCase();
  const lacking = other.h_codes.filter((code) => !parsed.h_codes.includes(code));
  if (other.document_language !== parsed.document_language || (sameName && lacking.length === 0)) return parsed;
  const name = ` ("${other.product_name}")`;
  const codes = lacking.length > 0 ? `, with hazard codes this record lacks (${lacking.join(", ")})` : "";
  return {
    ...parsed,
    warnings: [...parsed.warnings, `the PDF holds more than one safety data sheet: another begins on page ${start.page}${name}${codes}; the values here are the first sheet's`],
    needs_review_reasons: [
      ...parsed.needs_review_reasons,
      `the PDF holds more than one safety data sheet (another, "${other.product_name}", begins on page ${start.page}): check which product this record is for, and upload the other sheets apart`,
    ],
  };
}

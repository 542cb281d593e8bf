/**
 * Line-printer output (an old mainframe MSDS) prints a form's code before every line ("D1 COMMON NAME: …", "D1    2245
 * AIR PARK DRIVE"), and every label then starts past it. A page of ten lines or more where one short code — one or two
 * capitals and one or two digits, or two or three digits — opens at least nine lines in ten has it taken off those
 * lines; other pages are given back as they are (the same array when no page has one).
 */
import type { SdsTextPage } from "./types.ts";

const CODE = /^([A-Z]{1,2}\d{1,2}|\d{2,3})(?=\s|[=*_-]|$)/;
const MIN_LINES = 10;
const SHARE = 0.9;

function pageCode(page: SdsTextPage): string | null {
  if (page.lines.length < MIN_LINES) return null;
  const counts = new Map<string, number>();
  for (const line of page.lines) {
    const code = CODE.exec(line.text)?.[1];
    if (code !== undefined) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  for (const [code, count] of counts) if (count >= SHARE * page.lines.length) return code;
  return null;
}

export function withoutLinePrefix(pages: readonly SdsTextPage[]): SdsTextPage[] {
  const codes = pages.map(pageCode);
  if (codes.every((code) => code === null)) return pages as SdsTextPage[];
  return pages.map((page, index) => {
    const code = codes[index];
    if (!code) return page;
    return { ...page, lines: page.lines.map((line) => (CODE.exec(line.text)?.[1] === code ? { ...line, text: line.text.slice(code.length).trimStart() } : line)) };
  });
}

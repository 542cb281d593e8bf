/**
 * Product name and manufacturer of a pesticide label, read from its text (pure). Labels rarely say
 * "Product name:", so several clues are tried from the most to the least reliable.
 */
import type { LabelSegment } from "./label-extract";

const COMPANY_SUFFIX = /\b(?:Inc|L\.?L\.?C|Corp(?:oration)?|Company|Co|Ltd|Limited|GmbH|S\.?A|AG|L\.?P|PLC|B\.?V)\b\.?/i;
const COMPANY_AT_END = new RegExp(`^(.{2,80}?${COMPANY_SUFFIX.source})`, "i");
const MAKER_MARKER = /\b(?:Manufactured|Distributed|Produced|Packed|Packaged|Marketed|Formulated)\s*(?:\[?\s*(?:for|by)\s*\]?\s*)*(?:\/[^:]*)?:\)?\s*(.*)$/i;
const TRADEMARK_OF = /registered\s+trademarks?\s+of\s+(.+)$/i;
const TRADEMARK_NAME = /^(.*?)\s+is\s+a\s+registered\s+trademark/i;

// Text that is on every label and never the product's name.
// "LABEL" alone: the second word of a "SPECIMEN LABEL" / "MASTER LABEL" watermark set diagonally, which the reader
// gives as lines of their own.
const BOILERPLATE = /^(?:DANGER|WARNING|CAUTION|KEEP OUT|SPECIMEN|MASTER LABEL|LABEL$|SAMPLE|ACTIVE INGREDIENT|OTHER INGREDIENT|INERT|TOTAL|PRECAUTIONARY|DIRECTIONS|FIRST AID|STORAGE|ENVIRONMENTAL|HAZARDS|NET |EPA |READ |SEE |PAGE |SUBLABEL|FOR |CONTAINS|PRODUCT INFORMATION|HOTLINE|WARRANTY|NOTE|IF |V\d|UNITED STATES|OFFICE OF)/i;

const clean = (s: string): string => s.replace(/[®™©]/g, "").replace(/\s+/g, " ").replace(/^[\s,;:.\-–]+|[\s,;:\-–]+$/g, "").trim();

/** A company name ends at its legal suffix ("Marrone Bio Innovations, Inc. 1540 Drew Ave." → "…, Inc."). */
function companyIn(text: string): string | null {
  const m = COMPANY_AT_END.exec(clean(text));
  if (m) return clean(m[1]!).replace(/(\b(?:Inc|Co|Corp|Ltd))$/i, "$1.");
  return null;
}

const looksLikeAddress = (s: string): boolean => /\d{3,}|P\.?\s?O\.?\s+Box|@|www\.|\.com\b/i.test(s);
const looksLikeName = (s: string): boolean => /[A-Za-z]{3}/.test(s) && s.length <= 60 && !BOILERPLATE.test(s) && !/%|\.{4,}|\bEPA\b|:|-$/i.test(s);

/** Each segment's text followed by the same column of the next line (sentences wrap). */
function* withNextLine(segments: LabelSegment[]): Generator<string> {
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    const next = segments.slice(i + 1, i + 8).find((x) => x.line === s.line + 1 && x.col === s.col);
    yield next ? `${s.text} ${next.text}` : s.text;
  }
}

export function labelManufacturer(segments: LabelSegment[]): string | null {
  // 1. "Distributed by:", "Manufactured for:", "Produced For/Fabricado para:" — on the same segment or below it.
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]!;
    const m = MAKER_MARKER.exec(s.text);
    if (!m) continue;
    const rest = m[1]!.trim();
    if (rest && /[A-Za-z]{3}/.test(rest)) return companyIn(rest) ?? clean(rest.split(/\s{2,}|,\s*\d/)[0]!);
    const below = segments.filter((x) => x.line > s.line && x.line <= s.line + 4 && x.col === s.col && x.page === s.page);
    const company = below.map((x) => companyIn(x.text)).find(Boolean);
    if (company) return company;
    const first = below.find((x) => looksLikeName(x.text) && !looksLikeAddress(x.text));
    if (first) return clean(first.text);
  }
  // 2. "… is a registered trademark of BioSafe Systems, LLC." (often broken over two lines)
  for (const text of withNextLine(segments)) {
    const m = TRADEMARK_OF.exec(text);
    const company = m ? companyIn(m[1]!) : null;
    if (company) return company;
  }
  // 3. A line that is only a company name.
  for (const s of segments) {
    if (s.page > 2) break;
    const company = companyIn(s.text);
    if (company && clean(s.text).length <= company.length + 2) return company;
  }
  return null;
}

export function labelProductName(segments: LabelSegment[]): string | null {
  // 1. "Product Name: …" (regulator letters, some labels).
  for (const s of segments) {
    const m = /^Product\s+Name\s*:\s*(.{2,80})$/i.exec(s.text);
    if (m) return clean(m[1]!);
  }
  // 2. A running header "BotaniGard® 22WP, EPA Reg. No. 82074-2".
  for (const s of segments) {
    const m = /^(.{2,60}?)[,;]\s*EPA\s+Reg/i.exec(s.text);
    if (m && looksLikeName(clean(m[1]!))) return clean(m[1]!);
  }
  // 3. The largest print on the first two pages, when it stands out from the body text.
  const early = segments.filter((s) => s.page <= 2 && s.fontSize !== undefined);
  if (early.length) {
    const sizes = early.map((s) => s.fontSize!).sort((a, b) => a - b);
    const body = sizes[Math.floor(sizes.length / 2)]!;
    const candidates = early.filter((s) => s.fontSize! >= body * 1.5 && looksLikeName(clean(s.text)) && clean(s.text).length >= 3);
    if (candidates.length) return clean(candidates.reduce((a, b) => (b.fontSize! > a.fontSize! ? b : a)).text);
  }
  // 4. "©2019 BioSafe Systems, LLC. ZeroTol® HC is a registered trademark of …": the last sentence before it.
  for (const s of segments) {
    const m = TRADEMARK_NAME.exec(s.text);
    const name = m ? clean(m[1]!.split(/\.\s+/).at(-1)!) : "";
    if (name && looksLikeName(name) && name.split(" ").length <= 5) return name;
  }
  // 5. Plain text without print sizes: the first line that reads like a name.
  if (!early.length) {
    const first = segments.slice(0, 15).find((s) => looksLikeName(clean(s.text)) && !looksLikeAddress(s.text) && !/[.:]$/.test(s.text.trim()));
    if (first) return clean(first.text);
  }
  return null;
}

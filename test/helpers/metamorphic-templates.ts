/**
 * Metamorphic transformations modelled on the layouts other EU/US/CA/AU generators print (session 16, M1–M10):
 * section 1 as a table of labels over values, a document-control line ("Version 3.1 | Revision date: … | Print date: …"),
 * the product's name in capitals with a trade mark sign and a labelled code after it, the supplier's name on the line
 * after its label, the signal word given twice, other numberings of the sub-sections, labels with dot leaders or a wide
 * gap instead of a colon, bilingual label pairs, the revision date with its weekday or a time, and sections 1 and 2
 * side by side on a two-column page. Each keeps the sheet's meaning; see test/helpers/metamorphic.ts.
 * Used by `scripts/metamorphic-tune.ts --templates`.
 */
import { foldText } from "../../src/modules/parsing/section-vocabulary.ts";
import { DATE_LABELS_OF, evidenceLine, onEveryPage, PRINTED_DATE, splitAtDate, splitSignalLine, type Line, type MetaDoc, type Variant } from "./metamorphic.ts";
import { OTHER_DATES_OF } from "./metamorphic-layouts.ts";
import { dayForms, TEMPLATE_WORDS, type TemplateWords } from "./metamorphic-template-words.ts";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** "Label: value" → [label, value] when the label is a few words with no digit. */
export function splitLabel(text: string): [string, string] | null {
  const match = /^\s*([^\d:：|]{3,50}?)\s*[:：]\s*(\S.*)$/u.exec(text);
  if (!match || match[1]!.trim().split(/\s+/).length > 6 || /\s{3}/.test(match[1]!)) return null;
  return [match[1]!.trim(), match[2]!.trim()];
}

const replaced = (doc: MetaDoc, at: number, texts: string[]): Line[] => {
  const line = doc.lines[at]!;
  return [...doc.lines.slice(0, at), ...texts.map((text, index) => ({ ...line, text, y: line.y + index * 0.1 })), ...doc.lines.slice(at + 1)];
};

/** The line's printed date when it is the line's only one (a row of several dates names the revision date by position). */
function printedDate(doc: MetaDoc, at: number): string | null {
  const text = doc.lines[at]?.text ?? "";
  const dates = text.match(new RegExp(PRINTED_DATE.source, "gu")) ?? [];
  return dates.length === 1 ? dates[0]! : null;
}

const shiftedYear = (printed: string, years: number) => printed.replace(/(19|20)\d{2}/, (year) => String(Number(year) + years));

/** (a) Section 1 as a table: a header row of labels over a row of values (product and supplier; version, dates). */
function m1Section1Table(doc: MetaDoc, words: TemplateWords): Variant[] {
  const variants: Variant[] = [];
  const product = evidenceLine(doc, "product_name");
  const name = doc.parsed.product_name;
  const company = doc.parsed.manufacturer;
  // The name whole on its line (a name wrapped onto the next line would be printed twice).
  if (product >= 0 && name && company && splitLabel(doc.lines[product]!.text)?.[1] === name) {
    variants.push({ name: "M1 product and supplier as a table row", lines: replaced(doc, product, [`${words.product}    ${words.supplier}`, `${name}    ${company}`]) });
  }
  const date = evidenceLine(doc, "revision_date");
  const printed = printedDate(doc, date);
  if (date >= 0 && printed && splitAtDate(doc.lines[date]!.text) && shiftedYear(printed, 1) !== printed) {
    const label = DATE_LABELS_OF[doc.language]?.[0]?.replace(/\s*:\s*$/, "");
    if (label) {
      variants.push({
        name: "M1 version and dates as a table row",
        lines: replaced(doc, date, [`${words.version}    ${label}    ${words.printDate}`, `3.1    ${printed}    ${shiftedYear(printed, 1)}`]),
      });
    }
  }
  return variants;
}

/** (c) The revision date inside a document-control line, in the body, the header or the footer. */
function m2ControlLine(doc: MetaDoc, words: TemplateWords): Variant[] {
  const at = evidenceLine(doc, "revision_date");
  const printed = printedDate(doc, at);
  const labels = OTHER_DATES_OF[doc.language];
  const label = DATE_LABELS_OF[doc.language]?.[0];
  if (at < 0 || !printed || !labels || !label || shiftedYear(printed, 1) === printed || !splitAtDate(doc.lines[at]!.text)) return [];
  const control = `${words.version} 3.1 | ${label} ${printed} | ${words.printDate}: ${shiftedYear(printed, 1)} | ${labels[0]} ${shiftedYear(printed, -3)}`;
  const variants: Variant[] = [{ name: "M2 control line in the body", lines: replaced(doc, at, [control]) }];
  if (doc.pages.length < 2) return variants;
  const { header, footer } = onEveryPage(doc, doc.lines.filter((_, index) => index !== at), control, " | ");
  variants.push({ name: "M2 control line in every header", lines: header }, { name: "M2 control line in every footer", lines: footer });
  return variants;
}

/** (d) The product's name in capitals, with a trade mark sign, and with a labelled product code after it. */
function m3ProductForms(doc: MetaDoc, words: TemplateWords): Variant[] {
  const at = evidenceLine(doc, "product_name");
  const name = doc.parsed.product_name;
  const line = at < 0 ? null : doc.lines[at]!;
  if (!line || !name || !line.text.includes(name)) return [];
  const withName = (form: string) => doc.lines.map((each, index) => (index === at ? { ...each, text: each.text.replace(name, form) } : each));
  return [
    { name: "M3 product in capitals", lines: withName(name.toLocaleUpperCase()) },
    { name: "M3 product with ®", lines: withName(`${name}®`) },
    { name: "M3 product with ™ in capitals", lines: withName(`${name.toLocaleUpperCase()}™`) },
    { name: "M3 product with a labelled code after", lines: withName(`${name}®    ${words.productCode}: 4711-02`) },
  ];
}

/** (e) The supplier's name on the line after its label alone, an address line after it. */
function m4SupplierUnderLabel(doc: MetaDoc, words: TemplateWords): Variant[] {
  const at = evidenceLine(doc, "manufacturer");
  const company = doc.parsed.manufacturer;
  const line = at < 0 ? null : doc.lines[at]!;
  if (!line || !company) return [];
  const parts = splitLabel(line.text);
  if (parts && foldText(parts[1]).startsWith(foldText(company).slice(0, 8))) {
    return [{ name: "M4 supplier's label alone, name below", lines: replaced(doc, at, [`${parts[0]}:`, parts[1]]) }];
  }
  if (foldText(line.text.trim()).startsWith(foldText(company).slice(0, 8))) {
    return [{ name: "M4 supplier's label added above the name", lines: replaced(doc, at, [`${words.supplier}:`, line.text.trim()]) }];
  }
  return [];
}

/** (f) The signal word given twice: in 2.1's classification and in the label elements; and after a pictogram code list. */
function m5SignalTwice(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "signal_word");
  const parts = at < 0 ? null : splitSignalLine(doc.lines[at]!.text);
  const span = doc.spans.find((each) => each.number === 2);
  if (!parts || !parts[1] || !span || at <= span.start || at >= span.end) return [];
  const label = parts[0].replace(/\s*[:：]\s*$/, "");
  const first = { ...doc.lines[span.start + 1]!, text: `${label}: ${parts[1]}` };
  const variants: Variant[] = [{ name: "M5 signal word also at the start of section 2", lines: [...doc.lines.slice(0, span.start + 1), first, ...doc.lines.slice(span.start + 1)] }];
  const codes = doc.parsed.pictograms.filter((code) => /^GHS0\d$/.test(code));
  if (codes.length) variants.push({ name: "M5 signal word after the pictogram codes", lines: replaced(doc, at, [`${codes.join(", ")} - ${parts[1]}`]) });
  return variants;
}

const SUBSECTION = /^(\s*)(\d{1,2})\.(\d{1,2})\.?(?=\s+\p{L})/u;

/** (g) Other numberings of the sub-sections: "1.1.", "1-1", "1.1)", "A.", none. */
function m6Numbering(doc: MetaDoc): Variant[] {
  const numbered = doc.lines.filter((line) => SUBSECTION.test(line.text)).length;
  if (numbered < 4) return [];
  const forms: Array<[string, (major: string, minor: string) => string]> = [
    ["1.1.", (major, minor) => `${major}.${minor}.`], ["1-1", (major, minor) => `${major}-${minor}`], ["1.1)", (major, minor) => `${major}.${minor})`],
    ["A.", (_, minor) => `${String.fromCharCode(64 + Math.min(26, Math.max(1, Number(minor))))}.`], ["none", () => ""],
  ];
  return forms.map(([name, form]) => ({
    name: `M6 sub-sections numbered '${name}'`,
    lines: doc.lines.map((line) => ({ ...line, text: line.text.replace(SUBSECTION, (_, lead: string, major: string, minor: string) => `${lead}${form(major, minor)}`).trimStart() })),
  }));
}

/** (h) Labels followed by dot leaders, or by a tab-wide gap with no colon. */
function m7Leaders(doc: MetaDoc): Variant[] {
  const variants: Variant[] = [];
  for (const field of ["product_name", "revision_date", "signal_word", "manufacturer"] as const) {
    const at = evidenceLine(doc, field);
    const parts = at < 0 ? null : splitLabel(doc.lines[at]!.text);
    if (!parts) continue;
    variants.push({ name: `M7 ${field} label with dot leaders`, lines: replaced(doc, at, [`${parts[0]} .............. ${parts[1]}`]) });
    variants.push({ name: `M7 ${field} label, gap, no colon`, lines: replaced(doc, at, [`${parts[0]}          ${parts[1]}`]) });
  }
  return variants;
}

/** (i) Bilingual label pairs: "Product name / Nom du produit: …" and the sheet's language first. */
function m8BilingualLabels(doc: MetaDoc, words: TemplateWords): Variant[] {
  if (doc.language === "en") return [];
  const english = TEMPLATE_WORDS.en!;
  const variants: Variant[] = [];
  const pairs: Array<[string, "product_name" | "revision_date", string, string]> = [
    ["product", "product_name", english.product, words.product], ["date", "revision_date", DATE_LABELS_OF.en![0]!.replace(/:$/, ""), DATE_LABELS_OF[doc.language]?.[0]?.replace(/\s*:$/, "") ?? ""],
  ];
  for (const [name, field, en, own] of pairs) {
    const at = evidenceLine(doc, field);
    const parts = at < 0 ? null : splitLabel(doc.lines[at]!.text);
    if (!parts || !own || (field === "revision_date" && !printedDate(doc, at))) continue;
    variants.push({ name: `M8 ${name} label 'English / own'`, lines: replaced(doc, at, [`${en} / ${own}: ${parts[1]}`]) });
    variants.push({ name: `M8 ${name} label 'own / English'`, lines: replaced(doc, at, [`${own} / ${en}: ${parts[1]}`]) });
  }
  return variants;
}

/** (j) The revision date with its weekday ("Tuesday, 3 December 2026") or with a time ("03.12.2026 10:32"). */
function m9DateWithDayOrTime(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "revision_date");
  const printed = printedDate(doc, at);
  if (at < 0 || !printed || !doc.truthDate || !ISO.test(doc.truthDate)) return [];
  const withDate = (form: string) => doc.lines.map((line, index) => (index === at ? { ...line, text: line.text.replace(printed, form) } : line));
  const [year, month, day] = doc.truthDate.split("-");
  return [
    ...dayForms(doc.truthDate, doc.language).map((form, index) => ({ name: `M9 date with its weekday ${index + 1}`, lines: withDate(form) })),
    { name: "M9 date with a time", lines: withDate(`${day}.${month}.${year} 10:32`) },
    { name: "M9 ISO date with a time", lines: withDate(`${year}-${month}-${day} 10:32:05`) },
  ];
}

/** (b) Sections 1 and 2 side by side: each line of section 1 followed, at a wide gap, by section 2's line of that row. */
function m10TwoColumns(doc: MetaDoc): Variant[] {
  const one = doc.spans.find((span) => span.number === 1);
  const two = doc.spans.find((span) => span.number === 2);
  if (!one || !two || one.end !== two.start || two.end - two.start > 80 || one.end - one.start > 80) return [];
  const left = doc.lines.slice(one.start, one.end).filter((line) => !line.furniture);
  const right = doc.lines.slice(two.start, two.end).filter((line) => !line.furniture);
  const furniture = doc.lines.slice(one.start, two.end).filter((line) => line.furniture);
  const base = left[0]!;
  const gap = " ".repeat(12);
  const joined: Line[] = Array.from({ length: Math.max(left.length, right.length) }, (_, index) => {
    const l = left[index]?.text.trim() ?? "";
    const r = right[index]?.text.trim() ?? "";
    return { ...base, text: l && r ? `${l}${gap}${r}` : l || r, y: base.y + index * 0.1 };
  });
  return [{ name: "M10 sections 1 and 2 side by side, rows joined", lines: [...doc.lines.slice(0, one.start), ...joined, ...furniture, ...doc.lines.slice(two.end)] }];
}

export const TEMPLATE_TRANSFORMATIONS: ReadonlyArray<(doc: MetaDoc) => Variant[]> = [
  (doc) => withWords(doc, m1Section1Table), (doc) => withWords(doc, m2ControlLine), (doc) => withWords(doc, m3ProductForms),
  (doc) => withWords(doc, m4SupplierUnderLabel), m5SignalTwice, m6Numbering, m7Leaders, (doc) => withWords(doc, m8BilingualLabels),
  m9DateWithDayOrTime, m10TwoColumns,
];

function withWords(doc: MetaDoc, transform: (doc: MetaDoc, words: TemplateWords) => Variant[]): Variant[] {
  const words = TEMPLATE_WORDS[doc.language];
  return words ? transform(doc, words) : [];
}

/**
 * Metamorphic transformations of table and title-block layouts (T11–T15): the label elements as a table, a title block
 * read column by column, other dates beside the revision date, a page break between label and word, a bilingual label.
 * Each keeps the sheet's meaning; see test/helpers/metamorphic.ts.
 */
import { evidenceLine, PRINTED_DATE, splitAtDate, splitSignalLine, type Line, type MetaDoc, type Variant } from "./metamorphic.ts";

const PICTOGRAM_LABELS_OF: Record<string, string> = {
  en: "Hazard pictograms", de: "Gefahrenpiktogramme", fr: "Pictogrammes de danger", es: "Pictogramas de peligro", it: "Pittogrammi di pericolo",
  nl: "Gevarenpictogrammen", pt: "Pictogramas de perigo", pl: "Piktogramy", sv: "Faropiktogram", da: "Farepiktogrammer", no: "Farepiktogrammer", fi: "Varoitusmerkit",
};

/**
 * Table layouts of the label elements: a header row of labels over a row of values ("Hazard pictograms    Signal word" /
 * "GHS02 GHS07    Danger"), and a label cell printed a little lower than its value (the value read first).
 */
function t11LabelTables(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "signal_word");
  const parts = at < 0 ? null : splitSignalLine(doc.lines[at]!.text);
  if (!parts || !parts[1]) return [];
  const line = doc.lines[at]!;
  const label = parts[0].replace(/\s*[:：]\s*$/, "");
  const replaced = (texts: string[]): Line[] => [...doc.lines.slice(0, at), ...texts.map((text, index) => ({ ...line, text, y: line.y + index * 0.1 })), ...doc.lines.slice(at + 1)];
  const variants: Variant[] = [{ name: "T11 signal word above its label", lines: replaced([parts[1], label]) }];
  const codes = doc.parsed.pictograms.filter((code) => /^GHS0\d$/.test(code));
  const pictogramLabel = PICTOGRAM_LABELS_OF[doc.language];
  if (codes.length && pictogramLabel) variants.push({ name: "T11 header row over value row", lines: replaced([`${pictogramLabel}    ${label}`, `${codes.join(" ")}    ${parts[1]}`]) });
  return variants;
}

/** A title block read column by column: the labels of the date line and the lines under it, then their values. */
function t12ColumnBlock(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "revision_date");
  if (at < 0) return [];
  const rows: Array<[string, string]> = [];
  for (let index = at; index < at + 3; index++) {
    const line = doc.lines[index];
    const cell = line && line.page === doc.lines[at]!.page ? /^\s*([\p{L}][\p{L} .'’/-]{2,40}?)\s*[:：]\s*(\S.{0,30})$/u.exec(line.text) : null;
    if (!cell || /\s{3}/.test(cell[2]!)) break;
    rows.push([`${cell[1]}:`, cell[2]!.trim()]);
  }
  if (rows.length < 2 || !PRINTED_DATE.test(rows[0]![1])) return [];
  const base = doc.lines[at]!;
  const block = [...rows.map((row) => row[0]), ...rows.map((row) => row[1])].map((text, index) => ({ ...base, text, y: base.y + index * 0.1 }));
  return [{ name: "T12 title block column by column", lines: [...doc.lines.slice(0, at), ...block, ...doc.lines.slice(at + rows.length)] }];
}

export const OTHER_DATES_OF: Record<string, readonly [string, string]> = {
  en: ["Supersedes:", "Print date:"], de: ["Ersetzt Fassung vom:", "Druckdatum:"], fr: ["Remplace la version du :", "Date d'impression :"],
  es: ["Sustituye a la versión de:", "Fecha de impresión:"], it: ["Sostituisce la versione del:", "Data di stampa:"], nl: ["Vervangt versie van:", "Afdrukdatum:"],
  pt: ["Substitui a versão de:", "Data de impressão:"], pl: ["Zastępuje wersję z:", "Data wydruku:"], sv: ["Ersätter:", "Utskriftsdatum:"], da: ["Erstatter:", "Udskriftsdato:"],
  no: ["Erstatter:", "Utskriftsdato:"], fi: ["Korvaa:", "Tulostuspäivämäärä:"],
};

/** The revision date's line with the other dates of a title block beside it: the replaced version's after, the print date before. */
function t13NeighbourDates(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "revision_date");
  const labels = OTHER_DATES_OF[doc.language];
  const line = at < 0 ? null : doc.lines[at]!;
  const printed = line ? PRINTED_DATE.exec(line.text) : null;
  // A line of a label and its date only: a date alone on its line belongs to a label elsewhere.
  if (!labels || !line || !printed || !splitAtDate(line.text) || !doc.truthDate || !/^\d{4}-\d{2}-\d{2}$/.test(doc.truthDate)) return [];
  // The same printed form, another year: an older version and a later print.
  const shifted = (years: number) => printed[0].replace(/(19|20)\d{2}/, (year) => String(Number(year) + years));
  if (shifted(1) === printed[0]) return [];
  const withText = (text: string): Line[] => doc.lines.map((each, index) => (index === at ? { ...each, text } : each));
  return [
    { name: "T13 replaced version's date after", lines: withText(`${line.text.trimEnd()}    ${labels[0]} ${shifted(-2)}`) },
    { name: "T13 print date before", lines: withText(`${labels[1]} ${shifted(1)}    ${line.text.trim()}`) },
  ];
}

/** The signal word's label and word split by a page break: the word opens the next page under its header. */
function t14SplitAcrossPages(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "signal_word");
  const parts = at < 0 ? null : splitSignalLine(doc.lines[at]!.text);
  if (!parts || !parts[1]) return [];
  const page = doc.lines[at]!.page;
  const header = doc.lines.filter((line) => line.page === page && line.furniture).slice(0, 3);
  const lines: Line[] = [];
  doc.lines.forEach((line, index) => {
    if (index !== at) return lines.push(index > at || line.page > page ? { ...line, page: line.page + 1 } : line);
    lines.push({ ...line, text: parts[0] }, ...header.map((each) => ({ ...each, page: page + 1 })), { ...line, page: page + 1, text: parts[1] });
  });
  return [{ name: "T14 signal word over a page break", lines, pageCount: doc.pages.length + 1 }];
}

/** A bilingual label ("Signalwort / Signal word: Gefahr / Danger"), as Swiss and Canadian sheets print it. */
function t15BilingualLabel(doc: MetaDoc): Variant[] {
  const at = evidenceLine(doc, "signal_word");
  const parts = at < 0 || doc.language === "en" ? null : splitSignalLine(doc.lines[at]!.text);
  const english = doc.parsed.signal_word === "DANGER" ? "Danger" : "Warning";
  if (!parts || !parts[1] || !doc.parsed.signal_word) return [];
  const label = parts[0].replace(/\s*[:：]\s*$/, "");
  return [{ name: "T15 bilingual signal-word label", lines: doc.lines.map((line, index) => (index === at ? { ...line, text: `${label} / Signal word: ${parts[1]} / ${english}` } : line)) }];
}

export const LAYOUT_TRANSFORMATIONS: ReadonlyArray<(doc: MetaDoc) => Variant[]> = [t11LabelTables, t12ColumnBlock, t13NeighbourDates, t14SplitAcrossPages, t15BilingualLabel];

/**
 * A version history table, the last place a revision date can come from: some sheets (often in section 16) list
 * their versions in a table — a header row naming the version and the date ("Version    Datum    Änderungen",
 * "Révision    Date    Modifications", "Wersja    Data    Zmiany"), then one row per version — and print the date
 * nowhere else. The newest date of the rows is the current version's.
 */
import { newestVersionRow } from "./date-cells.ts";
import { findDates, type DateOrder, type FoundDate } from "./dates.ts";
import type { Found } from "./label-lines.ts";
import { foldText } from "./section-vocabulary.ts";

/** Header cells naming the version (folded: lower case, no accents). */
const VERSION_CELL =
  /^(?:version|versione|versao|versie|wersja|fassung|versjon|versio|rev\.?|revision|revisione|revisao|revisie|revisjon|nr\.?|(?:rev\.?|revision|version)\s*(?:no\.?|nr\.?|n[°º]|#)|edition|edicion|edizione|edicao|uitgave|wydanie|utgava|udgave|utgave|painos|版本|版本号)$/;
/** Header cells naming the date. */
const DATE_CELL =
  /^(?:date|datum|fecha|data|dato|paivamaara|pvm|日期|revision date|date de revision|fecha de revision|data di revisione|data de revisao|datum herziening|herzieningsdatum|data aktualizacji|uberarbeitet am|revisionsdatum|revisionsdato|revisjonsdato|issue date|ausgabedatum|date of issue|date d'emission|fecha de emision|data di emissione|data de emissao|data wydania|utgivningsdatum|udgivelsesdato)$/;
/** A row starts with its version, a number perhaps after a short word ("2.1", "Rev. 3", "V 4"). */
const VERSION_ROW_START = /^\s*(?:\p{L}{1,4}\.?\s*)?\d/u;

function cells(line: string): string[] {
  return foldText(line).trim().split(/\s{2,}|\t/).map((cell) => cell.replace(/[:：]\s*$/, "").trim());
}

/** A row's date: it starts with its version and holds one date (in its first 120 characters); a wrapped description line holds none. */
function versionRowDate(text: string, order: DateOrder): FoundDate | null {
  const dates = findDates(text.slice(0, 120), order);
  return dates.length === 1 && VERSION_ROW_START.test(text) ? dates[0]! : null;
}

/** The newest date in the rows below a version history header, at 0.7 (0.65 when day and month could be swapped). */
export function findDateInVersionHistory(lines: readonly string[], order: DateOrder): Found | null {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.length > 160 || !/(?:ver|rev|wer|fass|nr|edi|uitg|wyd|utg|udg|painos|版本)/i.test(line)) continue;
    const header = cells(line);
    if (header.length < 2 || header.length > 6 || !header.some((cell) => VERSION_CELL.test(cell)) || !header.some((cell) => DATE_CELL.test(cell))) continue;
    // The table goes on over one wrapped description line.
    const { newest } = newestVersionRow({ lines, header: index, dateOfRow: (text) => versionRowDate(text, order), endAfterMisses: 2 });
    if (newest) return { value: newest.iso, line: newest.line, confidence: newest.ambiguous ? 0.65 : 0.7 };
  }
  return null;
}

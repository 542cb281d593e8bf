/**
 * The 1.3 supplier heading's own line: where its wording ends (", der das Sicherheitsdatenblatt bereitstellt"), a
 * sheet's name wrapped onto the next line, and a company printed after the heading on the same line ("1.3 Details
 * of the supplier    Harbour Chem GmbH", a label between). Used by ./company-name.ts (companyUnderHeading).
 */
import { cleanValue, DOT_LEADERS, firstColumn } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { COMPANY_LABEL_PHRASES, companyValue } from "./company-value.ts";
import {
  COMPANY_SUFFIX,
  isCompanyLabelText,
  isPartyFieldLabel,
  isShortPlainName,
  isStreetOrAddressLine,
} from "./company-shapes.ts";
import { HEADING_TAIL_VERBS, HEADING_TAIL_WORDS, SDS_NAMES_IN_HEADINGS, SUPPLIER_BLOCK_HEADINGS } from "./vocabulary/company-labels.ts";
import { PARTY_ADDRESS_WORDS } from "./vocabulary/company-words.ts";
import { ONE_SPACE_COMPANY_TIER, SUPPLIER_HEADING } from "./label-tiers.ts";
import { JOINING_WORDS } from "./vocabulary/joining-words.ts";
import { translationsAfter } from "./translated-labels.ts";
import { CELL_GAP_SOURCE } from "./cell-gap.ts";

const HEADING_TAIL = new RegExp(
  `^\\s*,?(?:\\s+(?:${phrasePattern(HEADING_TAIL_WORDS)})){0,4}\\s+(?:${phrasePattern(SDS_NAMES_IN_HEADINGS)})(?:\\s+(?:${phrasePattern(HEADING_TAIL_VERBS)}))?(?![\\p{L}])\\s*[.:：]?(?=\\s|$)`,
  "iu",
);

/**
 * The same heading in another language after a slash or a column gap, as bilingual sheets print it ("Details of the
 * supplier of the safety data sheet    Renseignements concernant le fournisseur de la fiche de données de sécurité").
 */
const withoutTranslatedHeading = translationsAfter(SUPPLIER_BLOCK_HEADINGS, { numbered: true, steps: 1 });

/**
 * What follows a supplier heading's wording on its line: "Einzelheiten zum Lieferanten" matched, ", der das
 * Sicherheitsdatenblatt bereitstellt" is still the heading's (up to the sheet's name), not a value; so are the
 * heading's translations after it (up to two, each with its own wording's end).
 */
export function afterHeadingWording(rest: string): string {
  let out = rest;
  for (let step = 0; step < 3; step++) {
    const tail = HEADING_TAIL.exec(out);
    if (tail) out = out.slice(tail[0].length);
    const translated = step < 2 ? withoutTranslatedHeading(out) : out;
    if (translated === out) break;
    out = translated;
  }
  return out;
}

/** Every word a heading's wording may go on with below its line: the small words and those of the sheet's names. */
const HEADING_WORDING_WORDS = new Set(
  [...HEADING_TAIL_WORDS, ...SDS_NAMES_IN_HEADINGS, ...HEADING_TAIL_VERBS].flatMap((phrase) => phrase.toLowerCase().split(/\s+/)),
);

/** A line of the heading's words only ("della scheda di dati di", "of the safety data"), up to the sheet's name. */
function isWordingOnly(text: string): boolean {
  const words = text.replace(/[,.:：]$/u, "").toLowerCase().split(/\s+/);
  return words.length <= 8 && words.every((word) => HEADING_WORDING_WORDS.has(word));
}

/**
 * How many lines below a supplier heading are its wording wrapped in the label column ("1.3 Informazioni sul
 * fornitore" / "della scheda di dati di" / "sicurezza", "1.3 Einzelheiten zum Lieferanten," / "der das
 * Sicherheitsdatenblatt" / "bereitstellt"): up to the line where the wording reaches the sheet's name (and its verb),
 * every line between made of the wording's words only. 0 when the next line is not the wording's.
 */
export function headingWrapLines(rest: string, below: readonly string[]): number {
  let joined = rest.trimEnd();
  let found = 0;
  for (let row = 0; row < Math.min(below.length, 3); row++) {
    const next = cleanValue(firstColumn(below[row]!.trim()));
    if (next === "") break;
    joined = `${joined} ${next}`;
    const tail = HEADING_TAIL.exec(joined);
    // The wording reached its end on this line, and no more than the line's own text is taken.
    if (tail && tail[0].trimEnd().length >= joined.length - next.length) {
      if (tail[0].trimEnd().length < joined.length) return row + 1;
      found = row + 1;
      continue;
    }
    if (found > 0 || !isWordingOnly(next)) break;
  }
  return found;
}

/**
 * A company label at the start of a heading's run-on row ("Supplier", "Hersteller / Lieferant", "Company
 * identification (competent person)", "Leverancier adres", "Firma spółki."), then one space and the value.
 */
const RUN_ON_LABEL = new RegExp(
  `^\\s*(?:(?:${COMPANY_LABEL_PHRASES})(?:\\s*/\\s*(?:${COMPANY_LABEL_PHRASES}))*(?:\\s+(?:${phrasePattern(PARTY_ADDRESS_WORDS)}))?(?:\\s*\\([^()]{0,100}\\))?(?:\\s*[:：.]|\\s+l(?=\\s))?(?=\\s))?\\s+(?=[\\p{L}\\d])`,
  "iu",
);

/** An address label alone ("Dirección", "Address:") one space before the row's value. */
const ADDRESS_WORD_FIRST = new RegExp(`^\\s*(?:${phrasePattern(PARTY_ADDRESS_WORDS)})\\s*[:：]?\\s(?=\\p{Lu})`, "iu");

const JOINING_WORD_FIRST = /^(?:of|and|or|de|du|des|del|della|der|van|da|do|dla|und|et|y|e|i)\s/iu;
/** "Datos del proveedor o fabricante": a row that starts with a joining word is the heading's wording going on. */
const HEADING_GOES_ON = new RegExp(`^\\s*(?:${JOINING_WORDS.join("|")})\\s`, "iu");

/**
 * "1.3 Details of the supplier of the safety data sheet Harbour Coatings Ltd 12 Dock Road …", "… der das
 * Sicherheitsdatenblatt bereitstellt Lieferant Hafenchemie GmbH Hafenweg 5": a text layer that set the heading and the
 * block's first row on one line, one space apart. After an optional company label the row opens with the name: with
 * a legal form 0.8; a short name without one only where the line ends with it or an address follows it (0.6).
 */
export function companyRunOnAfterHeading(rest: string): { value: string; confidence: number } | null {
  // "… de seguridad Dirección Kadewerke GmbH & Co. KG Hafenstraße 1": an address label opens the block's first row;
  // the address opens with the company's name, taken only with its legal form.
  const address = ADDRESS_WORD_FIRST.exec(rest);
  if (address) {
    const found = companyRunOnAfterHeading(rest.slice(address[0].length - 1));
    return found && COMPANY_SUFFIX.test(found.value) ? found : null;
  }
  const label = RUN_ON_LABEL.exec(rest);
  // "Datos del proveedor o fabricante": the heading's wording goes on.
  if (!label || HEADING_GOES_ON.test(rest)) return null;
  // "Société des Colorants du Port": a label word that a joining word follows opens the name.
  const start = JOINING_WORD_FIRST.test(rest.slice(label[0].length)) ? 0 : label[0].length;
  const row = cleanValue(firstColumn(rest.slice(start)));
  const value = row === "" ? null : companyValue(row);
  if (!value || !row.startsWith(value) || isCompanyLabelText(value) || isPartyFieldLabel(value)) return null;
  if (COMPANY_SUFFIX.test(value)) return { value, confidence: 0.8 };
  const after = row.slice(value.length).replace(/^[\s,;–-]+/, "");
  return isShortPlainName(value, 8) && (after === "" || isStreetOrAddressLine(after)) ? { value, confidence: 0.6 } : null;
}

/** The block's noun after a heading of parties ("Manufacturer/Supplier details", "Supplier/Importer information"). */
const HEADING_NOUN_AFTER = /^ (?:details|information|info|data|particulars|identification)(?![\p{L}])/iu;

/** A column gap or dot leaders after a heading used as a label, and the value after them. */
const AFTER_GAP = new RegExp(`^(?:${CELL_GAP_SOURCE}|${DOT_LEADERS})(\\S.*)$`, "u");

/**
 * What stands beside a heading used as a label: after its wording runs on to a colon ("… de la ficha de datos de
 * seguridad:    Química S.L.") or after a column gap. Null when the heading stands alone.
 */
export function valueBesideHeading(rest: string): { value: string; oneSpace: boolean } | null {
  // "Manufacturer/Supplier details    X": a heading of parties ("Manufacturer/Supplier") with the block's noun after it
  // ("details", "information", "data", "particulars") is the same heading; its value stands after the noun.
  rest = rest.replace(HEADING_NOUN_AFTER, "");
  // "… Harbour S.p.A. Via Roma Contact: Sales Office": a colon after a name with its legal form is a later field's.
  const colon = /^([^:：]{0,80})[:：]\s*(.+)$/.exec(rest);
  const afterColon = colon && !COMPANY_SUFFIX.test(colon[1]!.replace(/\bcompany\b/giu, "")) ? colon[2]! : null;
  const afterGap = AFTER_GAP.exec(rest)?.[1] ?? null;
  // "1.3 Details of the supplier … Company Harbour AB": a company label one space after the heading (a text layer
  // that set the heading and the block's first row on one line), its value after it.
  const oneSpace = afterColon || afterGap ? null : ONE_SPACE_COMPANY_TIER.label.exec(rest.trim());
  const labelled = oneSpace && ONE_SPACE_COMPANY_TIER.keep!(oneSpace) ? oneSpace.groups!.rest! : null;
  const value = cleanValue(firstColumn(afterColon ?? afterGap ?? labelled ?? ""));
  return value === "" ? null : { value, oneSpace: labelled !== null };
}

/** A line that is a supplier heading's wording and nothing else (its translations and the sheet's name aside). */
export function isHeadingAlone(line: string): boolean {
  SUPPLIER_HEADING.lastIndex = 0;
  const heading = SUPPLIER_HEADING.exec(line);
  return heading !== null && !/\p{L}/u.test(line.slice(0, heading.index)) && afterHeadingWording(line.slice(heading.index + heading[0].length)).trim() === "";
}

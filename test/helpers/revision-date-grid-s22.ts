/**
 * A grid of where and how a sheet prints its revision date (session 22), in twelve languages: each language's labels
 * (revision, update, version date, issue, preparation, a bare "Date:"), date forms (numeric with . / - and two- or
 * four-digit years, month names full, abbreviated, genitive, with "de", Roman months, ISO, year first with dots, a
 * weekday before, a time after) and places (a key-value line, a column gap, the next line, a header or footer on every
 * page, a table of cells, a header block's label row over its value row, section 16 alone, a version line, bilingual
 * labels, beside a print, previous-version or first-issue date, a print date alone). Products, makers and dates are
 * invented; the sheets carry each language's REACH section headings (from revision-date-sweep.ts).
 */
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { LANGUAGES } from "./revision-date-sweep.ts";

/** What a language adds to the sweep's words: more labels, its weekday for 23 October 2018, its version lines. */
type GridWords = {
  /** Labels that date the current version, as makers print them. */
  labels: readonly string[];
  /** Labels of the first issue, when the sheet prints no other date. */
  issueAlone: readonly string[];
  /** A bare "Date" in a header block. */
  date: string;
  /** "Tuesday" (23 October 2018 was a Tuesday). */
  tuesday: string;
  /** The version number, then its date in the language's words: "Version 3.0 (23.10.2018)". `D` is the date. */
  versionLines: readonly string[];
  /** The previous version's and the first issue's date labels: traps beside the revision date. */
  previous: string;
  first: string;
  /** The revision label in the language for a pipe-table footer "Revision: 3 | Date: …". */
  revision: string;
  /** Section 16's heading. */
  section16: string;
};

export const GRID_WORDS: Readonly<Record<string, GridWords>> = {
  en: {
    labels: ["Revision date", "Date of revision", "Revised on", "Last revised", "Version date", "Date revised", "Revision Date", "Rev. date", "Date of this revision"],
    issueAlone: ["Issue date", "Date of issue", "Date prepared", "Creation date"],
    date: "Date", tuesday: "Tuesday", revision: "Revision", section16: "SECTION 16: Other information",
    versionLines: ["Version 3.0 (D)", "Version: 3.0 / Date: D", "Revision 3 dated D", "Version 3.0 of D", "Rev. 3 - D"],
    previous: "Date of previous version", first: "Date of first issue",
  },
  de: {
    labels: ["Überarbeitet am", "Überarbeitungsdatum", "Bearbeitungsdatum", "Datum der Überarbeitung", "Stand", "Revisionsdatum", "Änderungsdatum", "Aktualisiert am", "Versionsdatum"],
    issueAlone: ["Ausgabedatum", "Erstellt am", "Erstelldatum", "Erstellungsdatum"],
    date: "Datum", tuesday: "Dienstag", revision: "Revision", section16: "ABSCHNITT 16: Sonstige Angaben",
    versionLines: ["Version 3.0 (D)", "Version: 3.0 / Datum: D", "Version 3.0 vom D", "Fassung vom D", "Revision 3 vom D"],
    previous: "Datum der vorherigen Version", first: "Datum der Erstausgabe",
  },
  fr: {
    labels: ["Date de révision", "Révision", "Mise à jour", "Date de mise à jour", "Mise à jour le", "Date de la révision", "Révisé le", "Date de modification", "Date de la version"],
    issueAlone: ["Date d'établissement", "Date d'émission", "Date d'édition", "Date de création"],
    date: "Date", tuesday: "mardi", revision: "Révision", section16: "RUBRIQUE 16: Autres informations",
    versionLines: ["Version 3.0 (D)", "Version : 3.0 / Date : D", "Version 3.0 du D", "Révision 3 du D", "Version n° 3 du D"],
    previous: "Date de la version précédente", first: "Date de première édition",
  },
  es: {
    labels: ["Fecha de revisión", "Revisión", "Fecha de actualización", "Fecha revisión", "Revisado el", "Última actualización", "Fecha de modificación", "Fecha de la versión"],
    issueAlone: ["Fecha de emisión", "Fecha de elaboración", "Fecha de edición", "Fecha de creación"],
    date: "Fecha", tuesday: "martes", revision: "Revisión", section16: "SECCIÓN 16: Otra información",
    versionLines: ["Versión 3.0 (D)", "Versión: 3.0 / Fecha: D", "Versión 3.0 del D", "Revisión 3 de D", "Revisión nº 3 de fecha D"],
    previous: "Fecha de la versión anterior", first: "Fecha de primera emisión",
  },
  it: {
    labels: ["Data di revisione", "Data revisione", "Revisione", "Data di aggiornamento", "Aggiornato il", "Data ultima modifica", "Data della versione"],
    issueAlone: ["Data di compilazione", "Data di emissione", "Data emissione", "Data di redazione", "Data di elaborazione", "Data di preparazione"],
    date: "Data", tuesday: "martedì", revision: "Revisione", section16: "SEZIONE 16: Altre informazioni",
    versionLines: ["Revisione n. 3 del D", "Versione 3.0 (D)", "Versione: 3.0 / Data: D", "Rev. 3 del D", "Versione n. 3 del D"],
    previous: "Data della versione precedente", first: "Data di prima emissione",
  },
  nl: {
    labels: ["Datum herziening", "Herzieningsdatum", "Herzien op", "Revisiedatum", "Datum van herziening", "Bijgewerkt op", "Versiedatum", "Wijzigingsdatum"],
    issueAlone: ["Datum van uitgifte", "Datum van uitgave", "Uitgiftedatum", "Datum opstelling"],
    date: "Datum", tuesday: "dinsdag", revision: "Revisie", section16: "RUBRIEK 16: Overige informatie",
    versionLines: ["Versie 3.0 (D)", "Versie: 3.0 / Datum: D", "Versie 3.0 van D", "Herziening 3 van D"],
    previous: "Datum vorige versie", first: "Datum eerste uitgave",
  },
  pt: {
    labels: ["Data de revisão", "Data da revisão", "Revisão", "Data de atualização", "Data da última revisão", "Revisto em", "Data da versão"],
    issueAlone: ["Data de emissão", "Data de elaboração", "Data de edição", "Data da criação"],
    date: "Data", tuesday: "terça-feira", revision: "Revisão", section16: "SECÇÃO 16: Outras informações",
    versionLines: ["Versão 3.0 (D)", "Versão: 2 / Data: D", "Versão 3.0 de D", "Revisão 3 de D", "Versão n.º 3 de D"],
    previous: "Data da versão anterior", first: "Data da primeira emissão",
  },
  pl: {
    labels: ["Data aktualizacji", "Aktualizacja", "Data aktualizacji karty", "Data ostatniej aktualizacji", "Data zmiany", "Data weryfikacji"],
    issueAlone: ["Data wydania", "Data sporządzenia", "Data opracowania", "Data utworzenia"],
    date: "Data", tuesday: "wtorek", revision: "Aktualizacja", section16: "SEKCJA 16: Inne informacje",
    versionLines: ["Wersja 3.0 (D)", "Wersja: 3.0 / Data: D", "Wersja 3.0 z dnia D", "Wersja nr 3 z D", "Aktualizacja nr 3 z dnia D"],
    previous: "Data poprzedniej wersji", first: "Data pierwszego wydania",
  },
  sv: {
    labels: ["Revisionsdatum", "Omarbetad", "Reviderad", "Datum för revidering", "Omarbetad den"],
    issueAlone: ["Utfärdandedatum", "Utgivningsdatum", "Upprättad den"],
    date: "Datum", tuesday: "tisdag", revision: "Revision", section16: "AVSNITT 16: Annan information",
    versionLines: ["Version 3.0 (D)", "Version: 3.0 / Datum: D", "Version 3 den D"],
    previous: "Datum för föregående version", first: "Datum för första utgåvan",
  },
  da: {
    labels: ["Revisionsdato", "Revideret", "Ændringsdato", "Revideret den"],
    issueAlone: ["Udstedelsesdato", "Udarbejdet den", "Udgivelsesdato"],
    date: "Dato", tuesday: "tirsdag", revision: "Revision", section16: "PUNKT 16: Andre oplysninger",
    versionLines: ["Version 3.0 (D)", "Version: 3.0 / Dato: D"],
    previous: "Dato for forrige version", first: "Dato for første udgave",
  },
  fi: {
    labels: ["Muutettu viimeksi", "Päivitetty", "Muutospäivämäärä", "Tarkistettu"],
    issueAlone: ["Julkaisupäivämäärä", "Laatimispäivämäärä", "Päiväys"],
    date: "Päivämäärä", tuesday: "tiistai", revision: "Versio", section16: "KOHTA 16: Muut tiedot",
    versionLines: ["Versio 3.0 (D)", "Versio: 3.0 / Päivämäärä: D"],
    previous: "Edellisen version päivämäärä", first: "Ensimmäisen julkaisun päivämäärä",
  },
  cs: {
    labels: ["Datum revize", "Revize", "Datum aktualizace", "Datum poslední revize"],
    issueAlone: ["Datum vydání", "Datum vyhotovení", "Datum vytvoření"],
    date: "Datum", tuesday: "úterý", revision: "Revize", section16: "ODDÍL 16: Další informace",
    versionLines: ["Verze 3.0 (D)", "Verze: 3.0 / Datum: D", "Revize 3 ze dne D"],
    previous: "Datum předchozí verze", first: "Datum prvního vydání",
  },
};

export const GRID_LANGUAGES = Object.keys(GRID_WORDS);

const ROMAN = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
const two = (n: number) => String(n).padStart(2, "0");
type Day = { year: number; month: number; day: number };
const iso = (date: Day) => `${date.year}-${two(date.month)}-${two(date.day)}`;
/** The revision date, unambiguous in every numeric order (a Tuesday); the traps' dates are older or newer. */
export const REVISION: Day = { year: 2018, month: 10, day: 23 };
/** The same date with a day that could be a month ("07.10.2018"): day first on sheets written to EU rules. */
const AMBIGUOUS: Day = { year: 2018, month: 10, day: 7 };
const PRINT: Day = { year: 2024, month: 11, day: 30 };
const PREVIOUS: Day = { year: 2016, month: 5, day: 17 };

/** An English ordinal day ("1st", "23rd"). */
function ordinal(day: number): string {
  const suffix = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
  return `${day}${suffix}`;
}

/** The date forms of a language. */
export function gridForms(language: string): readonly string[] {
  const numeric = ["dd.mm.yyyy", "dd/mm/yyyy", "dd-mm-yyyy", "dd.mm.yy", "dd/mm/yy", "dd-mm-yy", "d.m.yyyy", "yyyy-mm-dd", "yyyy.mm.dd", "yyyy/mm/dd"];
  const roman = ["dd.R.yyyy", "d R yyyy", "d.R.yyyy", "d. R. yyyy", "d-R-yyyy"];
  const words = LANGUAGES[language]!;
  const named = [...words.named, ...(MORE_NAMED[language] ?? [])].map((form) => `named:${form}`);
  const more = ["ambiguous-dot", "ambiguous-slash", "ambiguous-short", "weekday-numeric", "weekday-named", "time", "time-seconds", "iso-time", "time-uhr", "time-ampm", "upper-named"];
  return [...numeric, ...roman, ...named, ...more, ...(language === "en" ? ["mm/dd/yyyy", "mm-dd-yyyy"] : [])];
}

/** Named forms beyond the sweep's: an abbreviation with its dot, a two-digit year, "del" before the year. */
const MORE_NAMED: Readonly<Record<string, readonly string[]>> = {
  en: ["A. d, y", "d-A-Y", "d A, y", "M d y"], de: ["d. A. y", "d.A.y"], es: ["d de M del y", "d/A/y"], it: ["d A. y", "d-A-Y"],
  nl: ["d A. y", "d-A-Y"], pt: ["d/A/y", "d de A de y"], pl: ["d.M.y"], sv: ["d A y"], da: ["d. A. y"],
};

/** A date in a form; named forms use the sweep's month names (Polish and Czech in the genitive). */
export function writeGridDate(date: Day, form: string, language: string): string {
  const words = LANGUAGES[language]!;
  const grid = GRID_WORDS[language]!;
  const firstNamed = `named:${words.named[0]}`;
  switch (form) {
    case "ambiguous-dot": return writeGridDate(date, "dd.mm.yyyy", language);
    case "ambiguous-slash": return writeGridDate(date, "dd/mm/yyyy", language);
    case "ambiguous-short": return writeGridDate(date, "dd-mm-yy", language);
    case "weekday-numeric": return `${grid.tuesday}, ${writeGridDate(date, "dd.mm.yyyy", language)}`;
    case "weekday-named": return `${grid.tuesday}, ${writeGridDate(date, firstNamed, language)}`;
    case "time": return `${writeGridDate(date, "dd.mm.yyyy", language)} 14:32`;
    case "time-seconds": return `${writeGridDate(date, "dd/mm/yyyy", language)} 14:32:05`;
    case "iso-time": return `${writeGridDate(date, "yyyy-mm-dd", language)}T14:32:05`;
    case "time-uhr": return `${writeGridDate(date, "dd.mm.yyyy", language)}, 14:32 Uhr`;
    case "time-ampm": return `${writeGridDate(date, "dd/mm/yyyy", language)} 2:32:05 PM`;
    case "upper-named": return writeGridDate(date, firstNamed, language).toUpperCase();
  }
  if (form.startsWith("named:")) {
    const month = words.months[date.month - 1]!;
    const abbreviation = words.abbreviations?.[date.month - 1] ?? month;
    return form.slice(6).replace(/\bdth\b/, ordinal(date.day)).replace(/\bd\b/, String(date.day)).replace(/\bM\b/, month).replace(/\bA\b\.?/, (a) => (a.endsWith(".") && abbreviation.endsWith(".") ? abbreviation : a.replace("A", abbreviation))).replace(/\by\b/, String(date.year)).replace(/\bY\b/, String(date.year).slice(2));
  }
  if (form.includes("R")) return form.replace("yyyy", String(date.year)).replace("R", ROMAN[date.month - 1]!).replace("dd", two(date.day)).replace(/\bd\b/, String(date.day));
  return form
    .replace("yyyy", String(date.year)).replace("yy", String(date.year).slice(2))
    .replace("mm", two(date.month)).replace("dd", two(date.day))
    .replace(/\bm\b/, String(date.month)).replace(/\bd\b/, String(date.day));
}

/** Where the date stands. Each place builds the page's lines: `top` before section 1, `identity` in it, `end` after 4. */
export const PLACES = [
  "key-value", "no-colon", "column-gap", "next-line", "header-every-page", "footer-every-page", "pipe-cells",
  "label-row-value-row", "section-16", "print-beside", "print-after", "previous-beside", "first-issue-beside",
  "bilingual", "bilingual-after", "header-block-date", "version-line", "print-alone", "issue-alone",
  "header-table-every-page", "header-no-colon-every-page", "label-column", "issue-beside", "previous-cells", "bilingual-two-lines",
] as const;
export type Place = (typeof PLACES)[number];

export type GridCase = { language: string; place: Place; label: string; form: string; text: SdsText; truth: string | null };

/** Pages of lines at the left margin; `header` / `footer` repeat at the top / bottom of every page. */
function pages(bodies: readonly (readonly string[])[], header: readonly string[], footer: string | null): SdsText {
  return {
    numPages: bodies.length,
    hasTextLayer: true,
    pages: bodies.map((body, page) => {
      const lines = [...header.map((line) => line.replace("{p}", String(page + 1))), ...body, ...(footer === null ? [] : [footer.replace("{p}", String(page + 1))])];
      return { number: page + 1, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) };
    }),
  };
}

export function buildGridCase(language: string, place: Place, label: string, form: string): GridCase {
  const w = LANGUAGES[language]!;
  const g = GRID_WORDS[language]!;
  const revision = form.startsWith("ambiguous") ? AMBIGUOUS : REVISION;
  const date = writeGridDate(revision, form, language);
  const print = writeGridDate(PRINT, form, language);
  const previous = writeGridDate(PREVIOUS, form, language);
  const [s1, s2, s3, s4] = w.headings;
  const top: string[] = [];
  const identity: string[] = [w.product, "Nordvik Chemicals AB, Hamnvägen 4, 41101 Göteborg"];
  const end: string[] = [];
  let header: string[] = [];
  let footer: string | null = null;
  let truth: string | null = iso(revision);
  switch (place) {
    case "key-value": identity.push(`${label}: ${date}`); break;
    case "no-colon": identity.push(`${label} ${date}`); break;
    case "column-gap": identity.push(`${label}                    ${date}`); break;
    case "next-line": identity.push(`${label}:`, date); break;
    case "header-every-page": header = [`Nordvik Chemicals AB     ${label}: ${date}     ${w.page} {p}/3`]; break;
    case "footer-every-page": footer = `${label}: ${date}     ${w.version}: 3.0     ${w.page} {p}/3`; break;
    case "pipe-cells": header = [`${g.revision}: 3 | ${g.date}: ${date} | ${w.page} {p}/3`]; break;
    case "header-table-every-page": header = [`${w.version}          ${label}          ${w.print}          ${w.page}`, `3.0          ${date}          ${print}          {p}/3`]; break;
    case "header-no-colon-every-page": header = [`Brightfloor 500          ${w.version} 3.0          ${label} ${date}          ${w.page} {p} / 3`]; break;
    case "label-column": top.push(`${w.version}:`, `${label}:`, `${w.print}:`, "3.0", date, print); break;
    case "issue-beside": top.push(`${g.issueAlone[0]}: ${previous}          ${label}: ${date}`); break;
    case "previous-cells": top.push(`${label}          ${g.previous}`, `${date}          ${previous}`); break;
    case "bilingual-two-lines": identity.push("Revision date", `${label}:`, date); break;
    case "label-row-value-row": top.push(`${w.version}          ${label}          ${w.page}`, `3.0          ${date}          1/3`); break;
    case "section-16": end.push(g.section16, `${g.previous}: ${previous}`, `${label}: ${date}`); break;
    case "print-beside": top.push(`${w.print}: ${print}          ${label}: ${date}`); break;
    case "print-after": top.push(`${label}: ${date}          ${w.print}: ${print}`); break;
    case "previous-beside": top.push(`${label}: ${date}          ${g.previous}: ${previous}`); break;
    case "first-issue-beside": top.push(`${g.first}: ${previous}          ${label}: ${date}`); break;
    case "bilingual": identity.push(`Revision date / ${label}: ${date}`); break;
    case "bilingual-after": identity.push(`${label} / Revision date: ${date}`); break;
    case "header-block-date": top.push(`${w.product}`, `${w.version}: 3.0`, `${g.date}: ${date}`); break;
    case "version-line": top.push(label.replace("D", date)); break;
    case "print-alone": top.push(`${w.print}: ${print}     ${w.version}: 3.0`); truth = null; break;
    case "issue-alone": top.push(`${label}: ${date}     ${w.version}: 3.0`); break;
  }
  // Sheets written to EU rules cite them under the title (and so write an ambiguous date day first, in English too).
  const body = ["REACH 1907/2006 – 2020/878", ...top, s1, ...identity, s2, w.body[0], w.body[1], s3, "Ethanol 64-17-5 10-20%", s4, w.body[1]];
  const later = ["Rinse with water.", ...end];
  const text = pages([body, ["Lorem 5.1", "Lorem 9.1"], later], header, footer);
  return { language, place, label, form, text, truth };
}

/** The labels a place is tried with: issue-only labels where nothing else dates the sheet, version lines, or the revision labels. */
function labelsOf(language: string, place: Place): readonly string[] {
  const g = GRID_WORDS[language]!;
  if (place === "issue-alone") return g.issueAlone;
  if (place === "version-line") return g.versionLines;
  if (place === "header-block-date" || place === "pipe-cells" || place === "print-alone") return [g.date];
  return g.labels;
}

/** Axis one: every label at every place, in one date form. Axis two: every form at a few places, first label. */
export function gridCases(languages: readonly string[] = GRID_LANGUAGES): GridCase[] {
  const cases: GridCase[] = [];
  for (const language of languages) {
    const forms = gridForms(language);
    for (const place of PLACES) for (const label of labelsOf(language, place)) cases.push(buildGridCase(language, place, label, "dd.mm.yyyy"));
    for (const form of forms.slice(1)) {
      for (const place of PLACES) {
        const labels = labelsOf(language, place);
        cases.push(buildGridCase(language, place, labels[0]!, form));
      }
    }
  }
  return cases;
}

/** Axis three: each month name of a language in its named forms, at a key-value line. */
export function monthCases(languages: readonly string[] = GRID_LANGUAGES): GridCase[] {
  const cases: GridCase[] = [];
  for (const language of languages) {
    for (const form of LANGUAGES[language]!.named) {
      for (let month = 1; month <= 12; month++) {
        const day = { year: 2018, month, day: 23 };
        const built = buildGridCase(language, "key-value", GRID_WORDS[language]!.labels[0]!, "dd.mm.yyyy");
        const line = `${GRID_WORDS[language]!.labels[0]}: ${writeGridDate(day, `named:${form}`, language)}`;
        const text = { ...built.text, pages: built.text.pages.map((page, index) => (index === 0 ? { ...page, lines: page.lines.map((l) => (l.text.startsWith(`${GRID_WORDS[language]!.labels[0]}:`) ? { ...l, text: line } : l)) } : page)) };
        cases.push({ ...built, form: `named:${form} month ${month}`, text, truth: iso(day) });
      }
    }
  }
  return cases;
}

export type GridResult = GridCase & { value: string | null; confidence: number };

export function runGridCase(gridCase: GridCase): GridResult {
  const parsed = parseSds(gridCase.text);
  return { ...gridCase, value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence ?? 0 };
}

/**
 * A synthetic sweep of OCR damage (session 11): the signal-word line and the revision-date line of 8 languages,
 * in 3 layouts (key: value, label and value in columns, a colon in a column of its own), each read with ONE kind of
 * damage tesseract does (a letter or digit read as its look-alike, rn as m, the colon read as a letter or mark), then
 * put through the OCR repairs (repairOcrLines) and the field's reader. The truth is the undamaged line's reading.
 */
import { repairOcrLines } from "../../src/modules/parsing/ocr-repair.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { findSignalWord } from "../../src/modules/parsing/signal-word.ts";
import type { SweepOutcome } from "./sweep-misses.ts";

type Words = { signalLabel: string; danger: string; warning: string; dateLabel: string; month: string };

export const LANGUAGES: Readonly<Record<string, Words>> = {
  en: { signalLabel: "Signal word", danger: "Danger", warning: "Warning", dateLabel: "Revision date", month: "March" },
  de: { signalLabel: "Signalwort", danger: "Gefahr", warning: "Achtung", dateLabel: "Überarbeitet am", month: "März" },
  fr: { signalLabel: "Mention d'avertissement", danger: "Danger", warning: "Attention", dateLabel: "Date de révision", month: "mars" },
  es: { signalLabel: "Palabra de advertencia", danger: "Peligro", warning: "Atención", dateLabel: "Fecha de revisión", month: "marzo" },
  it: { signalLabel: "Avvertenza", danger: "Pericolo", warning: "Attenzione", dateLabel: "Data di revisione", month: "marzo" },
  nl: { signalLabel: "Signaalwoord", danger: "Gevaar", warning: "Waarschuwing", dateLabel: "Herzieningsdatum", month: "maart" },
  pt: { signalLabel: "Palavra-sinal", danger: "Perigo", warning: "Atenção", dateLabel: "Data de revisão", month: "março" },
  pl: { signalLabel: "Hasło ostrzegawcze", danger: "Niebezpieczeństwo", warning: "Uwaga", dateLabel: "Data aktualizacji", month: "marca" },
};

/** How label and value stand on the line; `colon` is the mark OCR read for the colon (":" when read right). */
export const LAYOUTS: Readonly<Record<string, (label: string, value: string, colon: string) => string>> = {
  "key: value": (label, value, colon) => `${label}${colon === ":" ? ":" : ` ${colon}`} ${value}`,
  columns: (label, value) => `${label}    ${value}`,
  "colon column": (label, value, colon) => `${label}    ${colon}    ${value}`,
};

/** One kind of damage: the first place in `text` it applies to, or null where it does not. */
type Damage = (text: string) => string | null;
const swap = (from: RegExp, to: string): Damage => (text) => (from.test(text) ? text.replace(from, to) : null);

/** Letters of a word read as look-alikes. */
export const WORD_DAMAGE: Readonly<Record<string, Damage>> = {
  "i as l": swap(/i/, "l"),
  "l as 1": swap(/l/, "1"),
  "e as c": swap(/e/, "c"),
  "g as q": swap(/g/, "q"),
  "rn as m": swap(/rn/, "m"),
  "o as 0": swap(/o/, "0"),
  "a letter lost": (text) => (text.length >= 6 ? text.slice(0, 3) + text.slice(4) : null),
};

/** Digits of a date read as look-alikes, or its dot as a comma. */
export const DATE_DAMAGE: Readonly<Record<string, Damage>> = {
  "0 as O": swap(/0/, "O"),
  "1 as l": swap(/1/, "l"),
  "1 as I": swap(/1/, "I"),
  "5 as S": swap(/5/, "S"),
  "2 as Z": swap(/2/, "Z"),
  "dot as comma": swap(/(?<=^\d\d)\./, ","),
  "last 0 as O": swap(/0(?=\d*$)/, "O"),
};

const COLONS = [":", "i", "©", "1", "."];

export type OcrSweepCase = { field: "signal_word" | "revision_date"; language: string; layout: string; form: string; line: string; truth: string };

export function sweepCases(): OcrSweepCase[] {
  const cases: OcrSweepCase[] = [];
  for (const [language, words] of Object.entries(LANGUAGES)) {
    for (const [layout, write] of Object.entries(LAYOUTS)) {
      for (const colon of layout === "columns" ? [":"] : COLONS) {
        const colonForm = colon === ":" ? "" : `colon as ${colon}, `;
        for (const [truth, word] of [["DANGER", words.danger], ["WARNING", words.warning]] as const) {
          for (const upper of [false, true]) {
            const shown = upper ? word.toUpperCase() : word;
            for (const [form, damage] of Object.entries(WORD_DAMAGE)) {
              const damaged = damage(upper ? shown.toLowerCase() : shown);
              if (damaged === null) continue;
              const read = upper ? damaged.toUpperCase().replace(/L/g, (l, i) => (damaged[i] === "l" ? "l" : l)) : damaged;
              cases.push({ field: "signal_word", language, layout, form: `${colonForm}${form}${upper ? " (capitals)" : ""}`, line: write(words.signalLabel, read, colon), truth });
            }
          }
        }
        const dates: [string, string][] = [["15.03.2019", "2019-03-15"], ["15/03/2019", "2019-03-15"], ["2019-03-15", "2019-03-15"], [`15 ${words.month} 2019`, "2019-03-15"], ["21.10.2020", "2020-10-21"]];
        for (const [date, truth] of dates) {
          for (const [form, damage] of Object.entries(DATE_DAMAGE)) {
            const damaged = damage(date);
            if (damaged === null) continue;
            cases.push({ field: "revision_date", language, layout, form: `${colonForm}${form} in ${date.replace(/\d/g, "9")}`, line: write(words.dateLabel, damaged, colon), truth });
          }
        }
      }
    }
  }
  return cases;
}

export type OcrSweepResult = SweepOutcome & { line: string; confidence: number };

/** The case's line through the OCR repairs and its field's reader. */
export function readCase(sweepCase: OcrSweepCase): OcrSweepResult {
  const lines = repairOcrLines([sweepCase.line]).lines;
  const outcome = { language: sweepCase.language, layout: sweepCase.layout, form: sweepCase.form, truth: sweepCase.truth, line: sweepCase.line };
  if (sweepCase.field === "signal_word") return { ...outcome, value: findSignalWord(lines), confidence: 1 };
  const found = findRevisionDate(lines, "day-first");
  return { ...outcome, value: found?.value ?? null, confidence: found?.confidence ?? 0 };
}

/**
 * What the session-19 date and signal-word probe (`scripts/metamorphic-tune.ts --dates-signal`) found the parser
 * missing in the EU's languages: "none" after the signal word's label in sl, hr, el, bg, lt, lv, et; the plural of
 * CLP's label; the word alone under a line of pictogram codes; Greek and Estonian month abbreviations. Synthetic
 * sheets only, headed by each language's Annex II titles (test/helpers/metamorphic-language-words*.ts).
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { LANGUAGE_WORDS } from "../helpers/metamorphic-language-words.ts";
import { sheet } from "../helpers/sds-text.ts";

/**
 * A small sheet in `language`: sections 1–4 with its Annex II titles, `identity` lines in 1, `hazards` lines in 2 and
 * an ingredient without H codes in 3 (so no word can be derived from codes there).
 */
function sheetIn(language: string, { identity = [], hazards }: { identity?: string[]; hazards: string[] }) {
  const words = LANGUAGE_WORDS[language]!;
  const heading = (n: number) => `${words.sectionWord.toLocaleUpperCase()} ${n}: ${words.sections[n - 1]}`;
  return parseSds(sheet([
    heading(1), `${words.labels.productName[0]}: Nordlys 500`, ...identity,
    heading(2), ...hazards,
    heading(3), "Ethanol 64-17-5 10-20%",
    heading(4), "Rinse with water.",
  ]));
}

describe("'none' after the signal word's label in the EU's other languages", () => {
  const cases: Array<[string, string]> = [
    ["sl", "Opozorilna beseda: ni"], ["sl", "Opozorilna beseda: ni potrebna"], ["hr", "Oznaka opasnosti: nema"],
    ["hr", "Oznaka opasnosti: nije primjenjivo"], ["el", "Προειδοποιητική λέξη: καμία"], ["el", "Προειδοποιητική λέξη: Δεν απαιτείται"],
    ["bg", "Сигнална дума: няма"], ["bg", "Сигнална дума: Не се изисква"], ["lt", "Signalinis žodis: nėra"], ["lt", "Signalinis žodis: netaikoma"],
    ["lv", "Signālvārds: nav"], ["lv", "Signālvārds: nav piemērojams"], ["et", "Tunnussõna: puudub"], ["et", "Tunnussõna: ei kohaldata"],
  ];
  for (const [language, line] of cases) {
    test(`${language} "${line}" is no signal word (a statement listed below does not give one)`, () => {
      expect(sheetIn(language, { hazards: [line, "H302"] }).signal_word).toBeNull();
    });
  }
});

describe("the plural of CLP's signal-word label", () => {
  const cases: Array<[string, string, "DANGER" | "WARNING"]> = [
    ["sk", "Výstražné slová: Pozor", "WARNING"], ["sl", "Opozorilne besede: Nevarno", "DANGER"], ["el", "Προειδοποιητικές λέξεις: Προσοχή", "WARNING"],
    ["bg", "Сигнални думи: Опасно", "DANGER"], ["lv", "Signālvārdi: Uzmanību", "WARNING"], ["et", "Tunnussõnad: Hoiatus", "WARNING"],
    ["hu", "Figyelmeztető szó: Figyelem", "WARNING"], ["hr", "Oznake opasnosti: Upozorenje", "WARNING"],
  ];
  for (const [language, line, word] of cases) {
    test(`${language} "${line}"`, () => {
      const parsed = sheetIn(language, { hazards: [line, "Eye irritation 2"] });
      expect(parsed.signal_word).toBe(word);
      expect(parsed.evidence.signal_word?.text).toContain(line.split(":")[0]!);
    });
  }
});

describe("the word alone under a line of pictogram codes", () => {
  for (const [language, word, expected] of [["de", "ACHTUNG", "WARNING"], ["bg", "ВНИМАНИЕ", "WARNING"], ["fi", "VAARA", "DANGER"]] as const) {
    test(`${language}: "GHS07" / "${word}", no label and no H statements`, () => {
      expect(sheetIn(language, { hazards: ["GHS07", word, "Wash hands thoroughly after handling."] }).signal_word).toBe(expected);
    });
  }
});

describe("Greek and Estonian month abbreviations", () => {
  const cases: Array<[string, string, string]> = [
    ["el", "Ημερομηνία αναθεώρησης: 12 Μαρ. 2021", "2021-03-12"], ["el", "Ημερομηνία αναθεώρησης: 05 Οκτ 2021", "2021-10-05"],
    ["el", "Ημερομηνία αναθεώρησης: 23-Δεκ-2020", "2020-12-23"], ["el", "Ημερομηνία αναθεώρησης: 3 ΙΟΥΝ. 2019", "2019-06-03"],
    ["et", "Muutmise kuupäev: 12. dets 2021", "2021-12-12"], ["et", "Muutmise kuupäev: 4. veebr. 2020", "2020-02-04"],
    ["et", "Muutmise kuupäev: 15. jaan 2022", "2022-01-15"],
  ];
  for (const [language, line, iso] of cases) {
    test(`${language} "${line}"`, () => {
      const parsed = sheetIn(language, { identity: [line], hazards: ["H319"] });
      expect(parsed.revision_date).toBe(iso);
    });
  }
});

/**
 * Revision dates in the EU's other official languages (session 10): the labels of a sheet's header and section 16 in
 * cs, sk, hu, ro, el, bg, hr, sl, lt, lv and et — revision, issue, compilation, "replaces", previous, first issue and
 * print dates — and the dates as those languages print them ("3. 2. 2021", "2021.02.03.", "03.02.2021 г."). The lines
 * and products are invented; the labels are the languages' (sources: briefs/s10/doc-EU2.md).
 */
import { describe, expect, test } from "bun:test";
import { findDates } from "../../src/modules/parsing/dates.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";

const REVISED = "2021-03-12";
const ISSUED = "2020-06-05";
const REPLACED = "2019-01-07";

type DateLabels = {
  code: string;
  revision: string;
  /** The replaced version's date: never the revision date. */
  replaces: string;
  issue: string;
  /** The compilation or preparation of the sheet. */
  compiled: string;
  print: string;
  first: string;
  /** How the language prints 12 March 2021, 5 June 2020 and 7 January 2019. */
  date: (iso: string) => string;
};

/** "12. 3. 2021": Czech and Slovak, day and month with a dot and a space. */
const spacedDots = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day}. ${month}. ${year}`;
};
/** "12.03.2021". */
const dots = (iso: string) => iso.split("-").reverse().join(".");
/** "2021.03.12.": Hungarian, year first with a closing dot. */
const yearFirstDots = (iso: string) => `${iso.replaceAll("-", ".")}.`;
/** "12.03.2021 г.": Bulgarian, "г." (година, year) after the year. */
const withYearWord = (iso: string) => `${dots(iso)} г.`;

const LANGUAGES: DateLabels[] = [
  { code: "cs", revision: "Datum revize", replaces: "Nahrazuje verzi", issue: "Datum vydání", compiled: "Vyhotoveno", print: "Datum tisku", first: "Datum prvního vydání", date: spacedDots },
  { code: "sk", revision: "Dátum revízie", replaces: "Nahrádza verziu", issue: "Dátum vydania", compiled: "Dátum vyhotovenia", print: "Dátum tlače", first: "Dátum prvého vydania", date: spacedDots },
  { code: "hu", revision: "Felülvizsgálat dátuma", replaces: "Előző felülvizsgálat dátuma", issue: "Kiadás dátuma", compiled: "A kitöltés dátuma", print: "Nyomtatás dátuma", first: "Első kiadás dátuma", date: yearFirstDots },
  { code: "hu (kelte)", revision: "Az átdolgozás kelte", replaces: "Helyettesíti", issue: "A kiállítás kelte", compiled: "Összeállítás dátuma", print: "Nyomtatva", first: "Első kiadás", date: yearFirstDots },
  { code: "ro", revision: "Data revizuirii", replaces: "Înlocuiește data", issue: "Data emiterii", compiled: "Data întocmirii", print: "Data tipăririi", first: "Data primei emiteri", date: dots },
  { code: "el", revision: "Ημερομηνία αναθεώρησης", replaces: "Αντικαθιστά την έκδοση", issue: "Ημερομηνία έκδοσης", compiled: "Ημερομηνία σύνταξης", print: "Ημερομηνία εκτύπωσης", first: "Ημερομηνία πρώτης έκδοσης", date: dots },
  { code: "bg", revision: "Дата на преразглеждане", replaces: "Заменя версия", issue: "Дата на издаване", compiled: "Дата на съставяне", print: "Дата на отпечатване", first: "Дата на първо издаване", date: withYearWord },
  { code: "hr", revision: "Datum revizije", replaces: "Zamjenjuje verziju", issue: "Datum izdavanja", compiled: "Datum izrade", print: "Datum ispisa", first: "Datum prvog izdanja", date: dots },
  { code: "sl", revision: "Datum revizije", replaces: "Nadomešča različico", issue: "Datum izdaje", compiled: "Datum priprave", print: "Datum tiskanja", first: "Datum prve izdaje", date: dots },
  { code: "lt", revision: "Peržiūrėjimo data", replaces: "Pakeičia versiją", issue: "Išleidimo data", compiled: "Parengimo data", print: "Spausdinimo data", first: "Pirmojo išleidimo data", date: dots },
  { code: "lv", revision: "Pārskatīšanas datums", replaces: "Aizstāj versiju, kas datēta ar", issue: "Izdošanas datums", compiled: "Sagatavošanas datums", print: "Iespiešanas datums", first: "Pirmās izdošanas datums", date: dots },
  { code: "et", revision: "Läbivaatamise kuupäev", replaces: "Asendab versiooni", issue: "Väljaandmise kuupäev", compiled: "Koostamise kuupäev", print: "Trükkimise kuupäev", first: "Esmase väljaandmise kuupäev", date: dots },
];

const revisionOf = (lines: string[]) => findRevisionDate(lines, "day-first")?.value ?? null;

for (const language of LANGUAGES) {
  const { revision, replaces, issue, compiled, print, first, date } = language;

  describe(`revision date labels in ${language.code}`, () => {
    test("a revision label with its date gives that date", () => {
      expect(revisionOf([`${revision}: ${date(REVISED)}`])).toBe(REVISED);
    });

    test("a 'replaces' label beside it (before or after) never gives the revision date", () => {
      expect(revisionOf([`${replaces}: ${date(REPLACED)}    ${revision}: ${date(REVISED)}`])).toBe(REVISED);
      expect(revisionOf([`${revision}: ${date(REVISED)}    ${replaces}: ${date(REPLACED)}`])).toBe(REVISED);
      expect(revisionOf([`${replaces}: ${date(REPLACED)}`, `${revision}: ${date(REVISED)}`])).toBe(REVISED);
    });

    test("an issue date alone gives that date, a print date before it does not", () => {
      expect(revisionOf([`${issue}: ${date(ISSUED)}`])).toBe(ISSUED);
      expect(revisionOf([`${print}: ${date(REVISED)}`, `${issue}: ${date(ISSUED)}`])).toBe(ISSUED);
    });

    test("the revision date wins over the issue date and the date of compilation", () => {
      expect(revisionOf([`${issue}: ${date(ISSUED)}    ${revision}: ${date(REVISED)}`])).toBe(REVISED);
      expect(revisionOf([`${compiled}: ${date(ISSUED)}`, `${revision}: ${date(REVISED)}`])).toBe(REVISED);
    });

    test("the date of compilation alone gives that date", () => {
      expect(revisionOf([`${compiled}: ${date(ISSUED)}`])).toBe(ISSUED);
    });

    test("the first issue's date is not the revision date while the sheet prints another", () => {
      expect(revisionOf([`${first}: ${date(REPLACED)}    ${issue}: ${date(ISSUED)}`])).toBe(ISSUED);
    });

    test("a 'replaces' label alone gives no revision date", () => {
      expect(revisionOf([`${replaces}: ${date(REPLACED)}`])).toBeNull();
    });
  });
}

describe("dates as the languages print them", () => {
  test.each([
    ["cs/sk, day and month with a dot and a space", "3. 2. 2021"],
    ["hu, year first with a closing dot", "2021.02.03."],
    ["hu, year first with spaces", "2021. 02. 03."],
    ["bg, 'г.' after the year", "03.02.2021 г."],
    ["day and month without leading zeros", "3.2.2021"],
  ])("%s: %s", (_name, text) => {
    expect(findDates(text, "day-first").map((found) => found.iso)).toEqual(["2021-02-03"]);
  });
});

describe("labels of the header's other forms", () => {
  test.each([
    ["cs, the revision alone", ["Revize: 12.03.2021"]],
    ["cs, 'Přepracováno dne'", ["Přepracováno dne: 12.03.2021"]],
    ["sk, 'Aktualizované'", ["Aktualizované: 12.03.2021"]],
    ["hu, 'Átdolgozva'", ["Átdolgozva: 2021.03.12."]],
    ["ro, 'Data actualizării'", ["Data actualizării: 12.03.2021"]],
    ["el, 'Αναθεώρηση ημερομηνία'", ["Αναθεώρηση ημερομηνία: 12.03.2021"]],
    ["lv, 'Datums, kad veikti labojumi'", ["Datums, kad veikti labojumi: 12.03.2021 Labojums: 8"]],
    ["lt, the revision number between two dates", ["Peržiūros data: 12.03.2021 Peržiūra: 15"]],
    ["et, 'Muudetud'", ["Muudetud: 12.03.2021"]],
  ])("%s", (_name, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test.each([
    ["cs", ["Verze 3.0 ze dne 12.03.2021"]],
    ["sk", ["Verzia 2 zo dňa 12.03.2021"]],
    ["ro", ["Versiunea 4 din 12.03.2021"]],
    ["bg", ["Версия 3 от 12.03.2021"]],
    ["hr", ["Verzija 3 od 12.03.2021"]],
    ["sl", ["Različica 3 z dne 12.03.2021"]],
    ["el", ["Έκδοση 3 (12.03.2021)"]],
  ])("a version with its date, %s", (_name, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });

  test.each([
    ["cs", ["Datum poslední revize: 07.01.2019", "Datum vydání: 05.06.2020"]],
    ["hu", ["Utolsó felülvizsgálat dátuma: 2019.01.07.", "Kiadás dátuma: 2020.06.05."]],
    ["lv", ["Pēdējās pārskatīšanas datums: 07.01.2019", "Izdošanas datums: 05.06.2020"]],
    ["et", ["Viimase läbivaatamise kuupäev: 07.01.2019", "Väljaandmise kuupäev: 05.06.2020"]],
  ])("a 'last revision' older than the issue date is the previous version's, %s", (_name, lines) => {
    expect(revisionOf(lines)).toBe(ISSUED);
  });

  test.each([
    ["hu", ["Utolsó kiadás dátuma: 2019.01.07.", "Felülvizsgálat dátuma: 2021.03.12."]],
    ["lv", ["Pēdējās izdošanas datums: 07.01.2019", "Pārskatīšanas datums: 12.03.2021"]],
    ["lt", ["Paskutinio išleidimo data: 07.01.2019", "Peržiūrėjimo data: 12.03.2021"]],
    ["et", ["Viimase väljaandmise kuupäev: 07.01.2019", "Läbivaatamise kuupäev: 12.03.2021"]],
  ])("the previous issue's date (an issue label after 'last') is never the revision date, %s", (_name, lines) => {
    expect(revisionOf(lines)).toBe(REVISED);
  });
});

describe("a whole sheet", () => {
  test("a Czech header with issue, revision, replaced and print dates", () => {
    const parsed = parseSds(
      sheet([
        "BEZPEČNOSTNÍ LIST",
        "Datum vydání: 5. 6. 2020    Datum revize: 12. 3. 2021",
        "Nahrazuje verzi: 7. 1. 2019    Datum tisku: 15. 4. 2021",
        "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku",
        "1.1 Identifikátor výrobku",
        "Obchodní název: Glimmerfix 40",
      ]),
    );
    expect(parsed.revision_date).toBe(REVISED);
  });

  test("a Bulgarian header whose revision date carries 'г.'", () => {
    const parsed = parseSds(
      sheet([
        "ИНФОРМАЦИОНЕН ЛИСТ ЗА БЕЗОПАСНОСТ",
        "Дата на отпечатване: 15.04.2021 г.",
        "Заменя версия от: 07.01.2019 г.",
        "Дата на преразглеждане: 12.03.2021 г.",
        "РАЗДЕЛ 1: Идентификация на веществото/сместа и на дружеството/предприятието",
      ]),
    );
    expect(parsed.revision_date).toBe(REVISED);
  });
});

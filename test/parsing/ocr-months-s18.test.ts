/**
 * Session 18 (old photocopied scans): a month's name in a revision date read with a look-alike ("11-ju1l.-2016",
 * "5 Apri1 2020", "12 0ct 2019", "Septernber", "JuIy"): the date is not read at all. Eight languages' month names,
 * each with one kind of damage, in the forms dates take (day month year, month day year, with hyphens or "de").
 */
import { describe, expect, test } from "bun:test";
import { repairOcrMonths } from "../../src/modules/parsing/ocr-month-repair.ts";
import { parseScan } from "../helpers/ocr-scan.ts";
import { expectLinearGrowth } from "../helpers/growth.ts";

/** Per language: the revision-date label and months (as printed, with their number) that OCR can damage. */
const LANGUAGES: Readonly<Record<string, { label: string; months: readonly [string, number][] }>> = {
  en: { label: "Revision date", months: [["July", 7], ["April", 4], ["October", 10], ["September", 9], ["November", 11], ["Oct", 10]] },
  de: { label: "Überarbeitet am", months: [["Juli", 7], ["April", 4], ["Oktober", 10], ["September", 9], ["Dezember", 12]] },
  fr: { label: "Date de révision", months: [["juillet", 7], ["juil.", 7], ["avril", 4], ["octobre", 10], ["novembre", 11]] },
  es: { label: "Fecha de revisión", months: [["julio", 7], ["abril", 4], ["octubre", 10], ["septiembre", 9], ["noviembre", 11]] },
  it: { label: "Data di revisione", months: [["luglio", 7], ["aprile", 4], ["ottobre", 10], ["settembre", 9], ["novembre", 11]] },
  nl: { label: "Herzieningsdatum", months: [["juli", 7], ["april", 4], ["oktober", 10], ["september", 9], ["november", 11]] },
  pt: { label: "Data de revisão", months: [["julho", 7], ["abril", 4], ["outubro", 10], ["setembro", 9], ["novembro", 11]] },
  pl: { label: "Data aktualizacji", months: [["lipca", 7], ["kwietnia", 4], ["października", 10], ["września", 9], ["listopada", 11]] },
};

/** One look-alike in the month's name, at its first place (null where the name has no such letter). */
const DAMAGE: Readonly<Record<string, (month: string) => string | null>> = {
  "l as 1": (m) => (/l/.test(m) ? m.replace(/l/, "1") : null),
  "i as 1": (m) => (/i/.test(m) ? m.replace(/i/, "1") : null),
  "l as I": (m) => (/l/.test(m.slice(1)) ? m[0] + m.slice(1).replace(/l/, "I") : null),
  "o as 0": (m) => (/o/i.test(m) ? m.replace(/o/i, "0") : null),
  "m as rn": (m) => (/m/.test(m) ? m.replace(/m/, "rn") : null),
};

/** The date's forms: day month year (spaces, hyphens, Spanish "de") and month day, year. */
const FORMS: Readonly<Record<string, (month: string) => string>> = {
  "day month year": (m) => `14 ${m} 2019`,
  "hyphens": (m) => `14-${m}-2019`,
  "de": (m) => `14 de ${m} de 2019`,
  "month day, year": (m) => `${m} 14, 2019`,
};

const cases = Object.entries(LANGUAGES).flatMap(([language, { label, months }]) =>
  months.flatMap(([month, number]) => Object.entries(DAMAGE).flatMap(([damage, apply]) => {
    const read = apply(month);
    if (!read) return [];
    return Object.entries(FORMS)
      .filter(([form]) => (form === "de") === (language === "es" || language === "pt"))
      .filter(([form]) => form !== "month day, year" || language === "en")
      .filter(([form]) => form !== "hyphens" || !month.endsWith("."))
      .map(([form, write]) => ({ language, month, damage, form, line: `${label}: ${write(read)}`, truth: `2019-${String(number).padStart(2, "0")}-14` }));
  })));

const page = (dateLine: string) => ["SAFETY DATA SHEET", "SECTION 1: IDENTIFICATION", "Product name: Nordclean Floor Polish",
  "Manufacturer: Nordwerk Chemie GmbH", dateLine, "SECTION 2: HAZARDS IDENTIFICATION", "Signal word: Warning"];

describe("a month's name read with a look-alike in a revision date (8 languages)", () => {
  test("the sweep has cases in every language and of every damage", () => {
    expect(new Set(cases.map((c) => c.language)).size).toBe(8);
    expect(new Set(cases.map((c) => c.damage)).size).toBe(Object.keys(DAMAGE).length);
    expect(cases.length).toBeGreaterThan(150);
  });

  test("each damaged month is read as its month, and the date is marked a repair below 0.9", () => {
    const misses: string[] = [];
    for (const c of cases) {
      const parsed = parseScan([page(c.line)]);
      const confidence = parsed.evidence.revision_date?.confidence ?? 0;
      if (parsed.revision_date !== c.truth || confidence >= 0.9) misses.push(`${c.line} → ${parsed.revision_date} (${confidence})`);
    }
    expect(misses).toEqual([]);
  });

  test("the undamaged months are left as they are", () => {
    for (const { months } of Object.values(LANGUAGES)) {
      for (const [month] of months) expect(repairOcrMonths(`Revision date: 14 ${month} 2019`).text).toBe(`Revision date: 14 ${month} 2019`);
    }
  });

  test("a word that is no month, or a name in a date's shape, stays", () => {
    for (const line of ["Lot 12 Mal 2019", "Room 14 Apollo 2019", "14 units 2019", "Page 1 of 2019", "14 Jul1 2019", "14 Ju1 2019 x",
      "Issued 3 Marc 2019", "Lot 14 BOX 2019"]) {
      const out = repairOcrMonths(line);
      // "Jul1" and "Ju1" are abbreviations of July with a 1 for an l: taken (a digit in a word).
      if (/Jul1|Ju1/.test(line)) expect(out.text).toMatch(/Juli? 2019|Jul 2019/);
      else expect(out.text).toBe(line);
    }
  });

  test("a hostile line (many date-shaped runs) is read in linear time", () => {
    const line = (size: number) => "14 Ju1y 2019 ".repeat(size);
    expect(repairOcrMonths(line(20_000)).text.startsWith("14 July 2019 14 July 2019")).toBe(true);
    expectLinearGrowth((size) => repairOcrMonths(line(size)), 2_500);
  });
});

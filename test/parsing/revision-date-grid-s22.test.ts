/**
 * A grid sweep of where and how a sheet prints its revision date (session 22): twelve languages (en, de, fr, es, it,
 * nl, pt, pl, sv, da, fi, cs) × their labels × 25 places (key-value, column gap, next line, header and footer on every
 * page, pipe cells, a label row over a value row, section 16, beside print / previous / first-issue / issue dates,
 * bilingual labels, a bare "Date:" in a header block, version lines, a label column, a print date alone …) × about 40
 * date forms (numeric with . / - and two- or four-digit years, month names full, abbreviated, in the genitive, with
 * "de", Roman months, ISO, year first with dots, a weekday before, a time after, a day that could be the month). The
 * sheets are built by test/helpers/revision-date-grid-s22.ts. The kinds it found missing are named below.
 */
import { describe, expect, test } from "bun:test";
import { documentDateOrder } from "../../src/modules/parsing/document-date-order.ts";
import { findRevisionDate } from "../../src/modules/parsing/revision-date.ts";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { buildGridCase, GRID_LANGUAGES, GRID_WORDS, gridCases, gridForms, monthCases, PLACES, runGridCase, type GridCase, type GridResult } from "../helpers/revision-date-grid-s22.ts";
import { sheet } from "../helpers/sds-text.ts";

/** Misses as "language place form" → count, and values given wrongly above 0.9 (what must never come out). */
function misses(results: readonly GridResult[]): { missed: Record<string, number>; wrongAndSure: string[] } {
  const missed: Record<string, number> = {};
  const wrongAndSure: string[] = [];
  for (const result of results) {
    if (result.value === result.truth) continue;
    const key = `${result.language} ${result.place} ${result.form}`;
    missed[key] = (missed[key] ?? 0) + 1;
    if (result.value !== null && result.confidence > 0.9) wrongAndSure.push(`${key} [${result.label}] → ${result.value}`);
  }
  return { missed, wrongAndSure };
}

/** The date reader over a case's lines (every page's, in order), read in the order its language gives. */
function readGridCase(gridCase: GridCase): GridResult {
  const lines = gridCase.text.pages.flatMap((page) => page.lines.map((line) => line.text));
  const found = findRevisionDate(lines, documentDateOrder(lines, gridCase.language));
  return { ...gridCase, value: found?.value ?? null, confidence: found?.confidence ?? 0 };
}

describe("revision-date grid (parseSds)", () => {
  test("every place of every language, its first label, a numeric date", () => {
    const cases = GRID_LANGUAGES.flatMap((language) => PLACES.map((place) => buildGridCase(language, place, labelOf(language, place), "dd.mm.yyyy")));
    expect(cases.length).toBe(GRID_LANGUAGES.length * PLACES.length);
    const { missed, wrongAndSure } = misses(cases.map(runGridCase));
    expect(missed).toEqual({});
    expect(wrongAndSure).toEqual([]);
  });

  test("every label of every language in a key-value line and in a label row over its value row", () => {
    const cases = GRID_LANGUAGES.flatMap((language) => GRID_WORDS[language]!.labels.flatMap((label) => [buildGridCase(language, "key-value", label, "dd.mm.yyyy"), buildGridCase(language, "label-row-value-row", label, "dd.mm.yyyy")]));
    const { missed, wrongAndSure } = misses(cases.map(runGridCase));
    expect(missed).toEqual({});
    expect(wrongAndSure).toEqual([]);
  });

  test("every date form of every language in a key-value line", () => {
    const cases = GRID_LANGUAGES.flatMap((language) => gridForms(language).map((form) => buildGridCase(language, "key-value", GRID_WORDS[language]!.labels[0]!, form)));
    const { missed, wrongAndSure } = misses(cases.map(runGridCase));
    expect(missed).toEqual({});
    expect(wrongAndSure).toEqual([]);
  });

  test("a print date alone is never the revision date", () => {
    for (const language of GRID_LANGUAGES) {
      for (const form of ["dd.mm.yyyy", "yyyy-mm-dd", `named:${"d M y"}`]) {
        expect(runGridCase(buildGridCase(language, "print-alone", GRID_WORDS[language]!.date, form)).value).toBeNull();
      }
    }
  });

  test("a date read less surely stays below 0.9: a day that could be the month (slashes), a label column, a bare 'Date:'", () => {
    for (const language of GRID_LANGUAGES) {
      const labels = GRID_WORDS[language]!;
      expect(runGridCase(buildGridCase(language, "key-value", labels.labels[0]!, "ambiguous-slash")).confidence).toBeLessThan(0.9);
      expect(runGridCase(buildGridCase(language, "label-column", labels.labels[0]!, "dd.mm.yyyy")).confidence).toBeLessThan(0.9);
      expect(runGridCase(buildGridCase(language, "header-block-date", labels.date, "dd.mm.yyyy")).confidence).toBeLessThan(0.9);
    }
  });
});

describe("revision-date grid (the date reader, every label × place and every form × place)", () => {
  test.each(GRID_LANGUAGES)("%s", (language) => {
    const results = [...gridCases([language]), ...monthCases([language])].map(readGridCase);
    const { missed, wrongAndSure } = misses(results);
    expect(missed).toEqual({});
    expect(wrongAndSure).toEqual([]);
  });
});

function labelOf(language: string, place: (typeof PLACES)[number]): string {
  const words = GRID_WORDS[language]!;
  if (place === "issue-alone") return words.issueAlone[0]!;
  if (place === "version-line") return words.versionLines[0]!;
  if (place === "header-block-date" || place === "pipe-cells" || place === "print-alone") return words.date;
  return words.labels[0]!;
}

/** Sections 1–2 of a small sheet in a language, with the lines to test in section 1. */
const EN = (lines: string[]) => ["REACH 1907/2006", ...lines, "SECTION 1: Identification of the substance/mixture and of the company/undertaking", "Product name: Brightfloor Cleaner 500", "SECTION 2: Hazards identification", "Signal word: Warning", "Causes serious eye irritation."];
const ES = (lines: string[]) => ["REACH 1907/2006", ...lines, "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Nombre del producto: Limpiador Suelobrillo 500", "SECCIÓN 2: Identificación de los peligros", "Palabra de advertencia: Atención", "Provoca irritación ocular grave."];
const PT = (lines: string[]) => ["REACH 1907/2006", ...lines, "SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "Nome do produto: Limpador Chãobrilho 500", "SECÇÃO 2: Identificação dos perigos", "Palavra-sinal: Atenção", "Provoca irritação ocular grave."];
const FR = (lines: string[]) => ["REACH 1907/2006", ...lines, "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "Nom du produit : Nettoyant Solbrillant 500", "RUBRIQUE 2: Identification des dangers", "Mention d'avertissement : Attention", "Provoque une sévère irritation des yeux."];
const IT = (lines: string[]) => ["REACH 1907/2006", ...lines, "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "Nome del prodotto: Detergente Lucepavimento 500", "SEZIONE 2: Identificazione dei pericoli", "Avvertenza: Attenzione", "Provoca grave irritazione oculare."];
const PL = (lines: string[]) => ["REACH 1907/2006", ...lines, "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Nazwa produktu: Środek Lśniąca Podłoga 500", "SEKCJA 2: Identyfikacja zagrożeń", "Hasło ostrzegawcze: Uwaga", "Działa drażniąco na oczy."];
const SV = (lines: string[]) => ["REACH 1907/2006", ...lines, "AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "Produktnamn: Golvglans Rengöring 500", "AVSNITT 2: Farliga egenskaper", "Signalord: Varning", "Orsakar allvarlig ögonirritation."];
const CS = (lines: string[]) => ["REACH 1907/2006", ...lines, "ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", "Obchodní název: Čistič Leskpodlahy 500", "ODDÍL 2: Identifikace nebezpečnosti", "Signální slovo: Varování", "Způsobuje vážné podráždění očí."];

function revisionOf(lines: string[]): { value: string | null; confidence: number } {
  const parsed = parseSds(sheet(lines));
  return { value: parsed.revision_date, confidence: parsed.evidence.revision_date?.confidence ?? 0 };
}

describe("kinds the grid found missing", () => {
  test.each([
    ["a header cell whose label starts inside it ('Date revised')", EN(["Version          Date revised          Page", "3.0          23.10.2018          1/3"]), 0.95],
    ["the same, 'Date of this revision'", EN(["Version          Date of this revision          Page", "3.0          23.10.2018          1/3"]), 0.95],
    ["a header cell after a version cell whose words and its own make another label ('Version     Date de la version')", FR(["Version          Date de la version          Page", "3.0          23.10.2018          1/3"]), 0.9],
    ["the same with the date first in its row", EN(["Date revised          Version", "23.10.2018          3.0"]), 0.95],
  ])("%s", (_name, lines, confidence) => {
    expect(revisionOf(lines)).toEqual({ value: "2018-10-23", confidence });
  });

  test.each([
    ["pt 'n.º' before the version number", PT(["Versão n.º 3 de 23/10/2018"])],
    ["pl 'z' without 'dnia'", PL(["Wersja nr 3 z 23.10.2018"])],
    ["sv 'den'", SV(["Version 3 den 2018-10-23"])],
    ["en a month name in the brackets", EN(["Version 3.0 (October 23, 2018)"])],
    ["en an abbreviated month in the brackets", EN(["Version 3.0 (Oct 23, 2018)"])],
    ["pt a weekday in the brackets", PT(["Versão 3.0 (terça-feira, 23.10.2018)"])],
    ["en a month name, day and year after the version number", EN(["Version 3 – October 23, 2018"])],
  ])("a version line: %s", (_name, lines) => {
    const found = revisionOf(lines);
    expect(found.value).toBe("2018-10-23");
    expect(found.confidence).toBeLessThan(0.9);
  });

  test.each([
    ["es", ES(["Fecha de creación: 17/05/2016     Versión: 1.0"])],
    ["pt", PT(["Data da criação: 17/05/2016     Versão: 1.0"])],
    ["it", IT(["Data di creazione: 17/05/2016     Versione: 1.0"])],
  ])("a creation date alone is the first issue's, read at 0.6 (%s)", (_language, lines) => {
    expect(revisionOf(lines)).toEqual({ value: "2016-05-17", confidence: 0.6 });
  });

  test.each([
    ["es", ES(["Fecha de creación: 17/05/2016     Fecha de emisión: 23/10/2018"])],
    ["pt", PT(["Data da criação: 17/05/2016     Data de emissão: 23/10/2018"])],
    ["it", IT(["Data di creazione: 17/05/2016     Data di emissione: 23/10/2018"])],
  ])("a creation date beside an issue date gives way to it (%s)", (_language, lines) => {
    expect(revisionOf(lines)).toEqual({ value: "2018-10-23", confidence: 0.9 });
  });

  test.each([
    ["a weekday before the date", "Tuesday, 23.10.2018"],
    ["a time after it", "23.10.2018 14:32"],
    ["ISO 8601 with its time", "2018-10-23T14:32:05"],
    ["ISO 8601 with its time and zone", "2018-10-23T14:32:05Z"],
  ])("a title block's label column, the value line with %s", (_name, value) => {
    expect(revisionOf(EN(["Version:", "Revision date:", "Print date:", "3.0", value, "30.11.2024"]))).toEqual({ value: "2018-10-23", confidence: 0.75 });
  });

  test("a Czech weekday before the value in a label column", () => {
    expect(revisionOf(CS(["Verze:", "Datum revize:", "Datum tisku:", "3.0", "úterý, 23.10.2018", "30.11.2024"]))).toEqual({ value: "2018-10-23", confidence: 0.75 });
  });

  test.each([
    ["issue date first", EN(["Date of issue: 17.05.2016          Version date: 23.10.2018"])],
    ["version date first", EN(["Version date: 23.10.2018          Date of issue: 17.05.2016"])],
    ["German", ["REACH 1907/2006", "Ausgabedatum: 17.05.2016          Versionsdatum: 23.10.2018", "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Handelsname: Glanzboden Reiniger 500"]],
  ])("two issue dates on one line: the newer, at 0.85 (%s)", (_name, lines) => {
    expect(revisionOf(lines)).toEqual({ value: "2018-10-23", confidence: 0.85 });
  });

  test("two issue dates on different lines: the first, as before", () => {
    const found = revisionOf(EN(["Date of issue: 17.05.2016", "Product code: 4711", "Version date: 23.10.2018"]));
    expect(found.value).toBe("2016-05-17");
  });
});

describe("kinds a probe of label and value forms found missing", () => {
  test.each([
    ["en", EN([`Revision date:${" ".repeat(70)}23.10.2018`])],
    ["fr", FR([`Date de révision :${" ".repeat(64)}23/10/2018`])],
    ["pl", PL([`Data aktualizacji:${" ".repeat(80)}23 października 2018`])],
  ])("a value set at the far right of its label's line, 60 spaces or more away (%s)", (_language, lines) => {
    expect(revisionOf(lines)).toEqual({ value: "2018-10-23", confidence: 0.95 });
  });

  test("a print date at the far right of a revision label's line is not read as the revision label's", () => {
    // (a bare "date" reading of it stays the last resort, at 0.6, as with a narrow gap)
    expect(revisionOf(EN([`Revision date:${" ".repeat(70)}Print date: 30.11.2024`])).confidence).toBeLessThan(0.9);
  });

  test.each([
    ["Date de MAJ : 23/10/2018", FR],
    ["Date MAJ : 23/10/2018", FR],
    ["Fiche MAJ le 23/10/2018", FR],
    ["Data aktual.: 23.10.2018", PL],
  ])("an abbreviated revision label: %s", (line, language) => {
    expect(revisionOf(language([line]))).toEqual({ value: "2018-10-23", confidence: 0.95 });
  });

  test("'Herz. datum' is a revision label, not a bare 'datum'", () => {
    const lines = ["REACH 1907/2006", "Herz. datum: 23-10-2018", "RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "Productnaam: Vloerglans Reiniger 500", "RUBRIEK 2: Identificatie van de gevaren"];
    expect(revisionOf(lines)).toEqual({ value: "2018-10-23", confidence: 0.95 });
  });

  test("a May date in Swedish is not an abbreviated label", () => {
    expect(revisionOf(SV(["Utskriftsdatum: 23 maj 2018"])).value).toBeNull();
  });
});

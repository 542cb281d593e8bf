/**
 * Label and heading words a text layer printed without their language's own letters (lost-letters.ts): dropped (a
 * font whose accented glyphs map to control codes, which the parser takes out: "Fecha de revisin", "SECCIN 2"),
 * replaced by "?" or U+FFFD (a generator whose code page lacks them: "Data sporz?dzenia"), or German spelled out in
 * ASCII ("Ueberarbeitet am"). Metamorphic family X (scripts/metamorphic-tune.ts --letters) printed the tune sheets'
 * language variants so: sections lost on 26–75 of 79 sheets a language, revision dates on 18–24, the company on 16 in
 * French, the signal word on 5 in Polish.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { sheet } from "../helpers/sds-text.ts";
import { polishSheet, spanishSheet } from "../helpers/letters-sheets.ts";

const SPANISH = spanishSheet("Limpiador Rapido Plus", "Quimica Iberica S.A.");

const POLISH = polishSheet("Czysty Dom Max");

const GERMAN = [
  "SICHERHEITSDATENBLATT",
  "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
  "1.1 Produktidentifikator",
  "Handelsname: Kalkloeser Forte",
  "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
  "Lieferant: Muster Chemie GmbH",
  "Überarbeitet am: 01.02.2021",
  "ABSCHNITT 2: Mögliche Gefahren",
  "2.2 Kennzeichnungselemente",
  "Signalwort: Gefahr",
  "Gefahrenhinweise: H314 Verursacht schwere Verätzungen der Haut und schwere Augenschäden.",
  "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
  "Amidosulfonsäure    CAS: 5329-14-6    10 - 25 %",
  "ABSCHNITT 4: Erste-Hilfe-Maßnahmen",
];

const ITALIAN = [
  "SCHEDA DI DATI DI SICUREZZA",
  "SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa",
  "1.1 Identificatore del prodotto",
  "Nome commerciale: Sgrassatore Rapido",
  "1.3 Informazioni sul fornitore della scheda di dati di sicurezza",
  "Società: Chimica Lombarda S.p.A.",
  "Data di revisione: 03.11.2019",
  "SEZIONE 2: Identificazione dei pericoli",
  "Avvertenza: Attenzione",
  "Indicazioni di pericolo: H315 Provoca irritazione cutanea.",
  "SEZIONE 3: Composizione/informazioni sugli ingredienti",
  "Idrossido di sodio    CAS: 1310-73-2    1 - 5 %",
  "SEZIONE 9: Proprietà fisiche e chimiche",
  "SEZIONE 10: Stabilità e reattività",
];

const FRENCH_DATES = [
  "FICHE DE DONNÉES DE SÉCURITÉ",
  "RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise",
  "Nom du produit: Detartrant Express",
  "Fournisseur: Chimie de l'Ouest SARL",
  "Date d'émission: 20 avril 2021    Date de révision: 18 août 2022",
  "RUBRIQUE 2: Identification des dangers",
  "Mention d'avertissement: Danger",
  "RUBRIQUE 3: Composition/informations sur les composants",
];

/** Each letter beyond ASCII as the damaged text layer gives it. */
const damaged = (lines: readonly string[], as: (char: string) => string) => lines.map((line) => line.replace(/[^\x00-\x7f]/g, (char) => (/\p{L}/u.test(char) ? as(char) : char)));
const spelledOut = (lines: readonly string[]) => lines.map((line) => line.replace(/[äöüÄÖÜß]/g, (char) => ({ ä: "ae", ö: "oe", ü: "ue", Ä: "Ae", Ö: "Oe", Ü: "Ue", ß: "ss" })[char]!));

const FIELDS = ["product_name", "manufacturer", "revision_date", "signal_word", "h_codes", "document_language"] as const;

function expectReadAlike(right: readonly string[], broken: readonly string[]): void {
  const want = parseSds(sheet([...right]));
  const got = parseSds(sheet([...broken]));
  for (const field of FIELDS) expect({ field, value: got[field] }).toEqual({ field, value: want[field] });
  expect(got.sections.map((section) => section.number)).toEqual(want.sections.map((section) => section.number));
  expect(got.composition.map((row) => row.cas_number)).toEqual(want.composition.map((row) => row.cas_number));
}

describe("a text layer without its language's own letters", () => {
  test("the right sheets read in full (the reference)", () => {
    expect(parseSds(sheet(SPANISH))).toMatchObject({ revision_date: "2022-03-14", signal_word: "WARNING", manufacturer: "Quimica Iberica S.A." });
    expect(parseSds(sheet(POLISH))).toMatchObject({ revision_date: "2020-06-05", signal_word: "DANGER", manufacturer: "Chemia Polska Sp. z o.o." });
    expect(parseSds(sheet(GERMAN))).toMatchObject({ revision_date: "2021-02-01", signal_word: "DANGER", manufacturer: "Muster Chemie GmbH" });
  });

  test.each([
    ["Spanish", SPANISH],
    ["Polish", POLISH],
    ["German", GERMAN],
    ["Italian", ITALIAN],
    ["French (a month's name)", FRENCH_DATES],
  ])("%s with its own letters dropped (control codes the parser takes out)", (_language, lines) => {
    expectReadAlike(lines, damaged(lines, () => "\u0002"));
  });

  test.each([
    ["Spanish", SPANISH, "?"],
    ["Polish", POLISH, "?"],
    ["Polish", POLISH, "\ufffd"],
    ["Italian (a word's last letter: \"Societ?\")", ITALIAN, "?"],
    ["French (a month's name)", FRENCH_DATES, "?"],
  ])("%s with its own letters printed as '%s'", (_language, lines, mark) => {
    expectReadAlike(lines, damaged(lines, () => mark));
  });

  test("German with its umlauts and ß spelled out", () => {
    expectReadAlike(GERMAN, spelledOut(GERMAN));
  });

  test("a heading whose first word lost its first letter is still a heading (\"4. rodki pierwszej pomocy\")", () => {
    const lines = [...POLISH.slice(0, -1), "4. Środki pierwszej pomocy", "SEKCJA 5: Postępowanie w przypadku pożaru"].map((line) => line.replace(/^SEKCJA (\d+):/, "$1."));
    expectReadAlike(lines, damaged(lines, () => ""));
  });

  test("a name holding a letter printed \"?\" or U+FFFD is read as printed and sent to a person", () => {
    for (const mark of ["?", "\ufffd"]) {
      const parsed = parseSds(sheet(damaged(GERMAN.map((line) => line.replace("Kalkloeser", "Kalklöser").replace("Muster Chemie", "Müller Chemie")), () => mark)));
      expect(parsed.product_name).toBe(`Kalkl${mark}ser Forte`);
      expect(parsed.manufacturer).toBe(`M${mark}ller Chemie GmbH`);
      expect(parsed.evidence.product_name!.confidence).toBeLessThan(0.7);
      expect(parsed.evidence.manufacturer!.confidence).toBeLessThan(0.7);
      expect(parsed.needs_review_reasons).toContain(`the product name "Kalkl${mark}ser Forte" holds letters the PDF's text layer lost (printed as "?" or "\ufffd"): check it against the sheet`);
    }
  });

  test("a layer read back so is not one that splits words: a value's confidence stays the undamaged sheet's", () => {
    const want = parseSds(sheet(POLISH));
    const got = parseSds(sheet(damaged(POLISH, () => "?")));
    expect(got.evidence.manufacturer?.confidence).toBe(want.evidence.manufacturer!.confidence);
    expect(got.evidence.product_name?.confidence).toBe(want.evidence.product_name!.confidence);
  });

  test("a title's first word that lost its first letter after a numbered heading's opening takes its capital", () => {
    const parsed = parseSds(sheet(damaged(POLISH, () => "?")));
    expect(parsed.sections.find((section) => section.number === 4)?.title).toBe("Środki pierwszej pomocy");
  });

  test("the evidence shows the line as printed", () => {
    const parsed = parseSds(sheet(damaged(SPANISH, () => "")));
    expect(parsed.evidence.revision_date?.text).toBe("Fecha de revisin: 14.03.2022");
  });

  test("one word that spells a damaged label, in a sheet with no other, is left as printed", () => {
    const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Mgliche Blue", "Supplier: Harbour Chemicals Ltd", "SECTION 2: Hazards identification", "SECTION 3: Composition"]));
    expect(parsed.product_name).toBe("Mgliche Blue");
  });

  test("in a sheet that prints its own letters, words split by stray spaces are not taken for damaged labels", () => {
    const lines = [...FRENCH_DATES, "11. Info rmations toxi cologiques", "11.1 Informations sur les effets toxicologiques", "Nom d'expé dition: Pas réglé", ...Array(4).fill("Données écologiques: aucune donnée générée à propos")];
    const parsed = parseSds(sheet(lines));
    expect(parsed.sections.map((section) => section.number)).toContain(11);
  });

  test("an English sheet's prose that spells damaged words (\"nor\" for \"únor\", \"Labor\" for \"élaboré\") is left as printed", () => {
    const lines = [
      "SECTION 1: Identification", "Product name: Labor Saver Degreaser", "Supplier: Harbour Chemicals Ltd",
      "SECTION 2: Hazards identification", "SECTION 3: Composition",
      "SECTION 15: Regulatory information", "OSHA: United States Department of Labor - Occupational Safety and Health Administration",
      "SECTION 16: Other information", "Copies may be made provided that neither the copy nor the original is resold.",
    ];
    const parsed = parseSds(sheet(lines));
    expect(parsed.product_name).toBe("Labor Saver Degreaser");
    expect(JSON.stringify(parsed)).not.toMatch(/únor|élaboré/i);
  });

  test("a question mark that ends a word is a sentence's", () => {
    const parsed = parseSds(sheet(["SECTION 1: Identification", "Product name: Ready?", "Supplier: Harbour Chemicals Ltd", "SECTION 2: Hazards identification", "SECTION 3: Composition"]));
    expect(parsed.product_name).toBe("Ready?");
  });
});

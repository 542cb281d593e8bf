/**
 * A heading whose printed number repeats the heading's before it (or is one off) while its title names a section
 * unambiguously: "2 – COMPOSITION …" then "2. HAZARDS IDENTIFICATION", as a Brazilian FISPQ printed them. Before, the
 * longest chain of increasing numbers dropped the second 2, so the label elements under it were not read as section 2's.
 * Negative twins: a contents list, a cross-reference, a sub-section line, section 16 quoting titles, a running header,
 * and a sentence that opens with the section word ("Section 16 contains the full text …").
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import { findSectionSpans, toDocLines } from "../../src/modules/parsing/sections.ts";
import { linesOverPages, sheet } from "../helpers/sds-text.ts";

const spansOf = (lines: string[]) => findSectionSpans(toDocLines(sheet(lines).pages));
const numbersOf = (lines: string[]) => spansOf(lines).map((span) => span.number);

type Titles = { identification: string; composition: string; hazards: string; firstAid: string; fire: string; signalLabel: string; danger: string };

/** Section titles (REACH Annex II wording or a maker's own) and the label's words, per language; products invented. */
const LANGUAGES: ReadonlyArray<readonly [string, Titles]> = [
  ["en", { identification: "IDENTIFICATION OF THE PRODUCT AND OF THE COMPANY", composition: "COMPOSITION / INFORMATION ON INGREDIENTS", hazards: "HAZARDS IDENTIFICATION", firstAid: "FIRST AID MEASURES", fire: "FIRE-FIGHTING MEASURES", signalLabel: "SIGNAL WORD:", danger: "Danger." }],
  ["de", { identification: "BEZEICHNUNG DES STOFFS BZW. DES GEMISCHS UND DES UNTERNEHMENS", composition: "ZUSAMMENSETZUNG / ANGABEN ZU BESTANDTEILEN", hazards: "MÖGLICHE GEFAHREN", firstAid: "ERSTE-HILFE-MASSNAHMEN", fire: "MASSNAHMEN ZUR BRANDBEKÄMPFUNG", signalLabel: "SIGNALWORT:", danger: "Gefahr." }],
  ["fr", { identification: "IDENTIFICATION DU PRODUIT ET DE LA SOCIÉTÉ", composition: "COMPOSITION / INFORMATIONS SUR LES COMPOSANTS", hazards: "IDENTIFICATION DES DANGERS", firstAid: "PREMIERS SECOURS", fire: "MESURES DE LUTTE CONTRE L'INCENDIE", signalLabel: "MENTION D'AVERTISSEMENT :", danger: "Danger." }],
  ["es", { identification: "IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA", composition: "COMPOSICIÓN / INFORMACIÓN SOBRE LOS COMPONENTES", hazards: "IDENTIFICACIÓN DE LOS PELIGROS", firstAid: "PRIMEROS AUXILIOS", fire: "MEDIDAS DE LUCHA CONTRA INCENDIOS", signalLabel: "PALABRA DE ADVERTENCIA:", danger: "Peligro." }],
  ["pt", { identification: "IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA", composition: "COMPOSIÇÃO / INFORMAÇÃO SOBRE OS INGREDIENTES", hazards: "IDENTIFICAÇÃO DE PERIGOS", firstAid: "MEDIDAS DE PRIMEIROS-SOCORROS", fire: "MEDIDAS DE COMBATE A INCÊNDIO", signalLabel: "PALAVRA DE ADVERTÊNCIA:", danger: "Perigo." }],
  ["it", { identification: "IDENTIFICAZIONE DEL PRODOTTO E DELLA SOCIETÀ", composition: "COMPOSIZIONE / INFORMAZIONI SUGLI INGREDIENTI", hazards: "IDENTIFICAZIONE DEI PERICOLI", firstAid: "MISURE DI PRIMO SOCCORSO", fire: "MISURE ANTINCENDIO", signalLabel: "AVVERTENZA:", danger: "Pericolo." }],
  ["nl", { identification: "IDENTIFICATIE VAN HET PRODUCT EN VAN DE ONDERNEMING", composition: "SAMENSTELLING / INFORMATIE OVER DE BESTANDDELEN", hazards: "IDENTIFICATIE VAN DE GEVAREN", firstAid: "EERSTEHULPMAATREGELEN", fire: "BRANDBESTRIJDINGSMAATREGELEN", signalLabel: "SIGNAALWOORD:", danger: "Gevaar." }],
  ["pl", { identification: "IDENTYFIKACJA PRODUKTU I PRZEDSIĘBIORSTWA", composition: "SKŁAD / INFORMACJA O SKŁADNIKACH", hazards: "IDENTYFIKACJA ZAGROŻEŃ", firstAid: "ŚRODKI PIERWSZEJ POMOCY", fire: "POSTĘPOWANIE W PRZYPADKU POŻARU", signalLabel: "HASŁO OSTRZEGAWCZE:", danger: "Niebezpieczeństwo." }],
];

/** Composition printed as 2 before hazards also printed 2, the sections after numbered on from there. */
function repeatedTwo(t: Titles, between: string[] = []): string[] {
  return [
    `1 – ${t.identification}.`, "Product: Quorvane Sealer QS-12", "Company: Fictional Coatings Ltda.",
    `2 – ${t.composition}.`, "Trivexol glycidate    2451-62-9    >1,0-5,0", ...between,
    `2. ${t.hazards}`, t.signalLabel, t.danger, "•H301 …", "•H317 …",
    `3 - ${t.firstAid}`, "…", `4 - ${t.fire}`, "…",
  ];
}

describe("a heading whose number repeats the one before, its title naming its section", () => {
  test.each(LANGUAGES)("%s: composition and hazards both printed 2", (_language, titles) => {
    expect(numbersOf(repeatedTwo(titles))).toEqual([1, 3, 2, 4, 5]);
    const parsed = parseSds(sheet(repeatedTwo(titles)));
    expect(parsed.signal_word).toBe("DANGER");
    expect(parsed.evidence.signal_word!.method).toBe("text");
    expect(parsed.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.8);
    expect(parsed.h_codes).toEqual(["H301", "H317"]);
  });

  test.each([
    ["en", "SECTION 4: FIRST AID MEASURES", "SECTION 4: FIRE-FIGHTING MEASURES", "SECTION 6: ACCIDENTAL RELEASE MEASURES"],
    ["de", "4. ERSTE-HILFE-MASSNAHMEN", "4. MASSNAHMEN ZUR BRANDBEKÄMPFUNG", "6. MASSNAHMEN BEI UNBEABSICHTIGTER FREISETZUNG"],
    ["es", "SECCIÓN 4: PRIMEROS AUXILIOS", "SECCIÓN 4: MEDIDAS DE LUCHA CONTRA INCENDIOS", "SECCIÓN 6: MEDIDAS EN CASO DE VERTIDO ACCIDENTAL"],
    ["it", "4. MISURE DI PRIMO SOCCORSO", "3. MISURE ANTINCENDIO", "6. MISURE IN CASO DI RILASCIO ACCIDENTALE"],
  ])("%s: a number printed again or one back (a typo) gives way to the title", (_language, first, repeated, after) => {
    const lines = ["1. Identification", "…", "2. Hazards identification", "…", "3. Composition", "…", first, "…", repeated, "…", after, "…"];
    expect(numbersOf(lines)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test("the section taken by its title reports its title's number, not the repeated one", () => {
    const sections = parseSds(sheet(repeatedTwo(LANGUAGES[0]![1]))).sections.map((section) => section.number);
    expect(sections).toEqual([1, 2, 2, 3, 4]);
  });
});

describe("negative twins: lines that name a section but are no heading", () => {
  const en = LANGUAGES[0]![1];
  const withoutHazardsHeading = (between: string[]) => [
    `1 – ${en.identification}`, "Product: Quorvane Sealer QS-12",
    `2 – ${en.composition}`, "Trivexol glycidate    2451-62-9    1-5 %", ...between, "Signal word: Danger",
    `3 - ${en.firstAid}`, "…", `4 - ${en.fire}`, "…",
  ];

  test.each([
    ["a contents list", ["Contents:", "1. Identification", "2. Hazards identification"]],
    ["a contents line with its page", ["2. Hazards identification ........ 3"]],
    ["a cross-reference", ["Section 2 – see above"]],
    ["a cross-reference naming the title", ["Section 2 – Hazards identification: see section 16"]],
    ["a cross-reference, de", ["Abschnitt 2 – Mögliche Gefahren: siehe oben"]],
    ["a cross-reference, fr", ["Rubrique 2 – Identification des dangers : voir ci-dessous"]],
    ["a sub-section line", ["2.2 Hazards identification"]],
  ])("%s", (_case, between) => {
    expect(numbersOf(withoutHazardsHeading(between))).toEqual(numbersOf(withoutHazardsHeading([])));
  });

  test("section 16 quoting the titles of the sections it changed", () => {
    const lines = [...withoutHazardsHeading([]), "16 - OTHER INFORMATION", "Sections changed:", "2. HAZARDS IDENTIFICATION", "…", "3. FIRST AID MEASURES"];
    expect(numbersOf(lines)).toEqual([1, 3, 4, 5, 16]);
  });

  test("a running header repeating the section's heading on its next page", () => {
    const lines = ["1. IDENTIFICATION", "…", "2. HAZARDS IDENTIFICATION", "Signal word: Danger", "…", "2. HAZARDS IDENTIFICATION", "H317 …", "3. COMPOSITION", "…", "4. FIRST AID MEASURES", "…"];
    expect(findSectionSpans(toDocLines(linesOverPages(lines, 2).pages)).map((span) => span.number)).toEqual([1, 2, 3, 4]);
  });
});

describe("a sentence opening with the section word is no heading", () => {
  test.each([
    ["en", "• Section 16 contains the full text of the statements.", "SECTION 2: HAZARDS IDENTIFICATION"],
    ["de", "• Abschnitt 16 enthält den Wortlaut der Sätze.", "ABSCHNITT 2: MÖGLICHE GEFAHREN"],
    ["fr", "• Rubrique 16 contient le texte complet des mentions.", "RUBRIQUE 2 : IDENTIFICATION DES DANGERS"],
    ["es", "• Sección 16 contiene el texto completo de las frases de peligro.", "SECCIÓN 2: IDENTIFICACIÓN DE LOS PELIGROS"],
    ["pt", "• Seção 16 refere-se ao texto completo.", "SEÇÃO 2: IDENTIFICAÇÃO DE PERIGOS"],
    ["it", "• Sezione 16 riporta il testo completo delle frasi.", "SEZIONE 2: IDENTIFICAZIONE DEI PERICOLI"],
    ["nl", "• Rubriek 16 bevat de volledige tekst van de zinnen.", "RUBRIEK 2: IDENTIFICATIE VAN DE GEVAREN"],
    ["pl", "• Sekcja 16 zawiera pełny tekst zwrotów.", "SEKCJA 2: IDENTYFIKACJA ZAGROŻEŃ"],
  ])("%s", (_language, sentence, hazards) => {
    const lines = ["SECTION 1: IDENTIFICATION", "…", sentence, hazards, "Signal word: Danger", "H301 …"];
    expect(spansOf(lines).map((span) => span.printedNumber)).toEqual([1, 2]);
  });

  test("a heading in lower case naming its own section stays one", () => {
    expect(numbersOf(["section 1: identification", "…", "section 2: hazards identification", "…", "section 3: composition", "…"])).toEqual([1, 2, 3]);
  });

  // Family P's two-column reprint of an old Canadian MSDS (small-caps titles, old section order): the heading's line
  // runs on into the other column's sentence, whose full stop is not the title's.
  test("a lower-case heading whose line runs on into another column's sentence stays one", () => {
    const lines = [
      "Section i    ► identification du produit    Poudre à balayer Quillmoss",
      "Section ii    ► ingrédients dangereux    particules durant",
      "Section iii    ► propriétés physiques",
      "Section iv    ► risques d’incendie ou d’explosion",
      "Section v    ► propriétés toxicologiques    une petite quantité de composé à balayage.",
      "Section vi    ► premiers soins    Application spéciale : peut être utilisé",
    ];
    expect(numbersOf(lines)).toHaveLength(6);
  });
});

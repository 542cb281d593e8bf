/**
 * Session 10's sweep of the signal word and the label's H-codes over layouts session 9's sweep did not cover:
 * bilingual labels (en/fr Canadian WHMIS, en/es, de/fr/it Swiss, nl/fr Belgian, fi/sv, cs/sk), label-elements tables
 * whose cells the text layer reads out of order, words in another case or with punctuation, a label in one language
 * with the word in another, section 2 split over a page break under a repeated page header, and a classification
 * part stating no word over a label that shows one. Synthetic sheets with invented content; each group is one test
 * that lists its misses.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { HEADINGS } from "../helpers/eu-label-elements.ts";

type Word = "DANGER" | "WARNING";
const WORDS: readonly Word[] = ["DANGER", "WARNING"];

/** Headings of sections 1, 2, 2.2 and 3 per language (REACH Annex II wording). */
const SECTION_HEADINGS: Record<string, readonly string[]> = {
  en: ["SECTION 1: Identification", "SECTION 2: Hazards identification", "2.2 Label elements", "SECTION 3: Composition/information on ingredients"],
  ...HEADINGS,
  sv: ["AVSNITT 1: Namnet på ämnet/blandningen", "AVSNITT 2: Farliga egenskaper", "2.2 Märkningsuppgifter", "AVSNITT 3: Sammansättning/information om beståndsdelar"],
  da: ["PUNKT 1: Identifikation af stoffet/blandingen", "PUNKT 2: Fareidentifikation", "2.2 Mærkningselementer", "PUNKT 3: Sammensætning af/oplysning om indholdsstoffer"],
  no: ["AVSNITT 1: Identifikasjon av stoffet/stoffblandingen", "AVSNITT 2: Fareidentifikasjon", "2.2 Merkingselementer", "AVSNITT 3: Sammensetning/opplysninger om bestanddeler"],
  fi: ["KOHTA 1: Aineen tai seoksen tunnistetiedot", "KOHTA 2: Vaaran yksilöinti", "2.2 Merkinnät", "KOHTA 3: Koostumus ja tiedot aineosista"],
  cs: ["ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", "ODDÍL 2: Identifikace nebezpečnosti", "2.2 Prvky označení", "ODDÍL 3: Složení/informace o složkách"],
  sk: ["ODDIEL 1: Identifikácia látky/zmesi a spoločnosti/podniku", "ODDIEL 2: Identifikácia nebezpečnosti", "2.2 Prvky označovania", "ODDIEL 3: Zloženie/informácie o zložkách"],
  hu: ["1. SZAKASZ: Az anyag/keverék és a vállalat/vállalkozás azonosítása", "2. SZAKASZ: Veszélyesség szerinti besorolás", "2.2 Címkézési elemek", "3. SZAKASZ: Összetétel vagy az összetevőkre vonatkozó adatok"],
  ro: ["SECȚIUNEA 1: Identificarea substanței/amestecului și a societății/întreprinderii", "SECȚIUNEA 2: Identificarea pericolelor", "2.2 Elemente pentru etichetă", "SECȚIUNEA 3: Compoziție/informații privind componenții"],
};

const LABEL: Record<string, string> = {
  en: "Signal word", de: "Signalwort", fr: "Mention d'avertissement", es: "Palabra de advertencia", it: "Avvertenza", nl: "Signaalwoord",
  pt: "Palavra-sinal", pl: "Hasło ostrzegawcze", sv: "Signalord", da: "Signalord", no: "Signalord", fi: "Huomiosana", cs: "Signální slovo",
  sk: "Výstražné slovo", hu: "Figyelmeztetés", ro: "Cuvânt de avertizare",
};
/** The Canadian French label of WHMIS 2015 sheets. */
const LABEL_FR_CA = "Mot indicateur";

const WORD_IN: Record<string, Record<Word, string>> = {
  en: { DANGER: "Danger", WARNING: "Warning" }, de: { DANGER: "Gefahr", WARNING: "Achtung" }, fr: { DANGER: "Danger", WARNING: "Attention" },
  es: { DANGER: "Peligro", WARNING: "Atención" }, it: { DANGER: "Pericolo", WARNING: "Attenzione" }, nl: { DANGER: "Gevaar", WARNING: "Waarschuwing" },
  pt: { DANGER: "Perigo", WARNING: "Atenção" }, pl: { DANGER: "Niebezpieczeństwo", WARNING: "Uwaga" }, sv: { DANGER: "Fara", WARNING: "Varning" },
  da: { DANGER: "Fare", WARNING: "Advarsel" }, no: { DANGER: "Fare", WARNING: "Advarsel" }, fi: { DANGER: "Vaara", WARNING: "Varoitus" },
  cs: { DANGER: "Nebezpečí", WARNING: "Varování" }, sk: { DANGER: "Nebezpečenstvo", WARNING: "Pozor" }, hu: { DANGER: "Veszély", WARNING: "Figyelem" },
  ro: { DANGER: "Pericol", WARNING: "Atenție" },
};

/** Two pictograms' names as a table prints them under their images, in the languages the names vocabulary has. */
const PICTOGRAM_NAMES_IN: Record<string, string> = {
  en: "Flame    Exclamation mark", de: "Flamme    Ausrufezeichen", fr: "Flamme    Point d'exclamation", es: "Llama    Signo de exclamación",
  it: "Fiamma    Punto esclamativo", nl: "Vlam    Uitroepteken", pt: "Chama    Ponto de exclamação", pl: "Płomień    Wykrzyknik",
};

/** A "none" each language's classification part may state (the old directives' classification had no signal word). */
const NONE_IN: Record<string, string> = {
  en: "Signal word: None", de: "Signalwort: keines", fr: "Mention d'avertissement : aucune", es: "Palabra de advertencia: ninguna",
  it: "Avvertenza: nessuna", nl: "Signaalwoord: geen", pt: "Palavra-sinal: nenhuma", pl: "Hasło ostrzegawcze: brak", sv: "Signalord: Inget",
  da: "Signalord: Ingen", no: "Signalord: Ikke påkrevd", fi: "Huomiosana: Ei ole", cs: "Signální slovo: Žádné", sk: "Výstražné slovo: Nevyžaduje sa",
  hu: "Figyelmeztetés: Nincs", ro: "Cuvânt de avertizare: Nu este cazul",
};

const CODE: Record<Word, string> = { DANGER: "H225", WARNING: "H319" };

type Case = { name: string; text: SdsText; word: Word; codes: string[] };

function page(number: number, lines: readonly string[]) {
  return { number, width: 600, height: 800, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12 })) };
}

/** One page: section 1, 2, 2.2, the given lines, section 3. */
function onePage(language: string, lines: readonly string[]): SdsText {
  const [section1, section2, elements, section3] = SECTION_HEADINGS[language]!;
  return { numPages: 1, hasTextLayer: true, pages: [page(1, [section1!, "1.1 Testol 5", section2!, elements!, ...lines, section3!, "Ethanol    64-17-5    10 %"])] };
}

/** Two languages' labels and words on one line, in two columns, or stacked (bilingual sheets). */
function bilingualCases(): Case[] {
  const pairs: Array<[string, string, string]> = [
    ["CA", "en", "fr"], ["CA-fr", "fr", "en"], ["MX", "en", "es"], ["CH", "de", "fr"], ["CH-it", "de", "it"], ["BE", "nl", "fr"],
    ["BE-fr", "fr", "nl"], ["FI", "fi", "sv"], ["CS", "cs", "sk"],
  ];
  const cases: Case[] = [];
  for (const word of WORDS) {
    for (const [country, first, second] of pairs) {
      const labelA = LABEL[first]!;
      const labelB = country.startsWith("CA") && second === "fr" ? LABEL_FR_CA : LABEL[second]!;
      const a = WORD_IN[first]![word];
      const b = WORD_IN[second]![word];
      const code = CODE[word];
      const forms: Record<string, string[]> = {
        slash: [`${labelA} / ${labelB}: ${a} / ${b}`],
        slashUpper: [`${labelA} / ${labelB} : ${a.toUpperCase()} / ${b.toUpperCase()}`],
        bar: [`${labelA} | ${labelB}: ${a} | ${b}`],
        dashed: [`${labelA} - ${labelB}: ${a} - ${b}`],
        brackets: [`${labelA} (${labelB}): ${a} (${b})`],
        dashedWords: [`${labelA} / ${labelB}    ${a} - ${b}`],
        twoColumns: [`${labelA}: ${a}    ${labelB} : ${b}`],
        twoColumnsNoColon: [`${labelA}    ${a}    ${labelB}    ${b}`],
        headerRow: [`${labelA}    ${labelB}`, `${a}    ${b}`],
        labelWrapped: [`${labelA} /`, `${labelB}:`, `${a} / ${b}`],
        stacked: [labelA, labelB, a, b],
        wordsNextLine: [`${labelA} / ${labelB}:`, `${a.toUpperCase()} / ${b.toUpperCase()}`],
        eachLabelItsWord: [`${labelA}: ${a} / ${labelB} : ${b}`],
        twoLines: [`${labelA}: ${a}`, `${labelB} : ${b}`],
        wordsOnly: ["GHS02    GHS07", `${a.toUpperCase()} / ${b.toUpperCase()}`],
      };
      // Bilingual statements: the code once per language, or both languages in two columns.
      const statements = [`${code} Text in the first language. / ${code} Text in the second language.`];
      for (const [form, lines] of Object.entries(forms)) {
        cases.push({ name: `${country} ${form} ${word}`, text: onePage(first, [...lines, ...statements]), word, codes: [code] });
      }
    }
  }
  return cases;
}

/** The Swiss sheet's three languages: de, fr, it labels and words on one line, or the words alone. */
function swissCases(): Case[] {
  return WORDS.flatMap((word) => {
    const [de, fr, it] = [WORD_IN.de![word], WORD_IN.fr![word], WORD_IN.it![word]];
    const forms: Record<string, string[]> = {
      oneLine: [`Signalwort / Mention d'avertissement / Avvertenza: ${de} / ${fr} / ${it}`],
      wordsAlone: ["GHS02    GHS07", `${de.toUpperCase()} / ${fr.toUpperCase()} / ${it.toUpperCase()}`],
    };
    return Object.entries(forms).map(([form, lines]) => ({ name: `CH ${form} ${word}`, text: onePage("de", [...lines, `${CODE[word]} x`]), word, codes: [CODE[word]] }));
  });
}

/** Label-elements table cells out of order, words in other cases and punctuation, a word in another language. */
function layoutCases(): Case[] {
  const cases: Case[] = [];
  for (const word of WORDS) {
    for (const language of Object.keys(LABEL)) {
      const label = LABEL[language]!;
      const value = WORD_IN[language]![word];
      const names = PICTOGRAM_NAMES_IN[language];
      const forms: Record<string, string[]> = {
        wordAboveCodes: [value, "GHS02    GHS07", label],
        codesBetween: [label, "GHS02    GHS07", value],
        upperWithBang: [`${label}: ${value.toUpperCase()}!`],
        guillemets: [`${label} : «${value}»`],
        guillemetsSpaced: [`${label} : « ${value} »`],
        singleGuillemets: [`${label} : ‹ ${value} ›`],
        aloneInGuillemets: ["GHS02    GHS07", `«${value}»`],
        aloneQuotedUpper: ["GHS02    GHS07", `"${value.toUpperCase()}"`],
        aloneWithBang: ["GHS02    GHS07", `${value.toUpperCase()}!`],
        quoted: [`${label}: "${value}"`],
        lowQuoted: [`${label}: „${value}“`],
        singleQuoted: [`${label}: '${value}'`],
        starred: [`${label}: *${value.toUpperCase()}*`],
        semicolon: [`${label}: ${value};`],
        wordWithColonBelow: [label, `${value} :`],
        wordWithSpacedBangBelow: [label, `${value.toUpperCase()} !`],
        lowerCase: [`${label.toLowerCase()}: ${value.toLowerCase()}`],
        upperCase: [`${label.toUpperCase()}: ${value.toUpperCase()}`],
        noSpace: [`${label}:${value}`],
        equals: [`${label} = ${value}`],
        tab: [`${label}\t${value}`],
      };
      if (names) {
        forms.wordAboveNames = [value, names, label];
        forms.namesBetween = [label, names, value];
        forms.namesInRow = [`${label}    ${names}    ${value}`];
      }
      for (const [form, lines] of Object.entries(forms)) {
        cases.push({ name: `${language} ${form} ${word}`, text: onePage(language, [...lines, `${CODE[word]} x`]), word, codes: [CODE[word]] });
      }
      for (const other of Object.keys(WORD_IN)) {
        if (other === language) continue;
        const text = onePage(language, [`${label}: ${WORD_IN[other]![word]}`, `${CODE[word]} x`]);
        cases.push({ name: `${language} label, ${other} word ${word}`, text, word, codes: [CODE[word]] });
      }
    }
  }
  return cases;
}

/** Section 2 over two pages, each page opening with the sheet's header and the first closing with a footer. */
function pageBreakCases(): Case[] {
  const cases: Case[] = [];
  const header = ["Safety Data Sheet    Testol 5", "Revision: 01.02.2024    Version 2.0"];
  for (const word of WORDS) {
    for (const language of Object.keys(LABEL)) {
      const [section1, section2, elements, section3] = SECTION_HEADINGS[language]!;
      const label = LABEL[language]!;
      const value = WORD_IN[language]![word];
      const code = CODE[word];
      const start = [...header, section1!, "1.1 Testol 5", section2!, "2.1 x", elements!];
      const end = [`${code} x`, "H412 y", section3!, "Ethanol    64-17-5    10 %"];
      const forms: Record<string, [string[], string[]]> = {
        labelEndsPage: [[...start, label], [...header, "Page 2 of 6", value, ...end]],
        labelEndsPageFooter: [[...start, label, "Page 1 of 6"], [...header, value, ...end]],
        sectionContinued: [[...start, "GHS02    GHS07"], [...header, `${section2!} (continued)`, `${label}: ${value}`, ...end]],
        subSectionContinued: [[...start, "GHS02"], [...header, `${elements!} (cont.)`, `${label}: ${value}`, ...end]],
        continuedHeadingsBetween: [[...start, label], [...header, `${section2!} (continued)`, `${elements!} (continued)`, value, ...end]],
        wordEndsPage: [[...start, value, "Page 1 of 6"], [...header, label, ...end]],
        codesSplit: [[...start, `${label}: ${value}`, `${code} x`, "Page 1 of 6"], [...header, `${section2!} (continued)`, "H412 y", section3!, "Ethanol    64-17-5    10 %"]],
      };
      for (const [form, [first, second]] of Object.entries(forms)) {
        const text: SdsText = { numPages: 2, hasTextLayer: true, pages: [page(1, first), page(2, second)] };
        cases.push({ name: `${language} ${form} ${word}`, text, word, codes: [code, "H412"] });
      }
    }
  }
  return cases;
}

/** A classification part (2.1) stating no signal word, over label elements that show one (labelled, or alone). */
function classificationNoneCases(): Case[] {
  const cases: Case[] = [];
  for (const word of WORDS) {
    for (const language of Object.keys(NONE_IN)) {
      const [section1, section2, elements, section3] = SECTION_HEADINGS[language]!;
      const value = WORD_IN[language]![word];
      const forms: Record<string, string[]> = {
        labelled: ["2.1 Classification (1999/45/EC)", NONE_IN[language]!, elements!, `${LABEL[language]}: ${value}`],
        alone: ["2.1 Classification", NONE_IN[language]!, elements!, "GHS07", value],
      };
      for (const [form, lines] of Object.entries(forms)) {
        const all = [section1!, "1.1 Testol 5", section2!, ...lines, `${CODE[word]} x`, section3!, "Ethanol    64-17-5    10 %"];
        cases.push({ name: `${language} ${form} ${word}`, text: { numPages: 1, hasTextLayer: true, pages: [page(1, all)] }, word, codes: [CODE[word]] });
      }
    }
  }
  return cases;
}

/** Each language's "none" after its label, with a supplemental statement only: no word, the label's line as evidence. */
function noneCases(): string[] {
  return Object.entries(NONE_IN).flatMap(([language, line]) => {
    const result = parseSds(onePage(language, [line, "EUH210 x"]));
    const read = result.signal_word === null && result.evidence.signal_word?.text?.includes(line.split(":")[0]!);
    return read ? [] : [`${language} '${line}': ${result.signal_word} ${result.evidence.signal_word?.text}`];
  });
}

/** The cases whose word or codes are missed or wrong; a wrong word above 0.9 is named as such. */
function misses(cases: readonly Case[]): string[] {
  return cases.flatMap((item) => {
    const result = parseSds(item.text);
    const evidence = result.evidence.signal_word;
    const found: string[] = [];
    if (result.signal_word !== item.word || evidence?.method === "derived") {
      const wrongAndSure = result.signal_word !== null && result.signal_word !== item.word && (evidence?.confidence ?? 0) > 0.9;
      found.push(`${item.name}: ${result.signal_word} (${evidence?.method} ${evidence?.confidence})${wrongAndSure ? " WRONG > 0.9" : ""}`);
    }
    if (result.h_codes.join(" ") !== [...item.codes].sort().join(" ")) found.push(`${item.name}: codes ${result.h_codes.join(" ")}`);
    return found;
  });
}

describe("signal word and H-codes sweep (session 10)", () => {
  test("two languages' words that differ are no word of the label ('Warning / Danger')", () => {
    const result = parseSds(onePage("en", ["GHS02    GHS07", "Warning / Danger", "H225 x"]));
    expect(result.evidence.signal_word?.method).toBe("derived");
  });

  test("a label ending a page reads its word past the next page's continued headings, as surely as the next line", () => {
    const header = ["Safety Data Sheet    Testol 5"];
    const first = [...header, "SECTION 1: Identification", "1.1 Testol 5", "SECTION 2: Hazards identification", "2.2 Label elements", "GHS02", "Signal word"];
    const second = [...header, "SECTION 2: Hazards identification (continued)", "2.2 Label elements (cont.)", "Danger", "H225 x", "SECTION 3: Composition"];
    const result = parseSds({ numPages: 2, hasTextLayer: true, pages: [page(1, first), page(2, second)] });
    expect(result.signal_word).toBe("DANGER");
    expect(result.evidence.signal_word!.confidence).toBeGreaterThanOrEqual(0.85);
  });

  test("'none' as each language states it after its label", () => {
    expect(noneCases()).toEqual([]);
  });

  test.each([
    ["bilingual labels and words", () => [...bilingualCases(), ...swissCases()]],
    ["table cells out of order, case and punctuation, a word in another language", layoutCases],
    ["section 2 over a page break under a repeated header", pageBreakCases],
    ["a classification part stating none over a label showing a word", classificationNoneCases],
  ] as const)("%s", (_name, build) => {
    const cases = build();
    expect(cases.length).toBeGreaterThan(20);
    expect(misses(cases)).toEqual([]);
  });
});

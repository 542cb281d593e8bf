/**
 * A sheet printed in two (or three) languages whose prose is in one of them, or whose second half starts past the
 * middle page (session 21). Canadian, US, Belgian and Swiss sheets print every section heading in each language
 * ("SECTION 2: Hazards identification / RUBRIQUE 2 : Identification des dangers", alternate lines, side by side, or a
 * second sheet after the first): the headings name the second language even where the first pages' words do not
 * (labels and headings translated, the sentences once; a second half longer or shorter than the first). A sheet in
 * one language, whatever its length, reports no second. Synthetic sheets, through the parser.
 */
import { describe, expect, test } from "bun:test";
import { parseSds } from "../../src/modules/parsing/parse-sds.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";
import { linesOverPages } from "../helpers/sds-text.ts";

/** REACH Annex II's sixteen section titles (2020/878), each language's official wording, shortened as sheets print them. */
const TITLES: Record<string, { word: string; titles: string[] }> = {
  en: { word: "SECTION", titles: ["Identification of the substance/mixture and of the company/undertaking", "Hazards identification", "Composition/information on ingredients", "First aid measures", "Firefighting measures", "Accidental release measures", "Handling and storage", "Exposure controls/personal protection", "Physical and chemical properties", "Stability and reactivity", "Toxicological information", "Ecological information", "Disposal considerations", "Transport information", "Regulatory information", "Other information"] },
  fr: { word: "RUBRIQUE", titles: ["Identification de la substance/du mélange et de la société/l'entreprise", "Identification des dangers", "Composition/informations sur les composants", "Premiers secours", "Mesures de lutte contre l'incendie", "Mesures à prendre en cas de dispersion accidentelle", "Manipulation et stockage", "Contrôles de l'exposition/protection individuelle", "Propriétés physiques et chimiques", "Stabilité et réactivité", "Informations toxicologiques", "Informations écologiques", "Considérations relatives à l'élimination", "Informations relatives au transport", "Informations relatives à la réglementation", "Autres informations"] },
  es: { word: "SECCIÓN", titles: ["Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Identificación de los peligros", "Composición/información sobre los componentes", "Primeros auxilios", "Medidas de lucha contra incendios", "Medidas en caso de vertido accidental", "Manipulación y almacenamiento", "Controles de exposición/protección individual", "Propiedades físicas y químicas", "Estabilidad y reactividad", "Información toxicológica", "Información ecológica", "Consideraciones relativas a la eliminación", "Información relativa al transporte", "Información reglamentaria", "Otra información"] },
  nl: { word: "RUBRIEK", titles: ["Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "Identificatie van de gevaren", "Samenstelling en informatie over de bestanddelen", "Eerstehulpmaatregelen", "Brandbestrijdingsmaatregelen", "Maatregelen bij accidenteel vrijkomen van de stof of het mengsel", "Hantering en opslag", "Maatregelen ter beheersing van blootstelling/persoonlijke bescherming", "Fysische en chemische eigenschappen", "Stabiliteit en reactiviteit", "Toxicologische informatie", "Ecologische informatie", "Instructies voor verwijdering", "Informatie met betrekking tot het vervoer", "Regelgeving", "Overige informatie"] },
  de: { word: "ABSCHNITT", titles: ["Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens", "Mögliche Gefahren", "Zusammensetzung/Angaben zu Bestandteilen", "Erste-Hilfe-Maßnahmen", "Maßnahmen zur Brandbekämpfung", "Maßnahmen bei unbeabsichtigter Freisetzung", "Handhabung und Lagerung", "Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen", "Physikalische und chemische Eigenschaften", "Stabilität und Reaktivität", "Toxikologische Angaben", "Umweltbezogene Angaben", "Hinweise zur Entsorgung", "Angaben zum Transport", "Rechtsvorschriften", "Sonstige Angaben"] },
  it: { word: "SEZIONE", titles: ["Identificazione della sostanza o della miscela e della società/impresa", "Identificazione dei pericoli", "Composizione/informazioni sugli ingredienti", "Misure di primo soccorso", "Misure di lotta antincendio", "Misure in caso di rilascio accidentale", "Manipolazione e immagazzinamento", "Controlli dell'esposizione/della protezione individuale", "Proprietà fisiche e chimiche", "Stabilità e reattività", "Informazioni tossicologiche", "Informazioni ecologiche", "Considerazioni sullo smaltimento", "Informazioni sul trasporto", "Informazioni sulla regolamentazione", "Altre informazioni"] },
};

const heading = (language: string, n: number) => `${TITLES[language]!.word} ${n}: ${TITLES[language]!.titles[n - 1]}`;

/** Each section's body, in English or German: sentences a sheet prints once when only its headings and labels are translated. */
const PROSE: Record<string, string[]> = {
  en: [
    "Product name: Bright Floor Cleaner 500",
    "Keep away from heat and open flames. Wash hands thoroughly after handling and before eating.",
    "If in eyes, rinse cautiously with water for several minutes. Remove contact lenses if present and easy to do.",
    "Store in a cool, well-ventilated place and keep the container tightly closed. Avoid contact with the skin.",
  ],
  de: [
    "Handelsname: Heller Bodenreiniger 500",
    "Von Hitze und offenen Flammen fernhalten. Nach der Handhabung die Hände gründlich waschen.",
    "Bei Kontakt mit den Augen einige Minuten lang behutsam mit Wasser spülen. Kontaktlinsen nach Möglichkeit entfernen.",
    "An einem kühlen, gut belüfteten Ort lagern und den Behälter dicht verschlossen halten. Berührung mit der Haut vermeiden.",
  ],
};

/** Sixteen sections, each heading printed by `headingOf`, each body the prose in `prose`. */
const sections = (headingOf: (n: number) => string[], prose: string) =>
  Array.from({ length: 16 }, (_, at) => [...headingOf(at + 1), ...PROSE[prose]!.slice(at === 0 ? 0 : 1)]).flat();

const languageOf = (text: SdsText) => {
  const parsed = parseSds(text);
  return { language: parsed.document_language, evidence: parsed.evidence.document_language?.text };
};

describe("headings printed in each language, the sentences once", () => {
  test.each([
    ["EN/FR, joined by a slash (Canadian)", "en", "fr"],
    ["EN/ES, joined by a slash (US)", "en", "es"],
  ])("%s", (_name, first, second) => {
    const text = linesOverPages(sections((n) => [`${heading(first, n)} / ${heading(second, n)}`], first), 4);
    expect(languageOf(text)).toEqual({ language: first, evidence: `${first} (also ${second})` });
  });

  test("EN/FR numbered \"1.)\" with no section word, joined by a slash", () => {
    const numbered = (language: string, n: number) => `${n}.)    ${TITLES[language]!.titles[n - 1]}`;
    const text = linesOverPages(sections((n) => [`${numbered("en", n)} / ${numbered("fr", n)}`], "en"), 4);
    expect(languageOf(text)).toEqual({ language: "en", evidence: "en (also fr)" });
  });

  test("EN/FR in alternate lines", () => {
    const text = linesOverPages(sections((n) => [heading("en", n), heading("fr", n)], "en"), 4);
    expect(languageOf(text)).toEqual({ language: "en", evidence: "en (also fr)" });
  });

  test("EN/ES side by side", () => {
    const text = linesOverPages(sections((n) => [`${heading("en", n)}    ${heading("es", n)}`], "en"), 4);
    expect(languageOf(text)).toEqual({ language: "en", evidence: "en (also es)" });
  });

  test("DE/FR/IT side by side (Swiss): German, and one of the others reported", () => {
    const text = linesOverPages(sections((n) => [`${heading("de", n)}    ${heading("fr", n)}    ${heading("it", n)}`], "de"), 4);
    const { language, evidence } = languageOf(text);
    expect(language).toBe("de");
    expect(["de (also fr)", "de (also it)"]).toContain(evidence!);
  });
});

describe("a second sheet after the first, the halves of different lengths", () => {
  // Six pages: the English sheet on four, the French on two: the middle page (4) is still English.
  test("EN then FR (Canadian), the French half shorter", () => {
    const english = sections((n) => [heading("en", n)], "en");
    const french = Array.from({ length: 16 }, (_, at) => [heading("fr", at + 1), "Tenir à l'écart de la chaleur et des flammes nues. Se laver les mains après manipulation."]).flat();
    const text = linesOverPages([...english, ...english.slice(8), ...french], 6);
    expect(languageOf(text)).toEqual({ language: "en", evidence: "en (also fr)" });
  });
});

describe("a sheet in one language reports no second", () => {
  test.each(["en", "de"])("%s, sixteen headings over four pages", (language) => {
    const text = linesOverPages(sections((n) => [heading(language, n)], language), 4);
    expect(languageOf(text)).toEqual({ language, evidence: language });
  });

  // Canadian French sheets of the WHMIS 1988 form head their sections with the English word ("Section iv ► Risques
  // d'incendie"): the word before the number names no language.
  test("a French sheet whose headings start with \"Section\" and a Roman numeral", () => {
    const titles = ["Identification du produit", "Ingrédients dangereux", "Propriétés physiques", "Risques d'incendie ou d'explosion", "Propriétés toxicologiques", "Premiers soins", "Données sur la réactivité", "Mesures préventives", "Préparation"];
    const roman = ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"];
    const prose = [
      "Tenir à l'écart de la chaleur et des flammes nues. Se laver les mains après la manipulation du produit.",
      "En cas de contact avec les yeux, rincer avec précaution à l'eau pendant plusieurs minutes.",
      "Conserver dans un endroit frais et bien ventilé, le récipient fermé. Éviter le contact avec la peau.",
    ];
    const lines = titles.flatMap((title, at) => [`Section ${roman[at]}    ► ${title}`, ...prose]);
    expect(languageOf(linesOverPages(lines, 2))).toEqual({ language: "fr", evidence: "fr" });
  });

  test("an English sheet quoting a few French words in section 15 (a Canadian regulation's name)", () => {
    const lines = sections((n) => [heading("en", n)], "en");
    lines.push("Règlement sur les produits dangereux (RPD) / Hazardous Products Regulations (HPR)", "Liste intérieure des substances (LIS)");
    expect(languageOf(linesOverPages(lines, 4))).toEqual({ language: "en", evidence: "en" });
  });
});

/**
 * Section headings in the EU languages as authoring systems print them (session 6): the official REACH titles
 * without the section word (also with "ß", which folding lengthens), the older 91/155/EEC German titles, Canadian
 * French, Mexican NOM-018 and Brazilian NBR 14725 titles, and "1.0"-style numbers. Synthetic lines.
 */
import { describe, expect, test } from "bun:test";
import { findSectionSpans, toDocLines } from "../../src/modules/parsing/sections.ts";
import type { SdsText } from "../../src/modules/parsing/types.ts";

function documentOf(lines: string[]): SdsText {
  return {
    numPages: 1,
    hasTextLayer: true,
    pages: [{ number: 1, width: 595, height: 842, lines: lines.map((text, index) => ({ text, x: 40, y: 40 + index * 12, fontSize: 10 })) }],
  };
}

/** "printed" or "printed→meaning" per section found, for headings made of `heading(n, title)` with a line of text under each. */
function sectionsOf(titles: readonly string[], heading: (number: number, title: string) => string): string[] {
  const lines = titles.flatMap((title, index) => [heading(index + 1, title), "Text of the section."]);
  return findSectionSpans(toDocLines(documentOf(lines).pages)).map((span) =>
    span.number === span.printedNumber ? `${span.printedNumber}` : `${span.printedNumber}→${span.number}`,
  );
}

const ALL_SIXTEEN = Array.from({ length: 16 }, (_, index) => `${index + 1}`);

const TITLES: Record<string, readonly string[]> = {
  "de (REACH, 'Stoffes'/'Gemisches', 'Maßnahmen')": [
    "Bezeichnung des Stoffes bzw. des Gemisches und des Unternehmens", "Mögliche Gefahren", "Zusammensetzung/Angaben zu Bestandteilen",
    "Erste-Hilfe-Maßnahmen", "Maßnahmen zur Brandbekämpfung", "Maßnahmen bei unbeabsichtigter Freisetzung", "Handhabung und Lagerung",
    "Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen", "Physikalische und chemische Eigenschaften",
    "Stabilität und Reaktivität", "Toxikologische Angaben", "Umweltbezogene Angaben", "Hinweise zur Entsorgung", "Angaben zum Transport",
    "Rechtsvorschriften", "Sonstige Angaben",
  ],
  "de (91/155/EEC titles)": [
    "Stoff-/Zubereitungs- und Firmenbezeichnung", "Mögliche Gefahren", "Zusammensetzung/Angaben zu Bestandteilen", "Erste-Hilfe-Maßnahmen",
    "Maßnahmen zur Brandbekämpfung", "Maßnahmen bei unbeabsichtigter Freisetzung", "Handhabung und Lagerung",
    "Expositionsbegrenzung und persönliche Schutzausrüstungen", "Physikalische und chemische Eigenschaften", "Stabilität und Reaktivität",
    "Angaben zur Toxikologie", "Angaben zur Ökologie", "Hinweise zur Entsorgung", "Angaben zum Transport", "Vorschriften", "Sonstige Angaben",
  ],
  "fr (Canada, WHMIS)": [
    "Identification du produit et du fournisseur", "Identification des risques", "Composition et information sur les ingrédients",
    "Premiers soins", "Mesures à prendre en cas d'incendie", "Mesures à prendre en cas de déversement accidentel", "Manutention et entreposage",
    "Contrôle de l'exposition et protection individuelle", "Propriétés physiques et chimiques", "Stabilité et réactivité",
    "Données toxicologiques", "Données écologiques", "Données sur l'élimination", "Informations relatives au transport",
    "Informations sur la réglementation", "Autres renseignements",
  ],
  "es (Mexico, NOM-018)": [
    "Identificación del producto químico peligroso o mezcla y del proveedor o fabricante", "Identificación de los peligros",
    "Composición/información sobre los componentes", "Primeros auxilios", "Medidas contra incendios",
    "Medidas que deben tomarse en caso de derrame o fuga accidental", "Manejo y almacenamiento", "Controles de exposición/protección personal",
    "Propiedades físicas y químicas", "Estabilidad y reactividad", "Información toxicológica", "Información ecotoxicológica",
    "Información relativa a la eliminación de los productos", "Información relativa al transporte", "Información reglamentaria",
    "Otra información incluida la información sobre la preparación y actualización de las hojas de datos de seguridad",
  ],
  "it (REACH)": [
    "Identificazione della sostanza o della miscela e della società/impresa", "Identificazione dei pericoli",
    "Composizione/informazioni sugli ingredienti", "Misure di primo soccorso", "Misure antincendio", "Misure in caso di rilascio accidentale",
    "Manipolazione e immagazzinamento", "Controlli dell’esposizione/della protezione individuale", "Proprietà fisiche e chimiche",
    "Stabilità e reattività", "Informazioni tossicologiche", "Informazioni ecologiche", "Considerazioni sullo smaltimento",
    "Informazioni sul trasporto", "Informazioni sulla regolamentazione", "Altre informazioni",
  ],
  "nl (REACH)": [
    "Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "Identificatie van de gevaren",
    "Samenstelling en informatie over de bestanddelen", "Eerstehulpmaatregelen", "Brandbestrijdingsmaatregelen",
    "Maatregelen bij accidenteel vrijkomen van de stof of het mengsel", "Hantering en opslag",
    "Maatregelen ter beheersing van blootstelling/persoonlijke bescherming", "Fysische en chemische eigenschappen",
    "Stabiliteit en reactiviteit", "Toxicologische informatie", "Ecologische informatie", "Instructies voor verwijdering",
    "Informatie met betrekking tot het vervoer", "Regelgeving", "Overige informatie",
  ],
  "pt (Brazil, NBR 14725)": [
    "Identificação do produto e da empresa", "Identificação de perigos", "Composição e informações sobre os ingredientes",
    "Medidas de primeiros-socorros", "Medidas de combate a incêndio", "Medidas de controle para derramamento ou vazamento",
    "Manuseio e armazenamento", "Controle de exposição e proteção individual", "Propriedades físicas e químicas", "Estabilidade e reatividade",
    "Informações toxicológicas", "Informações ecológicas", "Considerações sobre destinação final", "Informações sobre transporte",
    "Informações sobre regulamentações", "Outras informações",
  ],
  "it (91/155/EEC titles)": [
    "Identificazione della sostanza/preparato e della società/impresa", "Identificazione dei pericoli", "Composizione/informazione sugli ingredienti",
    "Misure di pronto soccorso", "Misure antincendio", "Provvedimenti in caso di dispersione accidentale", "Manipolazione e stoccaggio",
    "Controllo dell'esposizione/protezione individuale", "Proprietà fisiche e chimiche", "Stabilità e reattività", "Informazioni tossicologiche",
    "Informazioni ecologiche", "Osservazioni sullo smaltimento", "Informazioni sul trasporto", "Informazioni sulla normativa", "Altre informazioni",
  ],
  "nl (91/155/EEC titles)": [
    "Identificatie van de stof of het preparaat en van de vennootschap/onderneming", "Identificatie van de gevaren",
    "Samenstelling en informatie over de bestanddelen", "Eerste-hulpmaatregelen", "Brandbestrijdingsmaatregelen",
    "Maatregelen bij het accidenteel vrijkomen van de stof of het preparaat", "Hantering en opslag",
    "Maatregelen ter beheersing van blootstelling/persoonlijke bescherming", "Fysische en chemische eigenschappen", "Stabiliteit en reactiviteit",
    "Toxicologische informatie", "Ecologische informatie", "Instructies voor verwijdering", "Informatie met betrekking tot het vervoer",
    "Wettelijk verplichte informatie", "Overige informatie",
  ],
  "pt (91/155/EEC titles)": [
    "Identificação da substância/preparação e da sociedade/empresa", "Identificação dos perigos", "Composição/informação sobre os componentes",
    "Primeiros socorros", "Medidas de combate a incêndios", "Medidas a tomar em caso de fugas acidentais", "Manuseamento e armazenagem",
    "Controlo da exposição/protecção individual", "Propriedades físicas e químicas", "Estabilidade e reactividade", "Informação toxicológica",
    "Informação ecológica", "Considerações relativas à eliminação", "Informações relativas ao transporte", "Informação sobre regulamentação",
    "Outras informações",
  ],
  "pl (91/155/EEC titles)": [
    "Identyfikacja substancji/preparatu i identyfikacja spółki/przedsiębiorstwa", "Identyfikacja zagrożeń", "Skład i informacja o składnikach",
    "Pierwsza pomoc", "Postępowanie w przypadku pożaru", "Postępowanie w przypadku niezamierzonego uwolnienia do środowiska",
    "Postępowanie z substancją/preparatem i jej/jego magazynowanie", "Kontrola narażenia i środki ochrony indywidualnej",
    "Właściwości fizyczne i chemiczne", "Stabilność i reaktywność", "Informacje toksykologiczne", "Informacje ekologiczne",
    "Postępowanie z odpadami", "Informacje o transporcie", "Informacje dotyczące przepisów prawnych", "Inne informacje",
  ],
};

describe("numbered titles without the section word, in each language's wording", () => {
  for (const [name, titles] of Object.entries(TITLES)) {
    test(`${name}: "n. Title"`, () => {
      expect(sectionsOf(titles, (number, title) => `${number}. ${title}`)).toEqual(ALL_SIXTEEN);
    });
    test(`${name}: "n    Title" (number and title in columns)`, () => {
      expect(sectionsOf(titles, (number, title) => `${number}    ${title}`)).toEqual(ALL_SIXTEEN);
    });
    test(`${name}: "N. TITLE" in capitals`, () => {
      expect(sectionsOf(titles, (number, title) => `${number}. ${title.toUpperCase()}`)).toEqual(ALL_SIXTEEN);
    });
  }
});

describe("the section word with a title that names the section", () => {
  test("'SECTION 2: Identification des risques' is about hazards (a Canadian French title), not identification", () => {
    expect(sectionsOf(TITLES["fr (Canada, WHMIS)"]!, (number, title) => `SECTION ${number}: ${title}`)).toEqual(ALL_SIXTEEN);
  });
});

describe("'1.0'-style section numbers", () => {
  test.each([
    ["de", (number: number, title: string) => `${number}.0 ${title.toUpperCase()}`, TITLES["de (REACH, 'Stoffes'/'Gemisches', 'Maßnahmen')"]!],
    ["it", (number: number, title: string) => `${number}.0    ${title}`, TITLES["it (REACH)"]!],
    ["es, with the section word", (number: number, title: string) => `SECCIÓN ${number}.0: ${title}`, TITLES["es (Mexico, NOM-018)"]!],
  ])("%s", (_name, heading, titles) => {
    expect(sectionsOf(titles, heading)).toEqual(ALL_SIXTEEN);
  });

  test("sub-sections '1.1', '2.05' and a value '2.0 mg' are not headings", () => {
    const lines = ["1. Identification", "1.1 Identificateur de produit", "2. Identification des dangers", "2.05 Autres dangers", "2.0 mg/kg Toxicité", "3. Composition"];
    expect(findSectionSpans(toDocLines(documentOf(lines).pages)).map((span) => span.start)).toEqual([0, 2, 5]);
  });
});

describe("bilingual headings and abbreviated section words", () => {
  test.each([
    ["en/fr, both section words", ["SECTION 1 / RUBRIQUE 1: IDENTIFICATION", "SECTION 2 / RUBRIQUE 2: HAZARDS IDENTIFICATION / IDENTIFICATION DES DANGERS", "SECTION 3 / RUBRIQUE 3: COMPOSITION"]],
    ["en/fr, side by side in columns", ["Section 1. Identification    Rubrique 1. Identification", "Section 2. Hazard identification    Rubrique 2. Identification des dangers", "Section 3. Composition    Rubrique 3. Composition"]],
    ["es/en, titles only", ["1. IDENTIFICACIÓN / IDENTIFICATION", "2. IDENTIFICACIÓN DE LOS PELIGROS / HAZARDS IDENTIFICATION", "3. COMPOSICIÓN / COMPOSITION"]],
    ["de/en", ["ABSCHNITT 1 / SECTION 1: Bezeichnung / Identification", "ABSCHNITT 2 / SECTION 2: Mögliche Gefahren / Hazards identification", "ABSCHNITT 3 / SECTION 3: Zusammensetzung / Composition"]],
    ["it, 'Sez.'", ["Sez. 1 Identificazione", "Sez. 2 Identificazione dei pericoli", "Sez. 3 Composizione"]],
    ["de, 'Abschn.'", ["Abschn. 1 Bezeichnung", "Abschn. 2 Mögliche Gefahren", "Abschn. 3 Zusammensetzung"]],
    ["nl, 'Rubr.'", ["Rubr. 1 Identificatie", "Rubr. 2 Identificatie van de gevaren", "Rubr. 3 Samenstelling"]],
    ["es, 'Epígrafe'", ["EPÍGRAFE 1: IDENTIFICACIÓN", "EPÍGRAFE 2: IDENTIFICACIÓN DE LOS PELIGROS", "EPÍGRAFE 3: COMPOSICIÓN"]],
    ["es, 'SECCIÓN Nº'", ["SECCIÓN Nº 1: IDENTIFICACIÓN", "SECCIÓN Nº 2: IDENTIFICACIÓN DE LOS PELIGROS", "SECCIÓN Nº 3: COMPOSICIÓN"]],
    ["fr, boxes before the heading", ["◆ RUBRIQUE 1 : Identification", "◆ RUBRIQUE 2 : Identification des dangers", "◆ RUBRIQUE 3 : Composition"]],
    ["pt, squares before numbered titles", ["▪ 1. Identificação", "▪ 2. Identificação dos perigos", "▪ 3. Composição"]],
    ["es, 'SECC.'", ["SECC. 1: IDENTIFICACIÓN", "SECC. 2: IDENTIFICACIÓN DE LOS PELIGROS", "SECC. 3: COMPOSICIÓN"]],
    ["de, 'Abschnitt Nr.'", ["Abschnitt Nr. 1: Bezeichnung", "Abschnitt Nr. 2: Mögliche Gefahren", "Abschnitt Nr. 3: Zusammensetzung"]],
  ])("%s", (_name, headings) => {
    const lines = headings.flatMap((heading) => [heading, "Text of the section."]);
    expect(findSectionSpans(toDocLines(documentOf(lines).pages)).map((span) => span.number)).toEqual([1, 2, 3]);
  });
});

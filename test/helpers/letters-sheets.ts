/**
 * Small Spanish and Polish sheets, each printed with its language's own letters in labels and headings, and an English
 * one whose labels, titles and statements hold f-ligatures ("Identified uses", "Firefighting", "flammable"), and a
 * German one full of hyphens, and a French Canadian one whose apostrophes stand in labels and headings (a layer that runs
 * the words of such lines together, glued-words.ts), for the tests of a text layer that holds its letters badly (mojibake, lost letters, lost
 * ligatures, hyphens written as soft hyphens) at the parser and through the API. The product
 * and company are given: a test picks names with or without letters of their own.
 */
export const spanishSheet = (product: string, company: string): string[] => [
  "FICHA DE DATOS DE SEGURIDAD",
  "SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa",
  "1.1 Identificador del producto",
  `Nombre comercial: ${product}`,
  "1.3 Datos del proveedor de la ficha de datos de seguridad",
  `Proveedor: ${company}`,
  "Fecha de revisión: 14.03.2022",
  "SECCIÓN 2: Identificación de los peligros",
  "2.2 Elementos de la etiqueta",
  "Palabra de advertencia: Atención",
  "Indicaciones de peligro: H319 Provoca irritación ocular grave.",
  "SECCIÓN 3: Composición/información sobre los componentes",
  "Alcohol etílico    CAS: 64-17-5    10 - 20 %",
  "SECCIÓN 4: Primeros auxilios",
  "SECCIÓN 9: Propiedades físicas y químicas",
  "Estado físico: Líquido",
  "Punto de inflamación: 23 °C",
];

export const polishSheet = (product: string): string[] => [
  "KARTA CHARAKTERYSTYKI",
  "SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa",
  "1.1 Identyfikator produktu",
  `Nazwa handlowa: ${product}`,
  "1.3 Dane dotyczące dostawcy karty charakterystyki",
  "Dostawca: Chemia Polska Sp. z o.o.",
  "Data sporządzenia: 05.06.2020",
  "SEKCJA 2: Identyfikacja zagrożeń",
  "2.2 Elementy oznakowania",
  "Hasło ostrzegawcze: Niebezpieczeństwo",
  "Zwroty wskazujące rodzaj zagrożenia: H225 Wysoce łatwopalna ciecz i pary.",
  "SEKCJA 3: Skład/informacja o składnikach",
  "Etanol    CAS: 64-17-5    50 - 70 %",
  "SEKCJA 4: Środki pierwszej pomocy",
];

export const englishSheet = (product: string, company: string): string[] => [
  "SAFETY DATA SHEET",
  "SECTION 1: Identification of the substance/mixture and of the company/undertaking",
  "1.1 Product identifier",
  `Product name: ${product}`,
  "1.2 Relevant identified uses of the substance or mixture and uses advised against",
  "Identified uses: Industrial degreasing of metal parts",
  "1.3 Details of the supplier of the safety data sheet",
  `Company identification: ${company}`,
  "Effective date: 12.03.2021",
  "SECTION 2: Hazards identification",
  "2.1 Classification of the substance or mixture",
  "Signal word: Danger",
  "Hazard statements: H225 Highly flammable liquid and vapour.",
  "SECTION 3: Composition/information on ingredients",
  "Acetone    CAS: 67-64-1    50 - 100 %",
  "SECTION 4: First aid measures",
  "Remove to fresh air. If difficulty in breathing, give oxygen.",
  "SECTION 5: Firefighting measures",
  "Suitable extinguishing media: foam, dry powder. Flammable: keep away from open flames.",
  "SECTION 9: Physical and chemical properties",
  "Physical state: liquid",
  "Flash point: -18 °C (closed cup)",
];

/** A German sheet whose values and labels hold hyphens: a product, a company, telephones, a date, a CAS number, "Erste-Hilfe". */
export const germanHyphenSheet = (): string[] => [
  "SICHERHEITSDATENBLATT gemäß Verordnung (EG) Nr. 1907/2006",
  "ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens",
  "1.1 Produktidentifikator",
  "Handelsname: Kalk-Entferner Forte",
  "1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
  "Lieferant: Muster-Chemie GmbH",
  "Telefon: +49-89-1234-567",
  "1.4 Notrufnummer: +49-30-19240 (Giftnotruf Berlin, 24 h)",
  "Überarbeitet am: 2021-02-01",
  "ABSCHNITT 2: Mögliche Gefahren",
  "Signalwort: Gefahr",
  "Gefahrenhinweise: H314 Verursacht schwere Verätzungen der Haut und schwere Augenschäden.",
  "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen",
  "Amidosulfonsäure    CAS: 5329-14-6    10 - 25 %",
  "ABSCHNITT 4: Erste-Hilfe-Maßnahmen",
  "ABSCHNITT 9: Physikalische und chemische Eigenschaften",
  "Aggregatzustand: flüssig",
  "Flammpunkt: > 100 °C",
];

export const frenchSheet = (product: string, company: string): string[] => [
  "FICHE DE DONNÉES DE SÉCURITÉ",
  "1 Identification de la substance/du mélange et de la société/l’entreprise",
  "1.1 Identificateur de produit",
  `Nom du produit: ${product}`,
  "Utilisation recommandée: Nettoyage des surfaces",
  "1.3 Renseignements concernant le fournisseur de la fiche de données de sécurité",
  `Fournisseur: ${company}`,
  "Numéro d’appel d’urgence: +1 613 555 0100",
  "Date d’émission: 29 novembre 2016",
  "2 Identification des dangers",
  "2.2 Éléments d’étiquetage",
  "Mention d’avertissement: Danger",
  "Mentions de danger: H314 Provoque de graves brûlures de la peau et des lésions oculaires.",
  "3 Composition/informations sur les composants",
  "Hydroxyde de sodium    CAS: 1310-73-2    1 - 5 %",
  "4 Premiers secours",
  "5 Mesures de lutte contre l’incendie",
  "8 Contrôles de l’exposition/protection individuelle",
  "9 Propriétés physiques et chimiques",
  "État physique: liquide",
  "13 Considérations relatives à l’élimination",
];

/**
 * The sheet with `count` lines of its own body text before each section heading after its first ("SECTION n: …" or
 * "n Title"): a sheet of several pages, whose headings do not stand where another sheet's do (as page furniture would).
 */
export const withSectionBodies = (sheet: readonly string[], body: (k: number, heading: string) => string, count = 12): string[] =>
  sheet.flatMap((line, index) => (/^(SECTION|\d+ )/.test(line) && index > 2 ? [...Array.from({ length: count }, (_, k) => body(k + 1, line)), line] : [line]));

/** A two-part kit's hardener: the English sheet with a corrosive's code (H314) and an amine (triethylenetetramine) for its acetone. */
export const hardenerSheet = (product: string, company: string): string[] =>
  englishSheet(product, company).map((line) =>
    line.replace("H225 Highly flammable liquid and vapour.", "H314 Causes severe skin burns and eye damage.").replace("Acetone    CAS: 67-64-1    50 - 100 %", "Triethylenetetramine    CAS: 112-24-3    10 - 25 %"));

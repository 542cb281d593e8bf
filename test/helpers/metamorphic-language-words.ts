/**
 * Word tables of the language rewrites (test/helpers/metamorphic-language.ts): how a sheet written in German, French,
 * Spanish, Italian, Dutch, Portuguese or Polish prints what an English sheet prints. Written by hand, NOT taken from
 * the parser's vocabulary (src/modules/parsing/vocabulary/*), so that the rewrite checks the parser against the
 * languages and not against itself.
 *
 * Sources: the section and sub-section titles are REACH Annex II Part B as amended by Regulation (EU) 2020/878, in
 * each language's official text (EUR-Lex CELEX 32020R0878; the German one also at reachonline.eu/reach/de/anhang-ii-…);
 * the signal words, "hazard statements", "precautionary statements", "hazard pictograms" are CLP's (Regulation (EC)
 * No 1272/2008, Articles 17–22 and Annex V, each language's text); the other label wordings (trade name, supplier,
 * producer, company, revision / last revision / issue / preparation / print date, supersedes, version, CAS No.) are
 * common wordings of sheets in that language, written by hand (not checked one by one against a sheet). Two to four
 * wordings of a label per language: the rewrite's variant k (0–3) takes wording k (modulo their number).
 */

import { capital, MORE_LANGUAGE_WORDS, unpad } from "./metamorphic-language-words-more.ts";
import { MORE_LANGUAGE_WORDS_2 } from "./metamorphic-language-words-more-2.ts";

export type LabelKey =
  | "sds" | "productIdentifier" | "productName" | "tradeName" | "manufacturerSupplier" | "manufacturer" | "supplier" | "company"
  | "sdsDated" | "revisionDate" | "lastRevision" | "issueDate" | "preparationDate" | "printDate" | "supersedes" | "version" | "signalWord" | "hazardStatements" | "precautionaryStatements"
  | "cas" | "pictograms" | "uses" | "supplierDetails" | "emergencyPhone" | "classification" | "labelElements" | "otherHazards"
  | "substances" | "mixtures";

export type LanguageWords = {
  /** "SECTION" as the language prints it before a section's number. */
  sectionWord: string;
  /** Annex II's sixteen section titles, in order. */
  sections: readonly string[];
  labels: Readonly<Record<LabelKey, readonly string[]>>;
  danger: string;
  /** The word for "Warning" (Portuguese sheets print Atenção, pt-PT ones also Aviso). */
  warning: readonly string[];
  /** Month names (lower case) as a date prints them after a day (Polish: the genitive). */
  months: readonly string[];
  /** The date's printed forms from day, month and year (numbers as strings, zero-padded). */
  dates: (day: string, month: string, year: string) => string[];
  /** "Page n of m". */
  page: (n: string, m: string) => string;
  /** Printed after the number where the number comes first ("1. SZAKASZ", "1 SKIRSNIS"): ". " or " ". */
  numberFirst?: string;
};

const SEVEN_LANGUAGE_WORDS: Readonly<Record<string, LanguageWords>> = {
  de: {
    sectionWord: "Abschnitt",
    sections: [
      "Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Mögliche Gefahren", "Zusammensetzung/Angaben zu Bestandteilen",
      "Erste-Hilfe-Maßnahmen", "Maßnahmen zur Brandbekämpfung", "Maßnahmen bei unbeabsichtigter Freisetzung", "Handhabung und Lagerung",
      "Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen", "Physikalische und chemische Eigenschaften",
      "Stabilität und Reaktivität", "Toxikologische Angaben", "Umweltbezogene Angaben", "Hinweise zur Entsorgung", "Angaben zum Transport",
      "Rechtsvorschriften", "Sonstige Angaben",
    ],
    labels: {
      sds: ["Sicherheitsdatenblatt"], productIdentifier: ["Produktidentifikator"], productName: ["Handelsname", "Produktname", "Handelsbezeichnung"],
      tradeName: ["Handelsname", "Handelsbezeichnung"], manufacturerSupplier: ["Hersteller/Lieferant", "Lieferant", "Firma"],
      manufacturer: ["Hersteller", "Hersteller/Lieferant"], supplier: ["Lieferant", "Anbieter"], company: ["Firma", "Unternehmen", "Firmenname"],
      sdsDated: ["Sicherheitsdatenblatt vom"], revisionDate: ["Überarbeitet am", "Überarbeitungsdatum", "Bearbeitungsdatum", "Stand"], lastRevision: ["Datum der letzten Überarbeitung", "Letzte Überarbeitung"], preparationDate: ["Erstellungsdatum", "Erstellt am"], issueDate: ["Ausgabedatum", "Datum der Ausgabe", "Ausgegeben am"],
      printDate: ["Druckdatum", "Gedruckt am"], supersedes: ["Ersetzt Version vom", "Ersetzt"], version: ["Version", "Versionsnummer"],
      signalWord: ["Signalwort", "Signalwort", "Signalwort", "Signalwörter"], hazardStatements: ["Gefahrenhinweise", "H-Sätze"], precautionaryStatements: ["Sicherheitshinweise", "P-Sätze"],
      cas: ["CAS-Nr.", "CAS-Nummer"], pictograms: ["Gefahrenpiktogramme", "Piktogramme"],
      uses: ["Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird"],
      supplierDetails: ["Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt"], emergencyPhone: ["Notrufnummer"],
      classification: ["Einstufung des Stoffs oder Gemischs"], labelElements: ["Kennzeichnungselemente"], otherHazards: ["Sonstige Gefahren"],
      substances: ["Stoffe"], mixtures: ["Gemische"],
    },
    danger: "Gefahr", warning: ["Achtung"],
    months: ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)}. ${capital(LANGUAGE_WORDS.de!.months[Number(m) - 1]!)} ${y}`, `${unpad(d)}.${unpad(m)}.${y}`],
    page: (n, m) => `Seite ${n} von ${m}`,
  },
  fr: {
    sectionWord: "Rubrique",
    sections: [
      "Identification de la substance/du mélange et de la société/l'entreprise", "Identification des dangers", "Composition/informations sur les composants",
      "Premiers secours", "Mesures de lutte contre l'incendie", "Mesures à prendre en cas de dispersion accidentelle", "Manipulation et stockage",
      "Contrôles de l'exposition/protection individuelle", "Propriétés physiques et chimiques", "Stabilité et réactivité", "Informations toxicologiques",
      "Informations écologiques", "Considérations relatives à l'élimination", "Informations relatives au transport",
      "Informations relatives à la réglementation", "Autres informations",
    ],
    labels: {
      sds: ["Fiche de données de sécurité"], productIdentifier: ["Identificateur de produit"], productName: ["Nom du produit", "Nom commercial", "Désignation commerciale"],
      tradeName: ["Nom commercial", "Désignation commerciale"], manufacturerSupplier: ["Fabricant/Fournisseur", "Fournisseur", "Société"],
      manufacturer: ["Fabricant", "Producteur"], supplier: ["Fournisseur", "Distributeur"], company: ["Société", "Entreprise", "Raison sociale"],
      sdsDated: ["Fiche de données de sécurité du"], revisionDate: ["Date de révision", "Révision", "Date de mise à jour", "Mise à jour"], lastRevision: ["Date de la dernière révision", "Dernière révision"], preparationDate: ["Date d'établissement", "Établi le"], issueDate: ["Date d'émission", "Date de publication", "Date d'édition"],
      printDate: ["Date d'impression", "Imprimé le"], supersedes: ["Remplace la version du", "Annule et remplace"], version: ["Version", "N° de version"],
      signalWord: ["Mention d'avertissement", "Mention d'avertissement", "Mention d'avertissement", "Mot indicateur"], hazardStatements: ["Mentions de danger"], precautionaryStatements: ["Conseils de prudence"],
      cas: ["N° CAS", "No CAS", "Numéro CAS"], pictograms: ["Pictogrammes de danger", "Pictogrammes"],
      uses: ["Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées"],
      supplierDetails: ["Renseignements concernant le fournisseur de la fiche de données de sécurité"], emergencyPhone: ["Numéro d'appel d'urgence"],
      classification: ["Classification de la substance ou du mélange"], labelElements: ["Éléments d'étiquetage"], otherHazards: ["Autres dangers"],
      substances: ["Substances"], mixtures: ["Mélanges"],
    },
    danger: "Danger", warning: ["Attention"],
    months: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    dates: (d, m, y) => [`${d}/${m}/${y}`, `${unpad(d)} ${LANGUAGE_WORDS.fr!.months[Number(m) - 1]} ${y}`, `${d}.${m}.${y}`],
    page: (n, m) => `Page ${n} / ${m}`,
  },
  es: {
    sectionWord: "Sección",
    sections: [
      "Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Identificación de los peligros", "Composición/información sobre los componentes",
      "Primeros auxilios", "Medidas de lucha contra incendios", "Medidas en caso de vertido accidental", "Manipulación y almacenamiento",
      "Controles de exposición/protección individual", "Propiedades físicas y químicas", "Estabilidad y reactividad", "Información toxicológica",
      "Información ecológica", "Consideraciones relativas a la eliminación", "Información relativa al transporte", "Información reglamentaria", "Otra información",
    ],
    labels: {
      sds: ["Ficha de datos de seguridad"], productIdentifier: ["Identificador del producto"], productName: ["Nombre del producto", "Nombre comercial", "Denominación comercial"],
      tradeName: ["Nombre comercial", "Denominación comercial"], manufacturerSupplier: ["Fabricante/Proveedor", "Proveedor", "Empresa"],
      manufacturer: ["Fabricante", "Productor"], supplier: ["Proveedor", "Distribuidor"], company: ["Empresa", "Compañía", "Razón social"],
      sdsDated: ["Ficha de datos de seguridad de fecha"], revisionDate: ["Fecha de revisión", "Revisión", "Fecha de actualización", "Revisado el"], lastRevision: ["Fecha de la última revisión", "Última revisión"], preparationDate: ["Fecha de elaboración", "Elaborado el"], issueDate: ["Fecha de emisión", "Fecha de edición"],
      printDate: ["Fecha de impresión", "Impreso el"], supersedes: ["Sustituye a la versión de", "Reemplaza"], version: ["Versión", "Número de versión"],
      signalWord: ["Palabra de advertencia", "Palabra de advertencia", "Palabra de advertencia", "Palabra de señal"], hazardStatements: ["Indicaciones de peligro"], precautionaryStatements: ["Consejos de prudencia"],
      cas: ["N.º CAS", "Nº CAS", "Número CAS"], pictograms: ["Pictogramas de peligro", "Pictogramas"],
      uses: ["Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados"],
      supplierDetails: ["Datos del proveedor de la ficha de datos de seguridad"], emergencyPhone: ["Teléfono de emergencia"],
      classification: ["Clasificación de la sustancia o de la mezcla"], labelElements: ["Elementos de la etiqueta"], otherHazards: ["Otros peligros"],
      substances: ["Sustancias"], mixtures: ["Mezclas"],
    },
    danger: "Peligro", warning: ["Atención"],
    months: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    dates: (d, m, y) => [`${d}/${m}/${y}`, `${unpad(d)} de ${LANGUAGE_WORDS.es!.months[Number(m) - 1]} de ${y}`, `${d}-${m}-${y}`],
    page: (n, m) => `Página ${n} de ${m}`,
  },
  it: {
    sectionWord: "Sezione",
    sections: [
      "Identificazione della sostanza o della miscela e della società/impresa", "Identificazione dei pericoli", "Composizione/informazioni sugli ingredienti",
      "Misure di primo soccorso", "Misure di lotta antincendio", "Misure in caso di rilascio accidentale", "Manipolazione e immagazzinamento",
      "Controlli dell'esposizione/della protezione individuale", "Proprietà fisiche e chimiche", "Stabilità e reattività", "Informazioni tossicologiche",
      "Informazioni ecologiche", "Considerazioni sullo smaltimento", "Informazioni sul trasporto", "Informazioni sulla regolamentazione", "Altre informazioni",
    ],
    labels: {
      sds: ["Scheda di dati di sicurezza", "Scheda dati di sicurezza"], productIdentifier: ["Identificatore del prodotto"],
      productName: ["Nome commerciale", "Nome del prodotto", "Denominazione commerciale"], tradeName: ["Nome commerciale", "Denominazione commerciale"],
      manufacturerSupplier: ["Produttore/Fornitore", "Fornitore", "Società"], manufacturer: ["Produttore", "Fabbricante"], supplier: ["Fornitore", "Distributore"],
      company: ["Società", "Ragione sociale", "Ditta"], sdsDated: ["Scheda di dati di sicurezza del"], revisionDate: ["Data di revisione", "Revisione", "Data di aggiornamento", "Data revisione"], lastRevision: ["Data dell'ultima revisione", "Ultima revisione"],
      preparationDate: ["Data di compilazione", "Data di redazione"],
      issueDate: ["Data di emissione", "Data di pubblicazione"], printDate: ["Data di stampa", "Stampato il"],
      supersedes: ["Sostituisce la versione del", "Sostituisce"], version: ["Versione", "Versione n."], signalWord: ["Avvertenza", "Avvertenze"],
      hazardStatements: ["Indicazioni di pericolo"], precautionaryStatements: ["Consigli di prudenza"], cas: ["N. CAS", "Numero CAS", "CAS n."],
      pictograms: ["Pittogrammi di pericolo", "Pittogrammi"], uses: ["Usi pertinenti identificati della sostanza o miscela e usi sconsigliati"],
      supplierDetails: ["Informazioni sul fornitore della scheda di dati di sicurezza"], emergencyPhone: ["Numero telefonico di emergenza"],
      classification: ["Classificazione della sostanza o della miscela"], labelElements: ["Elementi dell'etichetta"], otherHazards: ["Altri pericoli"],
      substances: ["Sostanze"], mixtures: ["Miscele"],
    },
    danger: "Pericolo", warning: ["Attenzione"],
    months: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    dates: (d, m, y) => [`${d}/${m}/${y}`, `${unpad(d)} ${LANGUAGE_WORDS.it!.months[Number(m) - 1]} ${y}`, `${d}.${m}.${y}`],
    page: (n, m) => `Pagina ${n} di ${m}`,
  },
  nl: {
    sectionWord: "Rubriek",
    sections: [
      "Identificatie van de stof of het mengsel en van de onderneming", "Identificatie van de gevaren", "Samenstelling en informatie over de bestanddelen",
      "Eerstehulpmaatregelen", "Brandbestrijdingsmaatregelen", "Maatregelen bij accidenteel vrijkomen van de stof of het mengsel", "Hantering en opslag",
      "Maatregelen ter beheersing van blootstelling/persoonlijke bescherming", "Fysische en chemische eigenschappen", "Stabiliteit en reactiviteit",
      "Toxicologische informatie", "Ecologische informatie", "Instructies voor verwijdering", "Informatie met betrekking tot het vervoer", "Regelgeving",
      "Overige informatie",
    ],
    labels: {
      sds: ["Veiligheidsinformatieblad"], productIdentifier: ["Productidentificatie"], productName: ["Handelsnaam", "Productnaam", "Naam van het product"],
      tradeName: ["Handelsnaam", "Handelsbenaming"], manufacturerSupplier: ["Fabrikant/Leverancier", "Leverancier", "Firma"],
      manufacturer: ["Fabrikant", "Producent"], supplier: ["Leverancier", "Distributeur"], company: ["Firma", "Bedrijf", "Onderneming"],
      sdsDated: ["Veiligheidsinformatieblad van"], revisionDate: ["Herzieningsdatum", "Datum herziening", "Revisiedatum", "Herzien op"], lastRevision: ["Datum laatste herziening", "Laatste herziening"], preparationDate: ["Datum opstelling", "Opgesteld op"], issueDate: ["Datum van uitgifte", "Uitgiftedatum"],
      printDate: ["Afdrukdatum", "Gedrukt op"], supersedes: ["Vervangt versie van", "Vervangt"], version: ["Versie", "Versienummer"],
      signalWord: ["Signaalwoord", "Signaalwoord", "Signaalwoord", "Signaalwoorden"], hazardStatements: ["Gevarenaanduidingen", "H-zinnen"], precautionaryStatements: ["Voorzorgsmaatregelen", "P-zinnen"],
      cas: ["CAS-nr.", "CAS-nummer"], pictograms: ["Gevarenpictogrammen", "Pictogrammen"],
      uses: ["Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik"],
      supplierDetails: ["Gegevens over de verstrekker van het veiligheidsinformatieblad"], emergencyPhone: ["Telefoonnummer voor noodgevallen"],
      classification: ["Indeling van de stof of het mengsel"], labelElements: ["Etiketteringselementen"], otherHazards: ["Andere gevaren"],
      substances: ["Stoffen"], mixtures: ["Mengsels"],
    },
    danger: "Gevaar", warning: ["Waarschuwing"],
    months: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    dates: (d, m, y) => [`${d}-${m}-${y}`, `${unpad(d)} ${LANGUAGE_WORDS.nl!.months[Number(m) - 1]} ${y}`, `${d}/${m}/${y}`],
    page: (n, m) => `Pagina ${n} van ${m}`,
  },
  pt: {
    sectionWord: "Secção",
    sections: [
      "Identificação da substância/mistura e da sociedade/empresa", "Identificação dos perigos", "Composição/informação sobre os componentes",
      "Primeiros socorros", "Medidas de combate a incêndios", "Medidas em caso de fuga acidental", "Manuseamento e armazenagem",
      "Controlo da exposição/Proteção individual", "Propriedades físicas e químicas", "Estabilidade e reatividade", "Informação toxicológica",
      "Informação ecológica", "Considerações relativas à eliminação", "Informações relativas ao transporte", "Informação sobre regulamentação",
      "Outras informações",
    ],
    labels: {
      sds: ["Ficha de dados de segurança"], productIdentifier: ["Identificador do produto"], productName: ["Nome do produto", "Nome comercial", "Designação comercial"],
      tradeName: ["Nome comercial", "Designação comercial"], manufacturerSupplier: ["Fabricante/Fornecedor", "Fornecedor", "Empresa"],
      manufacturer: ["Fabricante", "Produtor"], supplier: ["Fornecedor", "Distribuidor"], company: ["Empresa", "Companhia", "Firma"],
      sdsDated: ["Ficha de dados de segurança de"], revisionDate: ["Data de revisão", "Revisão", "Data da revisão", "Data de atualização"], lastRevision: ["Data da última revisão", "Última revisão"], preparationDate: ["Data de elaboração", "Elaborado em"], issueDate: ["Data de emissão", "Data de edição"],
      printDate: ["Data de impressão", "Impresso em"], supersedes: ["Substitui a versão de", "Substitui"], version: ["Versão", "Número da versão"],
      signalWord: ["Palavra-sinal", "Palavra-sinal", "Palavra-sinal", "Palavra sinal"], hazardStatements: ["Advertências de perigo", "Frases de perigo"],
      precautionaryStatements: ["Recomendações de prudência", "Frases de precaução"], cas: ["N.º CAS", "Número CAS", "Nº CAS"],
      pictograms: ["Pictogramas de perigo", "Pictogramas"], uses: ["Utilizações identificadas relevantes da substância ou mistura e utilizações desaconselhadas"],
      supplierDetails: ["Identificação do fornecedor da ficha de dados de segurança"], emergencyPhone: ["Número de telefone de emergência"],
      classification: ["Classificação da substância ou mistura"], labelElements: ["Elementos do rótulo"], otherHazards: ["Outros perigos"],
      substances: ["Substâncias"], mixtures: ["Misturas"],
    },
    danger: "Perigo", warning: ["Atenção", "Aviso"],
    months: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    dates: (d, m, y) => [`${d}/${m}/${y}`, `${unpad(d)} de ${LANGUAGE_WORDS.pt!.months[Number(m) - 1]} de ${y}`, `${d}-${m}-${y}`],
    page: (n, m) => `Página ${n} de ${m}`,
  },
  pl: {
    sectionWord: "Sekcja",
    sections: [
      "Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Identyfikacja zagrożeń", "Skład/informacja o składnikach",
      "Środki pierwszej pomocy", "Postępowanie w przypadku pożaru", "Postępowanie w przypadku niezamierzonego uwolnienia do środowiska",
      "Postępowanie z substancjami i mieszaninami oraz ich magazynowanie", "Kontrola narażenia/środki ochrony indywidualnej",
      "Właściwości fizyczne i chemiczne", "Stabilność i reaktywność", "Informacje toksykologiczne", "Informacje ekologiczne", "Postępowanie z odpadami",
      "Informacje dotyczące transportu", "Informacje dotyczące przepisów prawnych", "Inne informacje",
    ],
    labels: {
      sds: ["Karta charakterystyki"], productIdentifier: ["Identyfikator produktu"], productName: ["Nazwa handlowa", "Nazwa produktu", "Nazwa wyrobu"],
      tradeName: ["Nazwa handlowa"], manufacturerSupplier: ["Producent/Dostawca", "Dostawca", "Firma"], manufacturer: ["Producent", "Wytwórca"],
      supplier: ["Dostawca", "Dystrybutor"], company: ["Firma", "Przedsiębiorstwo", "Nazwa firmy"],
      sdsDated: ["Karta charakterystyki z dnia"], revisionDate: ["Data aktualizacji", "Data weryfikacji", "Data zmiany", "Data rewizji"], lastRevision: ["Data ostatniej aktualizacji", "Ostatnia aktualizacja"], preparationDate: ["Data sporządzenia", "Data opracowania"], issueDate: ["Data wydania", "Data wystawienia"],
      printDate: ["Data wydruku", "Wydrukowano"], supersedes: ["Zastępuje wersję z", "Zastępuje"], version: ["Wersja", "Numer wersji"],
      signalWord: ["Hasło ostrzegawcze"], hazardStatements: ["Zwroty wskazujące rodzaj zagrożenia", "Zwroty H"],
      precautionaryStatements: ["Zwroty wskazujące środki ostrożności", "Zwroty P"], cas: ["Nr CAS", "Numer CAS"],
      pictograms: ["Piktogramy określające rodzaj zagrożenia", "Piktogramy"],
      uses: ["Istotne zidentyfikowane zastosowania substancji lub mieszaniny oraz zastosowania odradzane"],
      supplierDetails: ["Dane dotyczące dostawcy karty charakterystyki"], emergencyPhone: ["Numer telefonu alarmowego"],
      classification: ["Klasyfikacja substancji lub mieszaniny"], labelElements: ["Elementy oznakowania"], otherHazards: ["Inne zagrożenia"],
      substances: ["Substancje"], mixtures: ["Mieszaniny"],
    },
    danger: "Niebezpieczeństwo", warning: ["Uwaga"],
    months: ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
    dates: (d, m, y) => [`${d}.${m}.${y}`, `${unpad(d)} ${LANGUAGE_WORDS.pl!.months[Number(m) - 1]} ${y}`, `${d}.${m}.${y} r.`],
    page: (n, m) => `Strona ${n} z ${m}`,
  },
};

/** The seven languages of session 17 (`--languages` with no list). */
export const LANGUAGES = Object.keys(SEVEN_LANGUAGE_WORDS);
/** The EU's other official languages (session 18: metamorphic-language-words-more*.ts), asked for by name. */
export const MORE_LANGUAGES = [...Object.keys(MORE_LANGUAGE_WORDS), ...Object.keys(MORE_LANGUAGE_WORDS_2)];
export const LANGUAGE_WORDS: Readonly<Record<string, LanguageWords>> = { ...SEVEN_LANGUAGE_WORDS, ...MORE_LANGUAGE_WORDS, ...MORE_LANGUAGE_WORDS_2 };

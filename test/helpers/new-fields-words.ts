/**
 * The words of the newer-fields sweep (test/helpers/new-fields-sweep.ts), per language: the sub-section headings as
 * Regulation (EU) 2020/878 Annex II prints them in that language (1.2, 1.3, 1.4, 9.1 and the 9.1 items), the short
 * labels sheets use instead ("Notruf:", "Tel.:", "Forme :", "Postać:"), and the values (states, phones, an address).
 * Companies, addresses and numbers are invented.
 */

export type State = "liquid" | "solid" | "gas" | "paste" | "aerosol";

export type FieldWords = {
  /** Section headings 1, 2, 3 and 9, and a line of section 2 so the sheet reads as the language. */
  sections: readonly [string, string, string, string];
  hazardLine: string;
  product: string;
  /** 1.2: the official heading, short labels, a use. */
  useHeading: string;
  useLabels: readonly string[];
  use: string;
  /** The uses advised against with a value: a trap the use must not be read from. */
  advised: string;
  /** 1.3: the official heading, the labels of a labelled block, the supplier and its address lines. */
  supplierHeading: string;
  companyLabel: string;
  addressLabel: string;
  /** The address's own form fields: street (or P.O. box), postal code and town, country. */
  formFields: readonly [string, string, string];
  company: string;
  street: string;
  town: string;
  country: string;
  telLabels: readonly string[];
  fax: string;
  email: string;
  /** 1.4: the official heading, short labels, a poison centre, opening hours. */
  emergencyHeading: string;
  emergencyLabels: readonly string[];
  poisonCentre: string;
  hours: string;
  /** Numbers as [international, national]: the emergency line and the supplier's. */
  emergencyPhone: readonly [string, string];
  supplierPhone: readonly [string, string];
  /** Section 9.1: the heading, state labels (official first), flash-point labels, other items as traps. */
  propertiesHeading: string;
  stateLabels: readonly string[];
  flashLabels: readonly string[];
  colour: string;
  boiling: string;
  closedCup: string;
  notApplicable: string;
  /** A state word per state, "powder" (a solid) as its own form. */
  states: Readonly<Record<State | "powder", string>>;
  /** A liquid described ("klare, farblose Flüssigkeit"), and the country's letters before a postal code ("D-"). */
  liquidDescription: string;
  postalPrefix: string;
};

export const FIELD_LANGUAGES: Readonly<Record<string, FieldWords>> = {
  en: {
    sections: ["SECTION 1: Identification of the substance/mixture and of the company/undertaking", "SECTION 2: Hazards identification", "SECTION 3: Composition/information on ingredients", "SECTION 9: Physical and chemical properties"],
    hazardLine: "Signal word: Warning",
    product: "Product name: Brightfloor Cleaner 500",
    useHeading: "Relevant identified uses of the substance or mixture and uses advised against",
    useLabels: ["Recommended use", "Identified uses", "Use of the substance/mixture", "Product use", "Intended use", "Uses", "Application"],
    use: "Floor cleaner",
    advised: "Uses advised against: Spray application",
    supplierHeading: "Details of the supplier of the safety data sheet",
    companyLabel: "Company", addressLabel: "Address",
    formFields: ["Street", "Postal code/City", "Country"],
    company: "Nordvik Chemicals Ltd", street: "12 Harbour Road", town: "Leeds LS1 4AB", country: "United Kingdom",
    telLabels: ["Tel", "Telephone", "Phone", "Business phone", "Customer service", "Information", "Phone number", "Toll free"], fax: "Fax", email: "E-mail",
    emergencyHeading: "Emergency telephone number",
    emergencyLabels: ["Emergency", "24 h emergency number", "Emergency phone", "24-Hour Emergency Telephone", "Emergency contact", "Emergency Phone No.", "CHEMTREC"],
    poisonCentre: "National Poisons Information Service", hours: "Mon–Fri 8:00–17:00",
    emergencyPhone: ["+44 1865 407333", "01865 407333"], supplierPhone: ["+44 113 496 0000", "0113 496 0000"],
    propertiesHeading: "Information on basic physical and chemical properties",
    stateLabels: ["Physical state", "Form", "Appearance", "Physical form", "Appearance/Odor"], flashLabels: ["Flash point", "Flash Point (Method Used)", "Flashpoint"],
    colour: "Colour: colourless", boiling: "Boiling point or initial boiling point and boiling range: 100 °C",
    closedCup: "closed cup", notApplicable: "Not applicable",
    states: { liquid: "liquid", solid: "solid", gas: "gas", paste: "paste", aerosol: "aerosol", powder: "powder" },
    liquidDescription: "clear, colourless liquid", postalPrefix: "GB-",
  },
  de: {
    sections: ["ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "ABSCHNITT 2: Mögliche Gefahren", "ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen", "ABSCHNITT 9: Physikalische und chemische Eigenschaften"],
    hazardLine: "Signalwort: Achtung",
    product: "Handelsname: Glanzboden Reiniger 500",
    useHeading: "Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird",
    useLabels: ["Verwendung", "Verwendung des Stoffs/des Gemischs", "Identifizierte Verwendungen"],
    use: "Bodenreiniger",
    advised: "Verwendungen, von denen abgeraten wird: Spritzanwendung",
    supplierHeading: "Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt",
    companyLabel: "Firma", addressLabel: "Anschrift",
    formFields: ["Straße/Postfach", "PLZ/Ort", "Land"],
    company: "Nordvik Chemie GmbH", street: "Hafenstraße 4", town: "20457 Hamburg", country: "Deutschland",
    telLabels: ["Tel.", "Telefon"], fax: "Fax", email: "E-Mail",
    emergencyHeading: "Notrufnummer",
    emergencyLabels: ["Notruf", "Giftnotruf"],
    poisonCentre: "Giftinformationszentrum Mainz", hours: "Mo–Fr 8:00–17:00 Uhr",
    emergencyPhone: ["+49 6131 19240", "06131 19240"], supplierPhone: ["+49 40 3861 2200", "040 3861 2200"],
    propertiesHeading: "Angaben zu den grundlegenden physikalischen und chemischen Eigenschaften",
    stateLabels: ["Aggregatzustand", "Form", "Aussehen"], flashLabels: ["Flammpunkt"],
    colour: "Farbe: farblos", boiling: "Siedepunkt oder Siedebeginn und Siedebereich: 100 °C",
    closedCup: "geschlossener Tiegel", notApplicable: "Nicht anwendbar",
    states: { liquid: "flüssig", solid: "fest", gas: "gasförmig", paste: "pastös", aerosol: "Aerosol", powder: "Pulver" },
    liquidDescription: "klare, farblose Flüssigkeit", postalPrefix: "D-",
  },
  fr: {
    sections: ["RUBRIQUE 1: Identification de la substance/du mélange et de la société/l'entreprise", "RUBRIQUE 2: Identification des dangers", "RUBRIQUE 3: Composition/informations sur les composants", "RUBRIQUE 9: Propriétés physiques et chimiques"],
    hazardLine: "Mention d'avertissement : Attention",
    product: "Nom du produit : Nettoyant Solbrillant 500",
    useHeading: "Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées",
    useLabels: ["Utilisation", "Utilisation de la substance/du mélange", "Usage recommandé"],
    use: "Nettoyant pour sols",
    advised: "Utilisations déconseillées : Application par pulvérisation",
    supplierHeading: "Renseignements concernant le fournisseur de la fiche de données de sécurité",
    companyLabel: "Société", addressLabel: "Adresse",
    formFields: ["Rue/Boîte postale", "Code postal/Ville", "Pays"],
    company: "Nordvik Chimie SAS", street: "12 rue des Lilas", town: "69003 Lyon", country: "France",
    telLabels: ["Tél.", "Téléphone"], fax: "Fax", email: "E-mail",
    emergencyHeading: "Numéro d'appel d'urgence",
    emergencyLabels: ["Urgence", "N° d'urgence"],
    poisonCentre: "Centre antipoison ORFILA", hours: "lun.–ven. 8h–17h",
    emergencyPhone: ["+33 1 45 42 59 59", "01 45 42 59 59"], supplierPhone: ["+33 4 72 00 11 22", "04 72 00 11 22"],
    propertiesHeading: "Informations sur les propriétés physiques et chimiques essentielles",
    stateLabels: ["État physique", "Forme", "Aspect"], flashLabels: ["Point d'éclair"],
    colour: "Couleur : incolore", boiling: "Point d'ébullition ou point initial d'ébullition et intervalle d'ébullition : 100 °C",
    closedCup: "coupelle fermée", notApplicable: "Non applicable",
    states: { liquid: "liquide", solid: "solide", gas: "gazeux", paste: "pâteux", aerosol: "aérosol", powder: "poudre" },
    liquidDescription: "liquide limpide incolore", postalPrefix: "F-",
  },
  es: {
    sections: ["SECCIÓN 1: Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "SECCIÓN 2: Identificación de los peligros", "SECCIÓN 3: Composición/información sobre los componentes", "SECCIÓN 9: Propiedades físicas y químicas"],
    hazardLine: "Palabra de advertencia: Atención",
    product: "Nombre del producto: Limpiador Suelobrillo 500",
    useHeading: "Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados",
    useLabels: ["Uso", "Usos identificados", "Uso recomendado"],
    use: "Limpiador de suelos",
    advised: "Usos desaconsejados: Aplicación por pulverización",
    supplierHeading: "Datos del proveedor de la ficha de datos de seguridad",
    companyLabel: "Empresa", addressLabel: "Dirección",
    formFields: ["Calle", "Código postal/Ciudad", "País"],
    company: "Nordvik Química S.L.", street: "Calle Mayor 12", town: "28013 Madrid", country: "España",
    telLabels: ["Tel.", "Teléfono"], fax: "Fax", email: "Correo electrónico",
    emergencyHeading: "Teléfono de emergencia",
    emergencyLabels: ["Urgencias", "Teléfono de urgencias"],
    poisonCentre: "Servicio de Información Toxicológica", hours: "lunes a viernes 8:00–17:00",
    emergencyPhone: ["+34 91 562 04 20", "91 562 04 20"], supplierPhone: ["+34 91 555 12 34", "91 555 12 34"],
    propertiesHeading: "Información sobre propiedades físicas y químicas básicas",
    stateLabels: ["Estado físico", "Forma", "Aspecto"], flashLabels: ["Punto de inflamación"],
    colour: "Color: incoloro", boiling: "Punto de ebullición o punto inicial de ebullición e intervalo de ebullición: 100 °C",
    closedCup: "vaso cerrado", notApplicable: "No aplicable",
    states: { liquid: "líquido", solid: "sólido", gas: "gaseoso", paste: "pasta", aerosol: "aerosol", powder: "polvo" },
    liquidDescription: "líquido transparente incoloro", postalPrefix: "E-",
  },
  it: {
    sections: ["SEZIONE 1: Identificazione della sostanza o della miscela e della società/impresa", "SEZIONE 2: Identificazione dei pericoli", "SEZIONE 3: Composizione/informazioni sugli ingredienti", "SEZIONE 9: Proprietà fisiche e chimiche"],
    hazardLine: "Avvertenza: Attenzione",
    product: "Nome del prodotto: Detergente Lucepavimento 500",
    useHeading: "Usi identificati pertinenti della sostanza o miscela e usi sconsigliati",
    useLabels: ["Uso", "Usi identificati", "Uso raccomandato"],
    use: "Detergente per pavimenti",
    advised: "Usi sconsigliati: Applicazione a spruzzo",
    supplierHeading: "Informazioni sul fornitore della scheda di dati di sicurezza",
    companyLabel: "Ragione sociale", addressLabel: "Indirizzo",
    formFields: ["Via/Casella postale", "CAP/Città", "Paese"],
    company: "Nordvik Chimica S.r.l.", street: "Via Roma 12", town: "20121 Milano", country: "Italia",
    telLabels: ["Tel.", "Telefono"], fax: "Fax", email: "E-mail",
    emergencyHeading: "Numero telefonico di emergenza",
    emergencyLabels: ["Emergenza", "Centro antiveleni"],
    poisonCentre: "Centro Antiveleni Niguarda", hours: "lun–ven 8:00–17:00",
    emergencyPhone: ["+39 02 6610 1029", "02 6610 1029"], supplierPhone: ["+39 02 8765 4321", "02 8765 4321"],
    propertiesHeading: "Informazioni sulle proprietà fisiche e chimiche fondamentali",
    stateLabels: ["Stato fisico", "Forma", "Aspetto"], flashLabels: ["Punto di infiammabilità"],
    colour: "Colore: incolore", boiling: "Punto di ebollizione o punto iniziale di ebollizione e intervallo di ebollizione: 100 °C",
    closedCup: "vaso chiuso", notApplicable: "Non applicabile",
    states: { liquid: "liquido", solid: "solido", gas: "gassoso", paste: "pasta", aerosol: "aerosol", powder: "polvere" },
    liquidDescription: "liquido limpido incolore", postalPrefix: "I-",
  },
  nl: {
    sections: ["RUBRIEK 1: Identificatie van de stof of het mengsel en van de onderneming", "RUBRIEK 2: Identificatie van de gevaren", "RUBRIEK 3: Samenstelling en informatie over de bestanddelen", "RUBRIEK 9: Fysische en chemische eigenschappen"],
    hazardLine: "Signaalwoord: Waarschuwing",
    product: "Productnaam: Vloerglans Reiniger 500",
    useHeading: "Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik",
    useLabels: ["Gebruik", "Aanbevolen gebruik", "Geïdentificeerd gebruik"],
    use: "Vloerreiniger",
    advised: "Ontraden gebruik: Spuittoepassing",
    supplierHeading: "Details betreffende de verstrekker van het veiligheidsinformatieblad",
    companyLabel: "Firma", addressLabel: "Adres",
    formFields: ["Straat/Postbus", "Postcode/Plaats", "Land"],
    company: "Nordvik Chemie B.V.", street: "Havenweg 12", town: "3011 AB Rotterdam", country: "Nederland",
    telLabels: ["Tel.", "Telefoon"], fax: "Fax", email: "E-mail",
    emergencyHeading: "Telefoonnummer voor noodgevallen",
    emergencyLabels: ["Noodnummer", "Noodtelefoon"],
    poisonCentre: "Nationaal Vergiftigingen Informatie Centrum", hours: "ma–vr 8:00–17:00",
    emergencyPhone: ["+31 30 274 88 88", "030 274 88 88"], supplierPhone: ["+31 10 555 12 34", "010 555 12 34"],
    propertiesHeading: "Informatie over fysische en chemische basiseigenschappen",
    stateLabels: ["Fysische toestand", "Vorm", "Voorkomen"], flashLabels: ["Vlampunt"],
    colour: "Kleur: kleurloos", boiling: "Kookpunt of beginkookpunt en kooktraject: 100 °C",
    closedCup: "gesloten kroes", notApplicable: "Niet van toepassing",
    states: { liquid: "vloeibaar", solid: "vast", gas: "gasvormig", paste: "pasta", aerosol: "aerosol", powder: "poeder" },
    liquidDescription: "heldere, kleurloze vloeistof", postalPrefix: "NL-",
  },
  pt: {
    sections: ["SECÇÃO 1: Identificação da substância/mistura e da sociedade/empresa", "SECÇÃO 2: Identificação dos perigos", "SECÇÃO 3: Composição/informação sobre os componentes", "SECÇÃO 9: Propriedades físicas e químicas"],
    hazardLine: "Palavra-sinal: Atenção",
    product: "Nome do produto: Limpa Chão Brilho 500",
    useHeading: "Utilizações identificadas relevantes da substância ou mistura e utilizações desaconselhadas",
    useLabels: ["Utilização", "Utilizações identificadas", "Utilização recomendada"],
    use: "Produto de limpeza de pavimentos",
    advised: "Utilizações desaconselhadas: Aplicação por pulverização",
    supplierHeading: "Identificação do fornecedor da ficha de dados de segurança",
    companyLabel: "Empresa", addressLabel: "Morada",
    formFields: ["Rua/Caixa postal", "Código postal/Localidade", "País"],
    company: "Nordvik Química, Lda.", street: "Rua das Flores 12", town: "1200-195 Lisboa", country: "Portugal",
    telLabels: ["Tel.", "Telefone"], fax: "Fax", email: "E-mail",
    emergencyHeading: "Número de telefone de emergência",
    emergencyLabels: ["Emergência", "Telefone de emergência"],
    poisonCentre: "Centro de Informação Antivenenos", hours: "seg–sex 8:00–17:00",
    emergencyPhone: ["+351 800 250 250", "800 250 250"], supplierPhone: ["+351 21 555 1234", "21 555 1234"],
    propertiesHeading: "Informações sobre propriedades físicas e químicas de base",
    stateLabels: ["Estado físico", "Forma", "Aspeto"], flashLabels: ["Ponto de inflamação"],
    colour: "Cor: incolor", boiling: "Ponto de ebulição ou ponto de ebulição inicial e intervalo de ebulição: 100 °C",
    closedCup: "vaso fechado", notApplicable: "Não aplicável",
    states: { liquid: "líquido", solid: "sólido", gas: "gasoso", paste: "pasta", aerosol: "aerossol", powder: "pó" },
    liquidDescription: "líquido límpido incolor", postalPrefix: "P-",
  },
  pl: {
    sections: ["SEKCJA 1: Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "SEKCJA 2: Identyfikacja zagrożeń", "SEKCJA 3: Skład/informacja o składnikach", "SEKCJA 9: Właściwości fizyczne i chemiczne"],
    hazardLine: "Hasło ostrzegawcze: Uwaga",
    product: "Nazwa produktu: Środek Blaskopodłoga 500",
    useHeading: "Istotne zidentyfikowane zastosowania substancji lub mieszaniny oraz zastosowania odradzane",
    useLabels: ["Zastosowanie", "Zidentyfikowane zastosowania", "Zalecane zastosowanie"],
    use: "Środek do czyszczenia podłóg",
    advised: "Zastosowania odradzane: Natryskiwanie",
    supplierHeading: "Dane dotyczące dostawcy karty charakterystyki",
    companyLabel: "Firma", addressLabel: "Adres",
    formFields: ["Ulica", "Kod pocztowy/Miejscowość", "Kraj"],
    company: "Nordvik Chemia Sp. z o.o.", street: "ul. Portowa 12", town: "80-001 Gdańsk", country: "Polska",
    telLabels: ["Tel.", "Telefon"], fax: "Faks", email: "E-mail",
    emergencyHeading: "Numer telefonu alarmowego",
    emergencyLabels: ["Telefon alarmowy", "Numer alarmowy"],
    poisonCentre: "Ośrodek Toksykologiczny", hours: "pn–pt 8:00–16:00",
    emergencyPhone: ["+48 22 619 66 54", "22 619 66 54"], supplierPhone: ["+48 58 555 12 34", "58 555 12 34"],
    propertiesHeading: "Informacje na temat podstawowych właściwości fizycznych i chemicznych",
    stateLabels: ["Stan skupienia", "Postać", "Wygląd"], flashLabels: ["Temperatura zapłonu"],
    colour: "Barwa: bezbarwny", boiling: "Temperatura wrzenia lub początkowa temperatura wrzenia i zakres temperatur wrzenia: 100 °C",
    closedCup: "tygiel zamknięty", notApplicable: "Nie dotyczy",
    states: { liquid: "ciecz", solid: "ciało stałe", gas: "gaz", paste: "pasta", aerosol: "aerozol", powder: "proszek" },
    liquidDescription: "przezroczysta, bezbarwna ciecz", postalPrefix: "PL-",
  },
  sv: {
    sections: ["AVSNITT 1: Namnet på ämnet/blandningen och bolaget/företaget", "AVSNITT 2: Farliga egenskaper", "AVSNITT 3: Sammansättning/information om beståndsdelar", "AVSNITT 9: Fysikaliska och kemiska egenskaper"],
    hazardLine: "Signalord: Varning",
    product: "Produktnamn: Golvglans Rengöring 500",
    useHeading: "Relevanta identifierade användningar av ämnet eller blandningen och användningar som det avråds från",
    useLabels: ["Användning", "Identifierade användningar", "Rekommenderad användning"],
    use: "Golvrengöringsmedel",
    advised: "Användningar som det avråds från: Sprutapplicering",
    supplierHeading: "Närmare upplysningar om den som tillhandahåller säkerhetsdatablad",
    companyLabel: "Företag", addressLabel: "Adress",
    formFields: ["Gatuadress/Box", "Postnummer/Ort", "Land"],
    company: "Nordvik Kemi AB", street: "Hamnvägen 4", town: "411 01 Göteborg", country: "Sverige",
    telLabels: ["Tel.", "Telefon"], fax: "Fax", email: "E-post",
    emergencyHeading: "Telefonnummer för nödsituationer",
    emergencyLabels: ["Nödnummer", "Nödtelefon"],
    poisonCentre: "Giftinformationscentralen", hours: "mån–fre 8.00–17.00",
    emergencyPhone: ["+46 10 456 67 00", "010-456 67 00"], supplierPhone: ["+46 31 555 12 34", "031-555 12 34"],
    propertiesHeading: "Information om grundläggande fysikaliska och kemiska egenskaper",
    stateLabels: ["Aggregationstillstånd", "Form", "Utseende"], flashLabels: ["Flampunkt"],
    colour: "Färg: färglös", boiling: "Kokpunkt eller initial kokpunkt och kokpunktsintervall: 100 °C",
    closedCup: "sluten degel", notApplicable: "Ej tillämpligt",
    states: { liquid: "vätska", solid: "fast", gas: "gas", paste: "pasta", aerosol: "aerosol", powder: "pulver" },
    liquidDescription: "klar, färglös vätska", postalPrefix: "SE-",
  },
  da: {
    sections: ["PUNKT 1: Identifikation af stoffet/blandingen og af selskabet/virksomheden", "PUNKT 2: Fareidentifikation", "PUNKT 3: Sammensætning af/oplysning om indholdsstoffer", "PUNKT 9: Fysiske og kemiske egenskaber"],
    hazardLine: "Signalord: Advarsel",
    product: "Produktnavn: Gulvglans Rens 500",
    useHeading: "Relevante identificerede anvendelser af stoffet eller blandingen samt anvendelser, der frarådes",
    useLabels: ["Anvendelse", "Identificerede anvendelser", "Anbefalet anvendelse"],
    use: "Gulvrengøringsmiddel",
    advised: "Anvendelser, der frarådes: Sprøjtepåføring",
    supplierHeading: "Nærmere oplysninger om leverandøren af sikkerhedsdatabladet",
    companyLabel: "Firma", addressLabel: "Adresse",
    formFields: ["Gade/Postboks", "Postnr./By", "Land"],
    company: "Nordvik Kemi A/S", street: "Havnegade 12", town: "1058 København K", country: "Danmark",
    telLabels: ["Tlf.", "Telefon"], fax: "Fax", email: "E-mail",
    emergencyHeading: "Nødtelefon",
    emergencyLabels: ["Nødnummer", "Giftlinjen"],
    poisonCentre: "Giftlinjen", hours: "man–fre 8.00–16.00",
    emergencyPhone: ["+45 82 12 12 12", "82 12 12 12"], supplierPhone: ["+45 33 55 12 34", "33 55 12 34"],
    propertiesHeading: "Oplysninger om grundlæggende fysiske og kemiske egenskaber",
    stateLabels: ["Tilstandsform", "Form", "Udseende"], flashLabels: ["Flammepunkt"],
    colour: "Farve: farveløs", boiling: "Kogepunkt eller initialt kogepunkt og kogepunktsinterval: 100 °C",
    closedCup: "lukket digel", notApplicable: "Ikke relevant",
    states: { liquid: "væske", solid: "fast stof", gas: "gas", paste: "pasta", aerosol: "aerosol", powder: "pulver" },
    liquidDescription: "klar, farveløs væske", postalPrefix: "DK-",
  },
  fi: {
    sections: ["KOHTA 1: Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "KOHTA 2: Vaaran yksilöinti", "KOHTA 3: Koostumus ja tiedot aineosista", "KOHTA 9: Fysikaaliset ja kemialliset ominaisuudet"],
    hazardLine: "Huomiosana: Varoitus",
    product: "Kauppanimi: Lattiakiilto Puhdistaja 500",
    useHeading: "Aineen tai seoksen merkitykselliset tunnistetut käytöt ja käytöt, joita ei suositella",
    useLabels: ["Käyttö", "Tunnistetut käytöt", "Käyttötarkoitus"],
    use: "Lattianpuhdistusaine",
    advised: "Käytöt, joita ei suositella: Ruiskutus",
    supplierHeading: "Käyttöturvallisuustiedotteen toimittajan tiedot",
    companyLabel: "Yritys", addressLabel: "Osoite",
    formFields: ["Katuosoite", "Postinumero/Toimipaikka", "Maa"],
    company: "Nordvik Kemia Oy", street: "Satamakatu 12", town: "00160 Helsinki", country: "Suomi",
    telLabels: ["Puh.", "Puhelin"], fax: "Faksi", email: "Sähköposti",
    emergencyHeading: "Hätäpuhelinnumero",
    emergencyLabels: ["Hätänumero", "Myrkytystietokeskus"],
    poisonCentre: "Myrkytystietokeskus", hours: "ma–pe 8–16",
    emergencyPhone: ["+358 9 471 977", "09 471 977"], supplierPhone: ["+358 9 555 1234", "09 555 1234"],
    propertiesHeading: "Perusfysikaalisia ja -kemiallisia ominaisuuksia koskevat tiedot",
    stateLabels: ["Olomuoto", "Muoto", "Ulkonäkö"], flashLabels: ["Leimahduspiste"],
    colour: "Väri: väritön", boiling: "Kiehumispiste tai kiehumisen alkamispiste ja kiehumisalue: 100 °C",
    closedCup: "suljettu kuppi", notApplicable: "Ei sovellettavissa",
    states: { liquid: "neste", solid: "kiinteä", gas: "kaasu", paste: "tahna", aerosol: "aerosoli", powder: "jauhe" },
    liquidDescription: "kirkas, väritön neste", postalPrefix: "FI-",
  },
  cs: {
    sections: ["ODDÍL 1: Identifikace látky/směsi a společnosti/podniku", "ODDÍL 2: Identifikace nebezpečnosti", "ODDÍL 3: Složení/informace o složkách", "ODDÍL 9: Fyzikální a chemické vlastnosti"],
    hazardLine: "Signální slovo: Varování",
    product: "Obchodní název: Leskpodlaha Čistič 500",
    useHeading: "Příslušná určená použití látky nebo směsi a nedoporučená použití",
    useLabels: ["Použití", "Určená použití", "Doporučené použití"],
    use: "Čisticí prostředek na podlahy",
    advised: "Nedoporučená použití: Nanášení stříkáním",
    supplierHeading: "Podrobné údaje o dodavateli bezpečnostního listu",
    companyLabel: "Firma", addressLabel: "Adresa",
    formFields: ["Ulice", "PSČ/Obec", "Stát"],
    company: "Nordvik Chemie s.r.o.", street: "Přístavní 12", town: "170 00 Praha 7", country: "Česká republika",
    telLabels: ["Tel.", "Telefon"], fax: "Fax", email: "E-mail",
    emergencyHeading: "Telefonní číslo pro naléhavé situace",
    emergencyLabels: ["Nouzové telefonní číslo", "Toxikologické informační středisko"],
    poisonCentre: "Toxikologické informační středisko", hours: "po–pá 8:00–16:00",
    emergencyPhone: ["+420 224 919 293", "224 919 293"], supplierPhone: ["+420 222 555 123", "222 555 123"],
    propertiesHeading: "Informace o základních fyzikálních a chemických vlastnostech",
    stateLabels: ["Skupenství", "Forma", "Vzhled"], flashLabels: ["Bod vzplanutí"],
    colour: "Barva: bezbarvá", boiling: "Bod varu nebo počáteční bod varu a rozmezí bodu varu: 100 °C",
    closedCup: "uzavřený kelímek", notApplicable: "Nevztahuje se",
    states: { liquid: "kapalina", solid: "pevná látka", gas: "plyn", paste: "pasta", aerosol: "aerosol", powder: "prášek" },
    liquidDescription: "čirá bezbarvá kapalina", postalPrefix: "CZ-",
  },
};

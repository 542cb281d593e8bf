/**
 * REACH Annex II (as replaced by Regulation (EU) 2020/878, OJ L 203, 26.6.2020, p. 28) and CLP (Regulation (EC) No
 * 1272/2008, Articles 17, 20–22) wording in the EU's western and northern official languages: the 16 section titles,
 * the sub-section titles 1.1–1.4, 2.1–2.3, 3.1, 3.2, the signal word's label and words, the statements' labels.
 *
 * Sources: the titles and sub-section titles are those test/parsing/eu-official-wording.test.ts (session 8) took from the
 * EUR-Lex texts of 2020/878 in each language (eur-lex.europa.eu/legal-content/XX/TXT/?uri=CELEX:32020R0878); 3.1
 * ("Substances", "Stoffe", …) added from the same texts; English checked against reachonline.eu/reach/en/annex-ii-2-2.1.html
 * and annex-ii-3-3.1.html (consolidated REACH). The signal words are CLP Annex I/III's in each language.
 *
 * Irish (ga) is left out: 2020/878 was not published in Irish (OJ L 203 lists every official language but GA; the
 * derogation for Irish ran until 2022) and no Irish sheet is known; sheets for Ireland are in English.
 * Maltese: see section-headings-words-east.ts.
 */
import type { HeadingWords } from "./section-headings-types.ts";

export const WESTERN_HEADING_WORDS: readonly HeadingWords[] = [
  {
    code: "en", word: "SECTION", order: "word-first",
    titles: ["Identification of the substance/mixture and of the company/undertaking", "Hazards identification", "Composition/information on ingredients", "First aid measures", "Firefighting measures", "Accidental release measures", "Handling and storage", "Exposure controls/personal protection", "Physical and chemical properties", "Stability and reactivity", "Toxicological information", "Ecological information", "Disposal considerations", "Transport information", "Regulatory information", "Other information"],
    sub: {
      "1.1": "Product identifier", "1.2": "Relevant identified uses of the substance or mixture and uses advised against",
      "1.3": "Details of the supplier of the safety data sheet", "1.4": "Emergency telephone number",
      "2.1": "Classification of the substance or mixture", "2.2": "Label elements", "2.3": "Other hazards",
      "3.1": "Substances", "3.2": "Mixtures",
    },
    signalLabel: "Signal word", danger: "Danger", warning: "Warning",
    hazardLabel: "Hazard statements", precautionaryLabel: "Precautionary statements",
    prose: "The product is used for cleaning and must be kept away from heat; wash with water if it gets on the skin or in the eyes.",
  },
  {
    code: "de", word: "ABSCHNITT", order: "word-first",
    titles: ["Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Mögliche Gefahren", "Zusammensetzung/Angaben zu Bestandteilen", "Erste-Hilfe-Maßnahmen", "Maßnahmen zur Brandbekämpfung", "Maßnahmen bei unbeabsichtigter Freisetzung", "Handhabung und Lagerung", "Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen", "Physikalische und chemische Eigenschaften", "Stabilität und Reaktivität", "Toxikologische Angaben", "Umweltbezogene Angaben", "Hinweise zur Entsorgung", "Angaben zum Transport", "Rechtsvorschriften", "Sonstige Angaben"],
    sub: {
      "1.1": "Produktidentifikator", "1.2": "Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird",
      "1.3": "Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt", "1.4": "Notrufnummer",
      "2.1": "Einstufung des Stoffs oder Gemischs", "2.2": "Kennzeichnungselemente", "2.3": "Sonstige Gefahren",
      "3.1": "Stoffe", "3.2": "Gemische",
    },
    signalLabel: "Signalwort", danger: "Gefahr", warning: "Achtung",
    hazardLabel: "Gefahrenhinweise", precautionaryLabel: "Sicherheitshinweise",
    prose: "Das Produkt wird zur Reinigung verwendet und ist von Hitze fernzuhalten; bei Kontakt mit der Haut oder den Augen mit Wasser spülen.",
  },
  {
    code: "fr", word: "RUBRIQUE", order: "word-first",
    titles: ["Identification de la substance/du mélange et de la société/l'entreprise", "Identification des dangers", "Composition/informations sur les composants", "Premiers secours", "Mesures de lutte contre l'incendie", "Mesures à prendre en cas de dispersion accidentelle", "Manipulation et stockage", "Contrôles de l'exposition/protection individuelle", "Propriétés physiques et chimiques", "Stabilité et réactivité", "Informations toxicologiques", "Informations écologiques", "Considérations relatives à l'élimination", "Informations relatives au transport", "Informations relatives à la réglementation", "Autres informations"],
    sub: {
      "1.1": "Identificateur de produit", "1.2": "Utilisations identifiées pertinentes de la substance ou du mélange et utilisations déconseillées",
      "1.3": "Renseignements concernant le fournisseur de la fiche de données de sécurité", "1.4": "Numéro d'appel d'urgence",
      "2.1": "Classification de la substance ou du mélange", "2.2": "Éléments d'étiquetage", "2.3": "Autres dangers",
      "3.1": "Substances", "3.2": "Mélanges",
    },
    signalLabel: "Mention d'avertissement", danger: "Danger", warning: "Attention",
    hazardLabel: "Mentions de danger", precautionaryLabel: "Conseils de prudence",
    prose: "Le produit est utilisé pour le nettoyage et doit être tenu à l'écart de la chaleur; en cas de contact avec la peau, rincer avec de l'eau.",
  },
  {
    code: "es", word: "SECCIÓN", order: "word-first",
    titles: ["Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Identificación de los peligros", "Composición/información sobre los componentes", "Primeros auxilios", "Medidas de lucha contra incendios", "Medidas en caso de vertido accidental", "Manipulación y almacenamiento", "Controles de exposición/protección individual", "Propiedades físicas y químicas", "Estabilidad y reactividad", "Información toxicológica", "Información ecológica", "Consideraciones relativas a la eliminación", "Información relativa al transporte", "Información reglamentaria", "Otra información"],
    sub: {
      "1.1": "Identificador del producto", "1.2": "Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados",
      "1.3": "Datos del proveedor de la ficha de datos de seguridad", "1.4": "Teléfono de emergencia",
      "2.1": "Clasificación de la sustancia o de la mezcla", "2.2": "Elementos de la etiqueta", "2.3": "Otros peligros",
      "3.1": "Sustancias", "3.2": "Mezclas",
    },
    signalLabel: "Palabra de advertencia", danger: "Peligro", warning: "Atención",
    hazardLabel: "Indicaciones de peligro", precautionaryLabel: "Consejos de prudencia",
    prose: "El producto se utiliza para la limpieza y debe mantenerse alejado del calor; en caso de contacto con la piel, lavar con agua.",
  },
  {
    code: "it", word: "SEZIONE", order: "word-first",
    titles: ["Identificazione della sostanza o della miscela e della società/impresa", "Identificazione dei pericoli", "Composizione/informazioni sugli ingredienti", "Misure di primo soccorso", "Misure antincendio", "Misure in caso di rilascio accidentale", "Manipolazione e immagazzinamento", "Controlli dell'esposizione/della protezione individuale", "Proprietà fisiche e chimiche", "Stabilità e reattività", "Informazioni tossicologiche", "Informazioni ecologiche", "Considerazioni sullo smaltimento", "Informazioni sul trasporto", "Informazioni sulla regolamentazione", "Altre informazioni"],
    sub: {
      "1.1": "Identificatore del prodotto", "1.2": "Usi identificati pertinenti della sostanza o miscela e usi sconsigliati",
      "1.3": "Informazioni sul fornitore della scheda di dati di sicurezza", "1.4": "Numero telefonico di emergenza",
      "2.1": "Classificazione della sostanza o della miscela", "2.2": "Elementi dell'etichetta", "2.3": "Altri pericoli",
      "3.1": "Sostanze", "3.2": "Miscele",
    },
    signalLabel: "Avvertenza", danger: "Pericolo", warning: "Attenzione",
    hazardLabel: "Indicazioni di pericolo", precautionaryLabel: "Consigli di prudenza",
    prose: "Il prodotto viene utilizzato per la pulizia e deve essere tenuto lontano dal calore; in caso di contatto con la pelle lavare con acqua.",
  },
  {
    code: "nl", word: "RUBRIEK", order: "word-first",
    titles: ["Identificatie van de stof of het mengsel en van de onderneming", "Identificatie van de gevaren", "Samenstelling en informatie over de bestanddelen", "Eerstehulpmaatregelen", "Brandbestrijdingsmaatregelen", "Maatregelen bij accidenteel vrijkomen van de stof of het mengsel", "Hantering en opslag", "Maatregelen ter beheersing van blootstelling/persoonlijke bescherming", "Fysische en chemische eigenschappen", "Stabiliteit en reactiviteit", "Toxicologische informatie", "Ecologische informatie", "Instructies voor verwijdering", "Informatie met betrekking tot het vervoer", "Regelgeving", "Overige informatie"],
    sub: {
      "1.1": "Productidentificatie", "1.2": "Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik",
      "1.3": "Details betreffende de verstrekker van het veiligheidsinformatieblad", "1.4": "Telefoonnummer voor noodgevallen",
      "2.1": "Indeling van de stof of het mengsel", "2.2": "Etiketteringselementen", "2.3": "Andere gevaren",
      "3.1": "Stoffen", "3.2": "Mengsels",
    },
    signalLabel: "Signaalwoord", danger: "Gevaar", warning: "Waarschuwing",
    hazardLabel: "Gevarenaanduidingen", precautionaryLabel: "Veiligheidsaanbevelingen",
    prose: "Het product wordt gebruikt voor het reinigen en moet uit de buurt van hitte worden gehouden; bij contact met de huid met water spoelen.",
  },
  {
    code: "pt", word: "SECÇÃO", order: "word-first",
    titles: ["Identificação da substância/mistura e da sociedade/empresa", "Identificação dos perigos", "Composição/informação sobre os componentes", "Medidas de primeiros socorros", "Medidas de combate a incêndios", "Medidas em caso de fuga acidental", "Manuseamento e armazenagem", "Controlo da exposição/Proteção individual", "Propriedades físicas e químicas", "Estabilidade e reatividade", "Informação toxicológica", "Informação ecológica", "Considerações relativas à eliminação", "Informações relativas ao transporte", "Informação sobre regulamentação", "Outras informações"],
    sub: {
      "1.1": "Identificador do produto", "1.2": "Utilizações identificadas relevantes da substância ou mistura e utilizações desaconselhadas",
      "1.3": "Identificação do fornecedor da ficha de dados de segurança", "1.4": "Número de telefone de emergência",
      "2.1": "Classificação da substância ou mistura", "2.2": "Elementos do rótulo", "2.3": "Outros perigos",
      "3.1": "Substâncias", "3.2": "Misturas",
    },
    signalLabel: "Palavra-sinal", danger: "Perigo", warning: "Atenção",
    hazardLabel: "Advertências de perigo", precautionaryLabel: "Recomendações de prudência",
    prose: "O produto é utilizado para a limpeza e deve ser mantido afastado do calor; em caso de contacto com a pele, lavar com água.",
  },
  {
    code: "pl", word: "SEKCJA", order: "word-first",
    titles: ["Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Identyfikacja zagrożeń", "Skład/informacja o składnikach", "Środki pierwszej pomocy", "Postępowanie w przypadku pożaru", "Postępowanie w przypadku niezamierzonego uwolnienia do środowiska", "Postępowanie z substancjami i mieszaninami oraz ich magazynowanie", "Kontrola narażenia/środki ochrony indywidualnej", "Właściwości fizyczne i chemiczne", "Stabilność i reaktywność", "Informacje toksykologiczne", "Informacje ekologiczne", "Postępowanie z odpadami", "Informacje dotyczące transportu", "Informacje dotyczące przepisów prawnych", "Inne informacje"],
    sub: {
      "1.1": "Identyfikator produktu", "1.2": "Istotne zidentyfikowane zastosowania substancji lub mieszaniny oraz zastosowania odradzane",
      "1.3": "Dane dotyczące dostawcy karty charakterystyki", "1.4": "Numer telefonu alarmowego",
      "2.1": "Klasyfikacja substancji lub mieszaniny", "2.2": "Elementy oznakowania", "2.3": "Inne zagrożenia",
      "3.1": "Substancje", "3.2": "Mieszaniny",
    },
    signalLabel: "Hasło ostrzegawcze", danger: "Niebezpieczeństwo", warning: "Uwaga",
    hazardLabel: "Zwroty wskazujące rodzaj zagrożenia", precautionaryLabel: "Zwroty wskazujące środki ostrożności",
    prose: "Produkt jest stosowany do czyszczenia i należy go chronić przed ciepłem; w przypadku kontaktu ze skórą lub oczami przemyć wodą.",
  },
  {
    code: "sv", word: "AVSNITT", order: "word-first",
    titles: ["Namnet på ämnet/blandningen och bolaget/företaget", "Farliga egenskaper", "Sammansättning/information om beståndsdelar", "Åtgärder vid första hjälpen", "Brandbekämpningsåtgärder", "Åtgärder vid oavsiktliga utsläpp", "Hantering och lagring", "Begränsning av exponeringen/personligt skydd", "Fysikaliska och kemiska egenskaper", "Stabilitet och reaktivitet", "Toxikologisk information", "Ekologisk information", "Avfallshantering", "Transportinformation", "Gällande föreskrifter", "Annan information"],
    sub: {
      "1.1": "Produktbeteckning", "1.2": "Relevanta identifierade användningar av ämnet eller blandningen och användningar som det avråds från",
      "1.3": "Närmare upplysningar om den som tillhandahåller säkerhetsdatablad", "1.4": "Telefonnummer för nödsituationer",
      "2.1": "Klassificering av ämnet eller blandningen", "2.2": "Märkningsuppgifter", "2.3": "Andra faror",
      "3.1": "Ämnen", "3.2": "Blandningar",
    },
    signalLabel: "Signalord", danger: "Fara", warning: "Varning",
    hazardLabel: "Faroangivelser", precautionaryLabel: "Skyddsangivelser",
    prose: "Produkten används för rengöring och ska hållas borta från värme; vid kontakt med huden eller ögonen skölj med vatten.",
  },
  {
    code: "da", word: "PUNKT", order: "word-first",
    titles: ["Identifikation af stoffet/blandingen og af selskabet/virksomheden", "Fareidentifikation", "Sammensætning af/oplysning om indholdsstoffer", "Førstehjælpsforanstaltninger", "Brandbekæmpelse", "Forholdsregler over for udslip ved uheld", "Håndtering og opbevaring", "Eksponeringskontrol/personlige værnemidler", "Fysiske og kemiske egenskaber", "Stabilitet og reaktivitet", "Toksikologiske oplysninger", "Miljøoplysninger", "Forhold vedrørende bortskaffelse", "Transportoplysninger", "Oplysninger om regulering", "Andre oplysninger"],
    sub: {
      "1.1": "Produktidentifikator", "1.2": "Relevante identificerede anvendelser af stoffet eller blandingen samt anvendelser, der frarådes",
      "1.3": "Nærmere oplysninger om leverandøren af sikkerhedsdatabladet", "1.4": "Nødtelefon",
      "2.1": "Klassificering af stoffet eller blandingen", "2.2": "Mærkningselementer", "2.3": "Andre farer",
      "3.1": "Stoffer", "3.2": "Blandinger",
    },
    signalLabel: "Signalord", danger: "Fare", warning: "Advarsel",
    hazardLabel: "Faresætninger", precautionaryLabel: "Sikkerhedssætninger",
    prose: "Produktet bruges til rengøring og skal holdes væk fra varme; ved kontakt med huden eller øjnene skylles med vand.",
  },
  {
    code: "fi", word: "KOHTA", order: "word-first",
    titles: ["Aineen tai seoksen ja yhtiön tai yrityksen tunnistetiedot", "Vaaran yksilöinti", "Koostumus ja tiedot aineosista", "Ensiaputoimenpiteet", "Palontorjuntatoimenpiteet", "Toimenpiteet onnettomuuspäästöissä", "Käsittely ja varastointi", "Altistumisen ehkäiseminen ja henkilönsuojaimet", "Fysikaaliset ja kemialliset ominaisuudet", "Stabiilisuus ja reaktiivisuus", "Myrkyllisyyteen liittyvät tiedot", "Tiedot haitallisista vaikutuksista ympäristöön", "Jätteiden käsittelyyn liittyvät näkökohdat", "Kuljetustiedot", "Lainsäädäntöä koskevat tiedot", "Muut tiedot"],
    sub: {
      "1.1": "Tuotetunniste", "1.2": "Aineen tai seoksen merkitykselliset tunnistetut käytöt ja käytöt, joita ei suositella",
      "1.3": "Käyttöturvallisuustiedotteen toimittajan yksityiskohtaiset tiedot", "1.4": "Hätäpuhelinnumero",
      "2.1": "Aineen tai seoksen luokitus", "2.2": "Merkinnät", "2.3": "Muut vaarat",
      "3.1": "Aineet", "3.2": "Seokset",
    },
    signalLabel: "Huomiosana", danger: "Vaara", warning: "Varoitus",
    hazardLabel: "Vaaralausekkeet", precautionaryLabel: "Turvalausekkeet",
    prose: "Tuotetta käytetään puhdistukseen ja se on pidettävä erillään lämmöstä; jos sitä joutuu iholle tai silmiin, huuhdo vedellä.",
  },
];

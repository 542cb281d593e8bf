/**
 * The format's own wording written with its languages' letters, where the parser's lists keep it folded (the section
 * titles, signal words and statement labels are matched on folded text: "identificacion de los peligros"): REACH
 * Annex II's sixteen section titles and the word before a section's number, CLP's names of the label elements
 * (Article 17: signal word, hazard and precautionary statements, pictograms) and its two signal words (Annex III /
 * Article 20), in the languages whose letters a text layer can lose; and English's section titles (REACH Annex II and
 * the GHS), whose f-ligatures a layer can lose ("Fire ghting measures"); the other sections' titles of issue 11's eight
 * languages, whose words a layer can run together ("Mesuresdeluttecontrel'incendie"). Only for telling which letters a
 * damaged word lost (lost-letters.ts, which takes the words with letters beyond ASCII; ligatures.ts) or where a run of
 * words parts (glued-words.ts); the lists the parser matches stay as they are.
 */
export const PRINTED_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  en: [
    "Identification of the substance/mixture and of the company/undertaking", "Hazards identification", "Composition/information on ingredients",
    "First aid measures", "Firefighting measures", "Fire-fighting measures", "Accidental release measures", "Handling and storage",
    "Exposure controls/personal protection", "Physical and chemical properties", "Stability and reactivity", "Toxicological information",
    "Ecological information", "Disposal considerations", "Transport information", "Regulatory information", "Other information",
  ],
  de: [
    "Mögliche Gefahren", "Erste-Hilfe-Maßnahmen", "Maßnahmen zur Brandbekämpfung", "Maßnahmen bei unbeabsichtigter Freisetzung",
    "Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen", "Stabilität und Reaktivität",
    "Gefahrenhinweise", "Sicherheitshinweise", "Signalwörter", "H-Sätze", "P-Sätze", "Überarbeitet am",
    "Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens", "Zusammensetzung/Angaben zu Bestandteilen", "Handhabung und Lagerung", "Physikalische und chemische Eigenschaften", "Toxikologische Angaben", "Umweltbezogene Angaben", "Hinweise zur Entsorgung", "Angaben zum Transport", "Sonstige Angaben",
  ],
  fr: [
    "Identification de la substance/du mélange et de la société/l'entreprise", "Contrôles de l'exposition/protection individuelle",
    "Propriétés physiques et chimiques", "Stabilité et réactivité", "Informations écologiques",
    "Considérations relatives à l'élimination", "Informations relatives à la réglementation", "Éléments d'étiquetage",
    "Identification des dangers", "Composition/informations sur les composants", "Premiers secours", "Mesures de lutte contre l'incendie", "Mesures à prendre en cas de dispersion accidentelle", "Manipulation et stockage", "Informations toxicologiques", "Informations relatives au transport", "Autres informations",
  ],
  es: [
    "Sección", "Identificación de la sustancia o la mezcla y de la sociedad o la empresa", "Identificación de los peligros",
    "Composición/información sobre los componentes", "Manipulación y almacenamiento", "Controles de exposición/protección individual",
    "Propiedades físicas y químicas", "Información toxicológica", "Información ecológica", "Consideraciones relativas a la eliminación",
    "Información relativa al transporte", "Información reglamentaria", "Otra información", "Atención", "Indicación de peligro",
    "Primeros auxilios", "Medidas de lucha contra incendios", "Medidas en caso de vertido accidental", "Estabilidad y reactividad",
  ],
  it: [
    "Identificazione della sostanza o della miscela e della società/impresa", "Proprietà fisiche e chimiche", "Stabilità e reattività",
    "Identificazione dei pericoli", "Composizione/informazioni sugli ingredienti", "Misure di primo soccorso", "Misure di lotta antincendio", "Misure in caso di rilascio accidentale", "Manipolazione e immagazzinamento", "Controlli dell'esposizione/della protezione individuale", "Informazioni tossicologiche", "Informazioni ecologiche", "Considerazioni sullo smaltimento", "Informazioni sul trasporto", "Informazioni sulla regolamentazione", "Altre informazioni",
  ],
  pt: [
    "Secção", "Seção", "Identificação da substância/mistura e da sociedade/empresa", "Identificação dos perigos",
    "Composição/informação sobre os componentes", "Medidas de combate a incêndios", "Controlo da exposição/proteção individual",
    "Propriedades físicas e químicas", "Informação toxicológica", "Informação ecológica", "Considerações relativas à eliminação",
    "Informações relativas ao transporte", "Informação sobre regulamentação", "Outras informações", "Atenção",
    "Indicações de perigo", "Advertências de perigo", "Recomendações de prudência", "Palavra-sinal", "Rotulagem",
    "Primeiros socorros", "Medidas a tomar em caso de fugas acidentais", "Manuseamento e armazenagem", "Estabilidade e reatividade",
  ],
  pl: [
    "Identyfikacja substancji/mieszaniny i identyfikacja spółki/przedsiębiorstwa", "Identyfikacja zagrożeń",
    "Skład/informacja o składnikach", "Środki pierwszej pomocy", "Postępowanie w przypadku pożaru",
    "Postępowanie w przypadku niezamierzonego uwolnienia do środowiska", "Postępowanie z substancjami i mieszaninami oraz ich magazynowanie",
    "Kontrola narażenia/środki ochrony indywidualnej", "Właściwości fizyczne i chemiczne", "Stabilność i reaktywność",
    "Informacje dotyczące transportu", "Informacje dotyczące przepisów prawnych", "Niebezpieczeństwo", "Hasło ostrzegawcze",
    "Zwroty wskazujące rodzaj zagrożenia", "Zwroty wskazujące środki ostrożności", "Piktogramy określające rodzaj zagrożenia",
    "Inne zagrożenia", "Ostrzeżenie",
    "Informacje toksykologiczne", "Informacje ekologiczne", "Postępowanie z odpadami", "Inne informacje",
  ],
  nl: [
    "Identificatie van de stof of het mengsel en van de vennootschap/onderneming", "Identificatie van de gevaren",
    "Samenstelling en informatie over de bestanddelen", "Maatregelen bij accidenteel vrijkomen van de stof of het mengsel", "Hantering en opslag",
    "Maatregelen ter beheersing van blootstelling/persoonlijke bescherming", "Fysische en chemische eigenschappen", "Stabiliteit en reactiviteit",
    "Toxicologische informatie", "Ecologische informatie", "Instructies voor verwijdering", "Informatie met betrekking tot het vervoer", "Overige informatie",
  ],
  cs: ["Oddíl", "Nebezpečí", "Varování", "Signální slovo", "Standardní věty o nebezpečnosti", "Pokyny pro bezpečné zacházení"],
  sk: ["Výstražné slovo", "Nebezpečenstvo"],
  hu: ["Veszély", "Figyelmeztetés"],
  ro: ["Secțiunea", "Atenție", "Pericol"],
  sv: ["Signalord", "Faroangivelser", "Skyddsangivelser", "Farliga egenskaper", "Sammansättning", "Första hjälpen", "Fysikaliska och kemiska egenskaper"],
  da: ["Sikkerhedssætninger", "Faresætninger", "Førstehjælp"],
  no: ["Førstehjelpstiltak"],
  fi: ["Vaaralausekkeet", "Ensiapu", "Ympäristöön"],
};

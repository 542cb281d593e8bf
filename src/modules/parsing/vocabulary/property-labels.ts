/** Section 9 and 2.3 labels and values in the languages the parser reads (lower case). */

export const PHYSICAL_STATE_LABELS: readonly string[] = [
  "physical state", "physical form", "state", "form", "appearance", "physical state/appearance", "appearance/physical state",
  "appearance and odour", "appearance & odor", "appearance and odor", "appearance/odour", "appearance/odor", "physical description",
  "general physical form", "form/colour", "form/color", "physical appearance", "consistency", "konsistenz", "lieferform",
  "produktform", "consistance", "consistencia", "consistenza", "consistentie", "consistência", "konsystencja",
  "aggregatzustand", "form", "aussehen", "zustand", "produkttyp", "physikalischer zustand", "beschaffenheit",
  "état physique", "etat physique", "forme", "aspect", "apparence", "état", "forme physique",
  "estado físico", "estado fisico", "forma", "aspecto", "apariencia", "aspecto físico",
  "stato fisico", "aspetto", "forma fisica", "stato di aggregazione",
  "fysische toestand", "vorm", "aggregatietoestand", "uiterlijk", "verschijningsvorm", "fysieke toestand", "voorkomen",
  "estado físico", "aspeto", "aparência", "estado de agregação",
  "stan skupienia", "postać", "wygląd", "stan fizyczny", "forma fizyczna",
  "zustandsform", "erscheinungsbild", "aspect physique", "estado de agregación", "forma física", "aspetto fisico",
  "fysikaliskt tillstånd", "fysiskt tillstånd", "aggregationstillstånd", "tillstånd", "utseende",
  "fysisk tilstand", "tilstandsform", "aggregattilstand", "tilstand", "udseende",
  "olomuoto", "fysikaalinen olomuoto", "fysikaalinen tila", "ulkonäkö", "muoto",
  "skupenství", "vzhled", "skupenstvo", "vzhľad", "halmazállapot", "megjelenés", "stare fizică", "starea fizică",
  "agregatno stanje", "izgled", "videz", "agregaatolek", "agregātstāvoklis", "agregatinė būsena", "fizikinė būsena",
  // Templates' short and variant labels: the bare "state" in each language, de "Aggregatszustand" (with the joining s),
  // "Erscheinungsform", nl "fysieke vorm".
  "aggregatszustand", "erscheinungsform", "estado", "stato", "toestand", "fysieke vorm", "stan",
  // The other EU languages' 9.1 (a) (Regulation (EU) 2020/878 Annex II), their appearance and their form (session 19).
  "φυσική κατάσταση", "εμφάνιση", "μορφή", "агрегатно състояние", "физично състояние", "физическо състояние", "външен вид", "форма",
  "fizičko stanje", "oblik", "fizikalno stanje", "oblika", "fizikai állapot", "külső megjelenés", "stare de agregare", "formă",
  "füüsikaline olek", "välimus", "fizinė būsena", "išvaizda", "fizikālais stāvoklis", "izskats", "fyzikální stav", "fyzikálny stav",
  // Session 22: the state's other English names (a translated "Aggregatzustand", "Physical status", "Physical nature"), the
  // product's form, the appearance named after the colour or the odour ("Colour/appearance", "Farbe und Aussehen",
  // "Couleur et aspect") and fr "Etat" without its accent.
  "aggregate state", "physical status", "physical nature", "product form", "colour and appearance", "color and appearance",
  "colour/appearance", "color/appearance", "odour and appearance", "odor and appearance", "physikalische form", "aggregatform",
  "farbe und aussehen", "farbe/aussehen", "couleur et aspect", "couleur/aspect", "etat", "color y aspecto", "color/aspecto",
  "colore e aspetto", "colore/aspetto", "kleur en uiterlijk", "kleur/uiterlijk", "cor e aspeto", "cor e aspecto", "kolor i wygląd",
];

/** Labels that name the state itself (the others describe the appearance, of which the state is a part). */
export const PHYSICAL_STATE_EXPLICIT_LABELS: readonly string[] = [
  "physical state", "physical form", "general physical form", "aggregatzustand", "physikalischer zustand", "état physique",
  "etat physique", "forme physique", "estado físico", "estado fisico", "stato fisico", "stato di aggregazione", "fysische toestand",
  "fysieke toestand", "aggregatietoestand", "estado de agregação", "stan skupienia", "stan fizyczny",
  "fysikaliskt tillstånd", "fysiskt tillstånd", "aggregationstillstånd", "fysisk tilstand", "tilstandsform", "aggregattilstand",
  "aggregatszustand", "olomuoto", "fysikaalinen olomuoto", "fysikaalinen tila",
  "skupenství", "skupenstvo", "halmazállapot", "stare fizică", "starea fizică", "agregatno stanje", "agregaatolek", "agregātstāvoklis",
  "agregatinė būsena", "fizikinė būsena",
  "φυσική κατάσταση", "агрегатно състояние", "физично състояние", "физическо състояние", "fizičko stanje", "fizikalno stanje",
  "fizikai állapot", "stare de agregare", "füüsikaline olek", "fizikālais stāvoklis", "fyzikální stav", "fyzikálny stav", "fizinė būsena",
  "aggregate state", "physical status", "physical nature",
];

/** Value words → the normalised state. A word not listed leaves the state unknown. */
export const PHYSICAL_STATE_WORDS: Readonly<Record<"solid" | "liquid" | "gas" | "aerosol" | "paste", readonly string[]>> = {
  aerosol: ["aerosol", "aérosol", "aerozol", "spray can", "spraydose", "sprühdose", "bombe aérosol", "aerosoli", "sprayburk", "spraydåse", "sprayboks", "aerossol", "aerossóis", "aerosól", "aeroszol",
    // The aerosol can named as the form (nl "Spuitbus", it "Bomboletta spray", pl "Puszka aerozolowa").
    "spuitbus", "spuitbussen", "bomboletta", "bombolette", "puszka aerozolowa", "aerozolowa", "aerozolowy",
    // el (CLP's "αερόλυμα" and the loan word), bg, lt, lv, et.
    "αερόλυμα", "αεροζόλ", "аерозол", "aerozolis", "aerosols", "aerosool"],
  gas: [
    "gasoso", "gas", "gaseous", "gasförmig", "gaz", "gazeux", "gaseoso", "gassoso", "gasvormig", "gás", "gazowy", "compressed gas", "liquefied gas",
    "gasformig", "gass", "gassformig", "kaasu", "kaasumainen",
    "plyn", "plynný", "plynné", "plynná", "gáz", "gáznemű", "plin", "plinovito", "plinasto", "gaas", "gāze", "dujos",
    "αέριο", "αέρια", "газ", "газообразно", "газообразен", "gazos", "gaasiline", "gāzveida", "dujinis", "dujinė",
    // es "gaseosa", pt "gasosa", it "gassosa": the feminine forms (session 21).
    "gaseosa", "gasosa", "gassosa",
    // fr "gazeuse", pl "gazowa", "gazowe" (feminine, neuter).
    "gazeuse", "gazowa", "gazowe",
  ],
  // Semi-solid is a paste's state ("Semi-solid gel", "halbfest"), named before the solid it contains.
  paste: [
    "paste", "pasty", "pastös", "pâte", "pâteux", "pasta", "pastoso", "pasteus", "pastowaty", "semi-solid", "semi solid", "semisolid",
    "halbfest", "semi-solide", "semi-sólido", "semisólido", "semi-solido", "semisolido", "halfvast", "half-vast", "półstały", "pastaartig",
    "pastöst", "pastaagtig", "pastaaktig", "tahna", "tahnamainen", "pastamainen",
    "pastovitý", "pastovité", "pastózní", "pastózny", "paszta", "pasztaszerű", "pastă", "pastozno",
    // Semi-solid's inflected and reformed spellings (nl attributive "halfvaste stof", pt "semissólido" since 1990).
    "halbfeste", "halbfester", "halfvaste", "semisólida", "semi-sólida", "semisolida", "semi-solida", "semissólido", "semissólida",
    "półstała", "półstałe",
    // Semi-solid and paste in the other EU languages ("Polotuhé gel", "Halvfast gel", "Ημιστερεό").
    "halvfast", "halvfasta", "pastaformig", "puolikiinteä", "polotuhé", "polotuhý", "polotuhá", "félszilárd", "păstos",
    "polukruto", "polukruta", "poltrdno", "poltrdna", "pooltahke", "pastataoline", "puscieta", "puscietā", "pastveida", "puskietis",
    "ημιστερεό", "ημιστερεά", "πάστα", "παστώδες", "полутвърдо", "паста", "пастообразно",
    // es, it, pt feminine ("Sustancia pastosa", "Forma: pastosa"), agreeing with a feminine noun or none (session 21).
    "pastosa", "pastosas", "pastosi",
    // A paste named by its kind: putty, mastic ("Form: Putty", "Kitt", "Masilla").
    "putty", "mastic", "kitt", "masilla", "mastice",
    // Inflected and derived forms: fr "pâteuse", de "pastenförmig", "pastenartig".
    "pâteuse", "pâteuses", "pastenförmig", "pastenartig",
  ],
  liquid: [
    "liquid", "fluid", "viscous liquid", "flüssig", "flüssigkeit", "liquide", "líquido", "liquido", "vloeibaar", "vloeistof",
    "ciecz", "ciekły", "ciekła", "płyn", "flytande", "vätska", "flydende", "væske", "flytende", "neste", "nestemäinen", "gel", "cream", "creme", "crème", "lotion", "emulsion", "solution", "oil", "oily liquid",
    "kapalina", "kapalný", "kapalné", "kapalná", "kvapalina", "kvapalný", "kvapalné", "folyadék", "folyékony", "lichid",
    "tekućina", "tekuće", "tekočina", "tekoče", "vedelik", "šķidrums", "skystis",
    "υγρό", "υγρή", "υγρά", "течност", "течно", "vedel", "šķidrs", "šķidra", "skystas", "skysta",
    // es, pt "líquida", it "liquida": the adjective agreeing with a feminine noun ("Sustancia líquida", "Forma: líquida").
    "líquida", "líquidos", "líquidas", "liquida", "liquidi",
    // A liquid named as what it is made of: a suspension, a dispersion, a slurry, an emulsion, a solution.
    "suspension", "suspensión", "sospensione", "suspensie", "suspensão", "zawiesina", "dispersion", "dispersión", "dispersione",
    "dispersie", "dispersão", "dyspersja", "slurry", "emulsión", "emulsione", "emulsie", "emulsão", "emulsja", "lösung",
    "solución", "soluzione", "oplossing", "solução", "roztwór", "ciekłe",
    // de and nl compounds naming a liquid by how it flows ("zähflüssig", "dünnflüssig", "dikvloeibaar") or a gel's form.
    "zähflüssig", "dünnflüssig", "dickflüssig", "leichtflüssig", "gelförmig", "dikvloeibaar", "dunvloeibaar",
  ],
  solid: [
    "solid", "fest", "feststoff", "solide", "sólido", "solido", "vast", "vaste stof", "stały", "stała", "ciało stałe",
    "powder", "pulver", "poudre", "polvo", "polvere", "poeder", "pó", "proszek", "granules", "granulate", "granulat",
    "granulés", "gránulos", "granuli", "korrels", "crystals", "crystalline", "kristallin", "cristaux", "cristales",
    "tablet", "tablets", "tablette", "pastilles", "tabletas", "compresse", "tabletten", "pellets", "flakes", "wax", "block",
    "article", "bar", "stick", "sticks", "wipe", "wipes", "fibre", "fiber", "fabric", "woven", "nonwoven", "non-woven",
    "pulverförmig", "stałe", "cristallin", "cristalline", "cristalino", "cristallino", "kristallijn", "krystaliczny", "granulado",
    "granulare", "comprimés", "comprimidos", "tabletki",
    // Granules, crystals, flakes and tablets where the languages had only some of them.
    "kristalle", "schuppen", "pastillas", "granulato", "cristalli", "granulaat", "kristallen", "grânulos", "cristais",
    "granulki", "kryształy",
    // Articles in sheets or rolls ("Physical state    Film").
    "film", "foil", "sheet", "sheets", "tape", "folie", "feuille", "película", "lámina", "pellicola", "foglio", "folia", "taśma",
    "fast form", "fast ämne", "fast stof", "fast stoff", "kiinteä", "jauhe", "rakeet", "tabletter", "kristaller",
    "pevná látka", "pevný", "pevné", "pevná", "tuhá látka", "tuhý", "tuhé", "szilárd", "krutina", "kruto", "trdno", "trdna snov",
    "tahke", "ciets", "kietas", "kieta", "prášek", "práškový", "prášok", "pulbere", "granulát", "granulátum",
    "στερεό", "στερεά", "σκόνη", "твърдо вещество", "твърдо", "прах", "kruta tvar", "prah", "prašak", "prašek", "tahke aine",
    "pulber", "milteliai", "cieta viela", "pulveris", "szilárd anyag",
    // es, pt "sólida", it "solida": the feminine forms (session 21).
    "sólida", "sólidos", "sólidas", "solida", "solidi",
    // Solids named by their grain ("Form: Granular", "Beads", "Prills").
    "granular", "granulaire", "granulair", "granulowany", "beads", "prills",
    // Derived forms of powder and grain: de "körnig", "granuliert", nl "poedervormig", "korrelig", pl "sproszkowany",
    // fr "pulvérulent", it "polverulento", es "pulverulento".
    "körnig", "granuliert", "poedervormig", "korrelig", "sproszkowany", "sproszkowana", "pulvérulent", "pulvérulente",
    "polverulento", "polverulenta", "pulverulento", "pulverulenta",
  ],
};

/**
 * Words that name a state only as a whole value ("Aggregationstillstånd: fast"): inside a value they mean something
 * else (de "fast farblos", en "fast-drying").
 */
export const PHYSICAL_STATE_WHOLE_VALUES: Readonly<Record<string, "solid" | "liquid" | "gas" | "aerosol" | "paste">> = {
  fast: "solid",
  // hu "Por" (powder): es, pt "por" ("aplicado por pulverización").
  por: "solid",
};

export const FLASH_POINT_LABELS: readonly string[] = [
  "flash point", "flashpoint", "flash points", "point d'inflammabilité", "température d'éclair", "flash point (closed cup)", "flash point (°c)", "flash pt",
  "flammpunkt", "point d'éclair", "point éclair", "point d'inflammation", "punto de inflamación", "punto de inflamacion",
  "punto de destello", "punto de inflamabilidad", "punto di infiammabilità", "punto d'infiammabilità", "vlampunt", "ponto de inflamação", "ponto de fulgor", "temperatura zapłonu",
  "flash-point", "punto infiammabilità", "punt d'inflamació", "vlampunt (°c)", "flampunkt", "flammepunkt", "leimahduspiste",
  "bod vzplanutí", "bod vzplanutia", "lobbanáspont", "punct de aprindere", "punctul de aprindere", "punct de inflamabilitate",
  "plamište", "plamenišče", "σημείο ανάφλεξης", "точка на възпламеняване", "leekpunkt", "uzliesmošanas temperatūra", "pliūpsnio temperatūra",
  "точка на запалване", "пламна температура", "točka paljenja", "teplota vzplanutia", "užsiliepsnojimo temperatūra",
];

/** Test methods a flash point's value may follow in a column of their own ("Flash point    closed cup    62 °C"). */
export const FLASH_POINT_METHODS: readonly string[] = [
  "closed cup", "open cup", "c.c.", "o.c.", "cc", "oc", "pmcc", "tcc", "toc", "coc", "pensky-martens", "pensky-martens closed cup",
  "tag closed cup", "tag", "cleveland open cup", "cleveland", "setaflash", "abel", "geschlossener tiegel", "offener tiegel",
  "coupelle fermée", "coupelle ouverte", "vase clos", "vase ouvert", "vaso cerrado", "copa cerrada", "vaso abierto", "copa abierta",
  "vaso chiuso", "coppa chiusa", "vaso aperto", "gesloten kroes", "open kroes", "vaso fechado", "taça fechada", "vaso aberto",
  "tygiel zamknięty", "tygiel otwarty", "sluten degel", "lukket beholder", "suljettu astia",
];

/**
 * The head of a value column in a property table, printed on the value's sub-row under the property's label ("Flash
 * point" / "Value    62 °C    ISO 2719"): en de fr es it nl pt pl sv da fi.
 */
export const PROPERTY_VALUE_WORDS: readonly string[] = [
  "value", "wert", "valeur", "valor", "valore", "waarde", "wartość", "värde", "værdi", "arvo",
];

/** Values that mean "nothing stated". */
export const NOT_STATED_WORDS: readonly string[] = [
  "not applicable", "not determined", "no data", "not available", "none", "n/a", "n.a.", "n.d.", "nd", "na", "not established",
  "not relevant", "no information", "unknown",
  "nicht anwendbar", "nicht bestimmt", "keine daten", "nicht verfügbar", "keine", "nicht relevant", "entfällt", "nicht zutreffend",
  "nicht anwendbar", "es liegen keine informationen vor",
  "non applicable", "sans objet", "non déterminé", "non disponible", "aucune donnée", "aucun", "non pertinent",
  "no aplicable", "no determinado", "no disponible", "sin datos", "ninguno", "ninguna", "no se dispone",
  "non applicabile", "non determinato", "non disponibile", "nessun dato", "nessuno",
  "niet van toepassing", "niet bepaald", "niet beschikbaar", "geen gegevens", "geen",
  "não aplicável", "não determinado", "não disponível", "sem dados", "nenhum",
  "nie dotyczy", "nie określono", "brak danych", "brak",
  "not known", "no data available", "not measured", "not tested", "nicht ermittelt", "nicht festgelegt", "keine angaben", "non déterminée",
  "non établi", "pas établi", "pas de données", "non concerné", "no hay datos", "no hay información", "non pertinente", "dato non disponibile",
  "niet vastgesteld", "niet relevant", "não relevante", "sem informação", "nie ustalono", "nie oznaczono", "brak informacji",
  "inte tillämplig", "inte tillämpligt", "ej tillämplig", "ej tillämpligt", "ej bestämd", "ej bestämt", "inte bestämd", "inte fastställd",
  "ej fastställd", "inga data", "ingen data", "inga uppgifter", "uppgift saknas", "data saknas", "ej tillgänglig", "ej känd", "inte känd",
  "tekniskt omöjligt att ta fram uppgifter", "ikke relevant", "ikke anvendelig", "ikke bestemt", "ingen data", "ikke tilgængelig",
  "ikke tilgjengelig", "ingen oplysninger", "ingen opplysninger", "ikke kendt", "ikke kjent", "ukjent", "ei sovellettavissa", "ei sovelleta",
  "ei määritetty", "ei määritelty", "ei tietoja", "tietoja ei ole saatavilla", "ei saatavilla", "ei tiedossa", "ei oleellinen",
  "nevztahuje se", "neuplatňuje se", "není k dispozici", "nestanoveno", "neurčeno", "údaje nejsou k dispozici", "nevzťahuje sa",
  "neaplikovateľné", "nie je k dispozícii", "nestanovené", "nem alkalmazható", "nincs adat", "nem áll rendelkezésre", "nem meghatározott",
  "nu se aplică", "nu este cazul", "nu există date", "nu sunt disponibile", "nije primjenjivo", "nije dostupno", "ni podatka", "ni na voljo",
  // The generators' sentence for an empty sub-section (1.2, 9.2 and others), in their languages.
  "no further relevant information available", "no other relevant information available", "keine weiteren relevanten informationen verfügbar",
  "pas d'autres informations importantes disponibles", "pas d’autres informations importantes disponibles", "no existen más datos relevantes disponibles",
  "non sono disponibili altre informazioni", "geen verdere relevante informatie beschikbaar", "não existe mais nenhuma informação relevante disponível",
  "brak dalszych istotnych informacji",
];

export const HNOC_LABELS: readonly string[] = [
  "hazards not otherwise classified", "hazard(s) not otherwise classified", "hazards not otherwise classified (hnoc)",
  "hazard not otherwise classified", "hnoc", "physical hazards not otherwise classified", "health hazards not otherwise classified",
  "other hazards not otherwise classified",
  "dangers non classés ailleurs", "danger non classé ailleurs", "dangers non classifiés ailleurs", "dangers non autrement classifiés",
  "peligros no clasificados de otra manera", "peligro(s) no clasificado(s) de otra manera", "peligros no clasificados en otra parte",
];

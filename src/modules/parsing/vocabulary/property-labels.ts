/** Section 9 and 2.3 labels and values in the languages the parser reads (lower case). */

export const PHYSICAL_STATE_LABELS: readonly string[] = [
  "physical state", "physical form", "state", "form", "appearance", "physical state/appearance", "appearance/physical state",
  "appearance and odour", "appearance & odor", "appearance and odor", "appearance/odour", "appearance/odor", "physical description",
  "general physical form", "form/colour", "form/color",
  "aggregatzustand", "form", "aussehen", "zustand", "produkttyp", "physikalischer zustand", "beschaffenheit",
  "état physique", "etat physique", "forme", "aspect", "apparence", "état", "forme physique",
  "estado físico", "estado fisico", "forma", "aspecto", "apariencia", "aspecto físico",
  "stato fisico", "aspetto", "forma fisica", "stato di aggregazione",
  "fysische toestand", "vorm", "aggregatietoestand", "uiterlijk", "verschijningsvorm", "fysieke toestand", "voorkomen",
  "estado físico", "aspeto", "aparência", "estado de agregação",
  "stan skupienia", "postać", "wygląd", "stan fizyczny", "forma fizyczna",
  "zustandsform", "erscheinungsbild", "aspect physique", "estado de agregación", "forma física", "aspetto fisico",
];

/** Labels that name the state itself (the others describe the appearance, of which the state is a part). */
export const PHYSICAL_STATE_EXPLICIT_LABELS: readonly string[] = [
  "physical state", "physical form", "general physical form", "aggregatzustand", "physikalischer zustand", "état physique",
  "etat physique", "forme physique", "estado físico", "estado fisico", "stato fisico", "stato di aggregazione", "fysische toestand",
  "fysieke toestand", "aggregatietoestand", "estado de agregação", "stan skupienia", "stan fizyczny",
];

/** Value words → the normalised state. A word not listed leaves the state unknown. */
export const PHYSICAL_STATE_WORDS: Readonly<Record<"solid" | "liquid" | "gas" | "aerosol" | "paste", readonly string[]>> = {
  aerosol: ["aerosol", "aérosol", "aerozol", "spray can", "spraydose", "sprühdose", "bombe aérosol"],
  gas: ["gasoso", "gas", "gaseous", "gasförmig", "gaz", "gazeux", "gaseoso", "gassoso", "gasvormig", "gás", "gazowy", "compressed gas", "liquefied gas"],
  paste: ["paste", "pasty", "pastös", "pâte", "pâteux", "pasta", "pastoso", "pasteus", "pastowaty"],
  liquid: [
    "liquid", "fluid", "viscous liquid", "flüssig", "flüssigkeit", "liquide", "líquido", "liquido", "vloeibaar", "vloeistof",
    "ciecz", "ciekły", "ciekła", "płyn", "gel", "cream", "creme", "crème", "lotion", "emulsion", "solution", "oil", "oily liquid",
  ],
  solid: [
    "solid", "fest", "feststoff", "solide", "sólido", "solido", "vast", "vaste stof", "stały", "stała", "ciało stałe",
    "powder", "pulver", "poudre", "polvo", "polvere", "poeder", "pó", "proszek", "granules", "granulate", "granulat",
    "granulés", "gránulos", "granuli", "korrels", "crystals", "crystalline", "kristallin", "cristaux", "cristales",
    "tablet", "tablets", "tablette", "pastilles", "tabletas", "compresse", "tabletten", "pellets", "flakes", "wax", "block",
    "article", "bar", "stick", "sticks", "wipe", "wipes", "fibre", "fiber", "fabric", "woven", "nonwoven", "non-woven",
    "pulverförmig", "stałe", "cristallin", "cristalline", "cristalino", "cristallino", "kristallijn", "krystaliczny", "granulado",
    "granulare", "comprimés", "comprimidos", "tabletki",
  ],
};

export const FLASH_POINT_LABELS: readonly string[] = [
  "flash point", "flashpoint", "flash points", "flash point (closed cup)", "flash point (°c)", "flash pt",
  "flammpunkt", "point d'éclair", "point éclair", "point d'inflammation", "punto de inflamación", "punto de inflamacion",
  "punto de destello", "punto de inflamabilidad", "punto di infiammabilità", "punto d'infiammabilità", "vlampunt", "ponto de inflamação", "ponto de fulgor", "temperatura zapłonu",
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
];

export const HNOC_LABELS: readonly string[] = [
  "hazards not otherwise classified", "hazard(s) not otherwise classified", "hazards not otherwise classified (hnoc)",
  "hazard not otherwise classified", "hnoc", "physical hazards not otherwise classified", "health hazards not otherwise classified",
  "other hazards not otherwise classified",
  "dangers non classés ailleurs", "danger non classé ailleurs", "dangers non classifiés ailleurs", "dangers non autrement classifiés",
  "peligros no clasificados de otra manera", "peligro(s) no clasificado(s) de otra manera", "peligros no clasificados en otra parte",
];

/**
 * GHS / CLP hazard classification → hazard statement code. A class and category name exactly one statement
 * (CLP Annex I and Annex VI Table 3's abbreviations, UN GHS Rev. 10 Annex 3; US HCS adds H227 and H320), so a
 * sheet that prints only its classification ("Flam. Liq. 2", "Acute Tox. 4 (oral)", "Flammable liquids
 * Category 2", "Lesiones oculares graves/irritación ocular 2B") says its codes. Only where the mapping is
 * unambiguous: acute toxicity needs its route, STOT SE 3 needs its effect (respiratory irritation H335 or
 * narcotic effects H336), a gas under pressure is H280 unless refrigerated (H281).
 *
 * Names are matched on folded text (lower case, accents removed): the CLP abbreviations (the same in every
 * language), the English class names (GHS, OSHA HCS, WHMIS) and the class names of the CLP languages shipped.
 */

export type ClassificationClass = {
  key: string;
  /** Folded names and abbreviations; in abbreviations a dot is optional and a space may be missing. */
  names: readonly string[];
  /** Category as printed (folded: "1", "1b", "2a") → code. */
  categories: Readonly<Record<string, string>>;
  /** The class needs the route of exposure (acute toxicity): category → code per route. */
  routes?: Readonly<Record<Route, Readonly<Record<string, string>>>>;
  /** STOT SE 3: the effect decides between H335 and H336. */
  effects?: ReadonlyArray<readonly [RegExp, string]>;
  /** The class names its code without a category (gases under pressure, effects via lactation). */
  withoutCategory?: string;
};

export type Route = "oral" | "dermal" | "inhalation";

/** Words of each route, folded, in the languages (and the abbreviations "Orl", "Derm", "Inh"). */
export const ROUTE_WORDS: Readonly<Record<Route, RegExp>> = {
  oral: /\b(?:oral[e]?|orl|ingestion|ingestion|swallowed|verschlucken|doustn\w*|per os)\b/,
  dermal: /\b(?:dermal[e]?|derm|dermique|cutane[ae]?|cutanea|skin|haut|pelle|huid|skor\w*|dermica|peau|piel)\b/,
  inhalation: /\b(?:inhalation|inhal|inh|inhalacion|inalazione|inhalativ|einatmen|inademing|inalacao|inhalacyjn\w*|vapou?rs?|dusts?|mists?|gases|brouillards?|poussieres?|nieblas?|dampfe?|nebel|staub)\b/,
};

const cat = (entries: ReadonlyArray<readonly [string, string]>) => Object.fromEntries(entries);
const oneTo = (code: string, ...categories: string[]) => categories.map((c) => [c, code] as const);

export const CLASSIFICATION_CLASSES: readonly ClassificationClass[] = [
  {
    key: "flammable-liquid",
    names: ["flam. liq.", "flammable liquids", "flammable liquid", "liquidos inflamables", "liquides inflammables", "entzundbare flussigkeiten", "entzundbare flussigkeit", "liquidi infiammabili", "ontvlambare vloeistoffen", "liquidos inflamaveis", "ciecze latwopalne"],
    categories: cat([["1", "H224"], ["2", "H225"], ["3", "H226"], ["4", "H227"]]),
  },
  {
    key: "flammable-gas",
    names: ["flam. gas", "flammable gases", "flammable gas", "gases inflamables", "gaz inflammables", "entzundbare gase", "gas infiammabili", "ontvlambare gassen", "gases inflamaveis", "gazy latwopalne"],
    categories: cat([...oneTo("H220", "1", "1a", "1b"), ["2", "H221"]]),
  },
  {
    key: "aerosol",
    names: ["aerosol", "flammable aerosols", "flammable aerosol", "aerosoles inflamables", "aerosols inflammables", "aerosole", "aerosol infiammabili", "aerosolen", "aerossois", "aerozole"],
    categories: cat([["1", "H222"], ["2", "H223"], ["3", "H229"]]),
  },
  {
    key: "oxidising-gas",
    names: ["ox. gas", "oxidizing gases", "oxidising gases", "gases comburentes", "gaz comburants", "oxidierende gase", "gas comburenti"],
    categories: cat([["1", "H270"]]),
  },
  {
    key: "gas-under-pressure",
    names: ["press. gas", "gases under pressure", "gas under pressure", "gases a presion", "gaz sous pression", "gase unter druck", "gas sotto pressione", "gassen onder druk", "gases sob pressao", "gazy pod cisnieniem"],
    categories: {},
    withoutCategory: "H280",
  },
  {
    key: "flammable-solid",
    names: ["flam. sol.", "flammable solids", "flammable solid", "solidos inflamables", "matieres solides inflammables", "entzundbare feststoffe", "solidi infiammabili", "ontvlambare vaste stoffen", "solidos inflamaveis", "materialy stale latwopalne"],
    categories: cat(oneTo("H228", "1", "2")),
  },
  {
    key: "oxidising-liquid-solid",
    names: ["ox. liq.", "ox. sol.", "oxidizing liquids", "oxidising liquids", "oxidizing solids", "oxidising solids", "liquidos comburentes", "solidos comburentes", "liquides comburants", "matieres solides comburantes", "oxidierende flussigkeiten", "oxidierende feststoffe"],
    categories: cat([["1", "H271"], ["2", "H272"], ["3", "H272"]]),
  },
  { key: "pyrophoric", names: ["pyr. liq.", "pyr. sol.", "pyrophoric liquids", "pyrophoric solids", "pyrophoric liquid", "pyrophoric solid"], categories: cat([["1", "H250"]]) },
  { key: "self-heating", names: ["self-heat.", "self-heating substances", "self-heating"], categories: cat([["1", "H251"], ["2", "H252"]]) },
  { key: "water-reactive", names: ["water-react.", "substances which in contact with water emit flammable gases"], categories: cat([["1", "H260"], ["2", "H261"], ["3", "H261"]]) },
  {
    key: "corrosive-to-metals",
    names: ["met. corr.", "corrosive to metals", "substances corrosive to metal", "corrosivos para los metales", "corrosif pour les metaux", "corrosives pour les metaux", "korrosiv gegenuber metallen", "corrosivo per i metalli", "corrosief voor metalen", "corrosivo para os metais", "substancje powodujace korozje metali"],
    categories: cat([["1", "H290"]]),
  },
  {
    key: "acute-toxicity",
    names: ["acute tox.", "acute toxicity", "toxicidad aguda", "toxicite aigue", "akute toxizitat", "tossicita acuta", "acute toxiciteit", "toxicidade aguda", "toksycznosc ostra"],
    categories: {},
    routes: {
      oral: cat([["1", "H300"], ["2", "H300"], ["3", "H301"], ["4", "H302"], ["5", "H303"]]),
      dermal: cat([["1", "H310"], ["2", "H310"], ["3", "H311"], ["4", "H312"], ["5", "H313"]]),
      inhalation: cat([["1", "H330"], ["2", "H330"], ["3", "H331"], ["4", "H332"], ["5", "H333"]]),
    },
  },
  {
    key: "skin-corrosion-irritation",
    names: [
      "skin corr.", "skin irrit.", "skin corrosion/irritation", "skin corrosion", "skin irritation", "corrosion/irritacion cutaneas", "corrosion/irritacion cutanea",
      "corrosion cutanea", "irritacion cutanea", "corrosion de la piel/irritacion", "corrosion/irritation cutanee", "corrosion cutanee/irritation cutanee", "corrosion cutanee",
      "irritation cutanee", "atz-/reizwirkung auf die haut", "atzwirkung auf die haut", "reizwirkung auf die haut", "corrosione/irritazione cutanea", "corrosione cutanea",
      "irritazione cutanea", "huidcorrosie/-irritatie", "huidcorrosie", "huidirritatie", "corrosao/irritacao cutanea", "corrosao cutanea", "irritacao cutanea",
      "dzialanie zraca/drazniace na skore", "dzialanie drazniace na skore",
    ],
    categories: cat([...oneTo("H314", "1", "1a", "1b", "1c"), ["2", "H315"], ["3", "H316"]]),
  },
  {
    key: "eye-damage-irritation",
    names: [
      "eye dam.", "eye irrit.", "serious eye damage/eye irritation", "serious eye damage/irritation", "eye damage/irritation", "serious eye damage", "eye irritation",
      "lesiones oculares graves/irritacion ocular", "lesiones oculares graves", "irritacion ocular", "dano ocular/irritacion", "lesions oculaires graves/irritation oculaire",
      "lesions oculaires graves", "irritation oculaire", "schwere augenschadigung/augenreizung", "schwere augenschadigung", "augenreizung",
      "gravi danni oculari/irritazione oculare", "gravi lesioni oculari/irritazione oculare", "gravi lesioni oculari", "irritazione oculare", "ernstig oogletsel/oogirritatie",
      "ernstig oogletsel", "oogirritatie", "lesoes oculares graves/irritacao ocular", "lesoes oculares graves", "irritacao ocular",
      "powazne uszkodzenie oczu/dzialanie drazniace na oczy", "powazne uszkodzenie oczu", "dzialanie drazniace na oczy",
      // Class names worded "of the eyes" (Henkel's North American French and the like).
      "irritation des yeux", "irritacion de los ojos", "irritazione degli occhi", "irritacao dos olhos",
    ],
    categories: cat([["1", "H318"], ["2", "H319"], ["2a", "H319"], ["2b", "H320"]]),
  },
  {
    key: "respiratory-sensitisation",
    names: ["resp. sens.", "respiratory sensitization", "respiratory sensitisation", "respiratory sensitizer", "sensibilizacion respiratoria", "sensibilisation respiratoire", "sensibilisierung der atemwege", "sensibilizzazione delle vie respiratorie", "sensibilizzazione respiratoria", "sensibilisatie van de luchtwegen", "sensibilizacao respiratoria", "dzialanie uczulajace na drogi oddechowe"],
    categories: cat(oneTo("H334", "1", "1a", "1b")),
  },
  {
    key: "skin-sensitisation",
    names: [
      "skin sens.", "skin sensitization", "skin sensitisation", "skin sensitizer", "sensibilizacion cutanea", "sensibilisation cutanee", "sensibilisierung der haut",
      "sensibilizzazione cutanea", "sensibilisatie van de huid", "sensibilizacao cutanea", "dzialanie uczulajace na skore",
      // "… of the skin" and "sensitizer" forms (Henkel's and 3M's North American French).
      "sensibilisation de la peau", "sensibilisant cutane", "sensibilizacion de la piel", "sensibilizzazione della pelle", "sensibilizacao da pele",
    ],
    categories: cat(oneTo("H317", "1", "1a", "1b")),
  },
  {
    key: "germ-cell-mutagenicity",
    names: ["muta.", "germ cell mutagenicity", "mutagenicidad en celulas germinales", "mutagenicite sur les cellules germinales", "keimzellmutagenitat", "mutagenicita sulle cellule germinali", "mutageniteit in geslachtscellen", "mutagenicidade em celulas germinativas", "mutagennosc komorek rozrodczych"],
    categories: cat([...oneTo("H340", "1", "1a", "1b"), ["2", "H341"]]),
  },
  {
    key: "carcinogenicity",
    names: ["carc.", "carcinogenicity", "carcinogenicidad", "cancerogenicite", "karzinogenitat", "cancerogenicita", "kankerverwekkendheid", "carcinogenicidade", "rakotworczosc"],
    categories: cat([...oneTo("H350", "1", "1a", "1b"), ["2", "H351"]]),
  },
  {
    key: "reproductive-toxicity",
    names: ["repr.", "reproductive toxicity", "toxicidad para la reproduccion", "toxicite pour la reproduction", "reproduktionstoxizitat", "tossicita per la riproduzione", "giftigheid voor de voortplanting", "toxicidade reprodutiva", "szkodliwe dzialanie na rozrodczosc"],
    categories: cat([...oneTo("H360", "1", "1a", "1b"), ["2", "H361"]]),
  },
  { key: "lactation", names: ["lact."], categories: {}, withoutCategory: "H362" },
  {
    key: "stot-single",
    names: [
      "stot se", "specific target organ toxicity - single exposure", "specific target organ toxicity (single exposure)", "specific target organ toxicity, single exposure",
      "specific target organ toxicity single exposure", "toxicidad especifica en determinados organos (exposicion unica)", "toxicidad especifica en determinados organos - exposicion unica",
      "toxicite specifique pour certains organes cibles - exposition unique", "toxicite specifique pour certains organes cibles (exposition unique)",
      "spezifische zielorgan-toxizitat (einmalige exposition)", "spezifische zielorgan-toxizitat, einmalige exposition", "tossicita specifica per organi bersaglio - esposizione singola",
    ],
    categories: cat([["1", "H370"], ["2", "H371"]]),
    effects: [
      [/respirat|atemweg|vias respiratorias|voies respiratoires|vie respiratorie|luchtwegen|drog oddechowych|resp\.? irr/, "H335"],
      [/narcoti|narkoti|drowsiness|dizziness|somnolencia|somnolence|sonnolenza|schlafrigkeit|slaperigheid|sennosc/, "H336"],
    ],
  },
  {
    key: "stot-repeated",
    names: [
      "stot re", "specific target organ toxicity - repeated exposure", "specific target organ toxicity (repeated exposure)", "specific target organ toxicity, repeated exposure",
      "specific target organ toxicity repeated exposure", "toxicidad especifica en determinados organos (exposiciones repetidas)", "toxicidad especifica en determinados organos - exposiciones repetidas",
      "toxicite specifique pour certains organes cibles - exposition repetee", "toxicite specifique pour certains organes cibles (exposition repetee)",
      "spezifische zielorgan-toxizitat (wiederholte exposition)", "spezifische zielorgan-toxizitat, wiederholte exposition", "tossicita specifica per organi bersaglio - esposizione ripetuta",
    ],
    categories: cat([["1", "H372"], ["2", "H373"]]),
  },
  {
    key: "aspiration",
    names: ["asp. tox.", "aspiration hazard", "aspiration toxicity", "peligro por aspiracion", "toxicidad por aspiracion", "danger par aspiration", "aspirationsgefahr", "pericolo in caso di aspirazione", "aspiratiegevaar", "perigo de aspiracao", "zagrozenie spowodowane aspiracja"],
    categories: cat([["1", "H304"], ["2", "H305"]]),
  },
  {
    key: "aquatic-acute",
    names: ["aquatic acute", "hazardous to the aquatic environment - acute hazard", "hazardous to the aquatic environment, acute hazard", "hazardous to the aquatic environment (acute)", "acute aquatic toxicity", "acute aquatic hazard"],
    categories: cat([["1", "H400"], ["2", "H401"], ["3", "H402"]]),
  },
  {
    key: "aquatic-chronic",
    names: [
      "aquatic chronic", "hazardous to the aquatic environment - long-term hazard", "hazardous to the aquatic environment, long-term hazard", "hazardous to the aquatic environment - chronic hazard",
      "hazardous to the aquatic environment, chronic hazard", "hazardous to the aquatic environment (chronic)", "chronic aquatic toxicity", "long-term aquatic hazard",
    ],
    categories: cat([["1", "H410"], ["2", "H411"], ["3", "H412"], ["4", "H413"]]),
  },
  { key: "ozone", names: ["ozone", "hazardous to the ozone layer"], categories: cat([["1", "H420"]]) },
];

/** Words that stand before a category number: "Category 2", "Catégorie 2", "Kategorie 2", "Cat. 2". */
export const CATEGORY_WORDS = ["category", "categoria", "categorie", "kategorie", "kategoria", "cat."];

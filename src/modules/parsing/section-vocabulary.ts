/**
 * The words SDS section headings are made of, in the languages the parser reads (en, de, fr, es, it, nl, pt, pl, and
 * the Nordic sv, da, no, fi).
 * Patterns are matched against `foldText` output: lower case, accents removed ("Sécurité" → "securite",
 * "Zagrożeń" → "zagrozen"), so one pattern serves the accented, unaccented and upper-case spellings.
 * The titles follow REACH Annex II (the official wording in each language), OSHA HCS Appendix D, ANSI Z400.1,
 * the older OSHA Form 174 / WHMIS 1988 MSDS headings and India's Schedule 9 MSDS (MSIHC Rules 1989: "Preventive
 * Measures", "Manufacturer/Suppliers Data", the company's particulars as a section of their own).
 */

// The fold and the section word are the PDF reader's too (its column finder knows a section heading): they live
// in src/shared, which imports no module, and are exported here with the rest of the headings' words.
import { foldLine, foldText, ROMAN_NUMERALS, SECTION_WORD, SECTION_WORD_AFTER_NUMBER, SPELLED_NUMBERS } from "../../shared/sds-section-words.ts";
import { ARTICLES, JOINING_WORDS } from "./vocabulary/joining-words.ts";

export { foldLine, foldText, ROMAN_NUMERALS, SECTION_WORD, SECTION_WORD_AFTER_NUMBER, SPELLED_NUMBERS };

/**
 * The title of the label elements sub-section (REACH Annex II 2.2, CLP Article 17) in the languages, folded, as a
 * regex alternation: section 2's label content starts there (sections.ts, signal-word.ts).
 */
export const LABEL_ELEMENTS_TITLES =
  "label(?:l?ing)? elements|kennzeichnungselemente|elements? d.?etiquetage|elementos de (?:la )?etiqueta|elementos da etiqueta|elementi (?:dell.?|di )?etichett(?:a|atura)|" +
  "etiketteringselementen|label ?elementen|elementos (?:do|de) rotulo|elementy oznakowania|markningsuppgifter|maerkningselementer|mærkningselementer|" +
  "merkingselementer|etikettelementer|merkinnat|" +
  // cs "Prvky označení", sk "Prvky označovania", hu "Címkézési elemek", ro "Elemente pentru etichetă" (and real sheets' "Elementele
  // etichetei"), el "Στοιχεία επισήμανσης", bg "Елементи на етикета", hr "Elementi označivanja" (and "označavanja"), sl "Elementi
  // etikete", lt "Ženklinimo elementai", lv "Etiķetes elementi", et "Märgistuselemendid", mt "Elementi tat-tikketta" (2020/878), folded.
  ["prvky označení", "prvky označovania", "címkézési elemek", "elemente pentru etichetă", "elementele etichetei", "στοιχεία επισήμανσης",
    "елементи на етикета", "elementi označivanja", "elementi označavanja", "elementi etikete", "ženklinimo elementai", "etiķetes elementi",
    "märgistuselemendid", "elementi tat-tikketta"].map(foldText).join("|");

/**
 * The title of the classification sub-section (REACH Annex II 2.1, "Classification of the substance or mixture") at a line's
 * start in the languages, folded, as a regex alternation: with the label elements' title, what names section 2's first
 * sub-sections (sections.ts). The words before "classification" that some languages put first are optional.
 */
export const CLASSIFICATION_TITLES =
  "classification|einstufung|clasificacion|classificazione|indeling|classificacao|klasyfikacja|klassificering|klassifisering|(?:aineen tai seoksen )?luokitus|" +
  // cs "Klasifikace", sk "Klasifikácia", hu "(Az anyag vagy keverék) osztályozása", ro "Clasificarea", el "Ταξινόμηση", bg
  // "Класифициране", hr "Razvrstavanje", sl "Razvrstitev", lt "(Medžiagos ar mišinio) klasifikavimas", lv "(Vielas vai maisījuma)
  // klasificēšana", et "(Aine või segu) klassifitseerimine", mt "Klassifikazzjoni" (2020/878), folded.
  ["klasifikace", "klasifikácia", "(?:az anyag vagy (?:a )?keverék )?osztályozás", "clasificarea", "ταξινόμηση", "класифициране", "razvrstavanje",
    "razvrstitev", "(?:medžiagos ar mišinio )?klasifikavimas", "(?:vielas vai maisījuma )?klasificēšana", "(?:aine või segu )?klassifitseerimine",
    "klassifikazzjoni"].map(foldText).join("|");

/**
 * The titles of section 3's sub-sections (REACH Annex II 3.1 "Substances", 3.2 "Mixtures") in the eight languages and the
 * Nordic ones, folded, as a regex alternation: the whole title names section 3 (section-subsection-starts.ts).
 */
export const COMPOSITION_SUBSECTION_TITLES =
  "substances|mixtures|stoffe|gemische|melanges|sustancias|mezclas|sostanze|miscele|stoffen|mengsels|substancias|misturas|" +
  "substancje|mieszaniny|amnen|blandningar|stoffer|blandinger|aineet|seokset";

/**
 * The word for the labelling as a whole in the languages, folded, as a regex alternation ("Oznakowanie",
 * "Kennzeichnung", "Étiquetage", "Etiquetado", "Rotulagem", "Labelling", "Märkning", "Mærkning", "Merking"): a
 * heading of its own, or the label elements' title in short (signal-word-line.ts, label-elements-absent.ts).
 */
export const LABELLING_WORDS =
  "oznakowanie|kennzeichnung|etikettering|etiquetage|etichettatura|rotulagem|rotulo|etiquetado|etiquetaje|labell?ing|markning|mærkning|maerkning|" +
  "merking|merkinnat";

/**
 * What each section is about, as words its (folded) title contains. Checked in this order: the specific topics
 * first, then hazards identification (2), then identification (1), because "identification" also appears in
 * section 2's title in every language ("Identification des dangers", "Identificación de los peligros").
 */
const TITLE_PATTERNS: ReadonlyArray<readonly [number, RegExp]> = [
  [3, /composition|ingredient|composants|componentes|components|composicion|composizione|samenstelling|composicao|sklad|zusammensetzung|bestandteil|informacion sobre los componentes|sammansattning|sammensætning|sammensetning|koostumus/],
  [4, /first[\s-]*aid|erste[\s-]*hilfe|premiers? (?:secours|soins)|primeros auxilios|primo soccorso|pronto soccorso|eerste[\s-]*hulp|primeiros[\s-]*socorros|pierwszej pomocy|pierwsza pomoc|forsta hjalp|forstehj(?:æ|e)lp|ensiapu/],
  [5, /fire[\s-]*fighting|fire and explosion|brandbekampfung|lutte contre l.?incendie|incendi|brandbestrijding|pozar|brandbekamp|brandbekæmp|brann(?:slokking|slukking)|palontorjunta/],
  [6, /accidental release|spill|leak|freisetzung|dispersion accidentelle|deversement|vertido|derrame|liberacion accidental|rilascio accidentale|dispersione accidentale|accidenteel vrijkomen|fugas? acidenta|derrama|vazamento|niezamierzonego uwolnienia|utslapp|utslipp|udslip|onnettomuuspaasto/],
  [7, /handling|storage|handhabung|lagerung|stockage|manipulacion|almacenamiento|manipolazione|immagazzinamento|stoccaggio|hantering|opslag|manutention|entreposage|manuseamento|manuseio|armazenagem|armazenamento|magazynowanie|handtering|opbevaring|lagring|varastointi/],
  [8, /exposure|personal protection|special protection|preventive measures|exposition|schutzausrustung|protection individuelle|exposicion|proteccion personal|proteccion individual|esposizione|protezione individuale|blootstelling|persoonlijke bescherming|exposicao|protecao individual|narazenia|ochrony indywidualnej|exponering|eksponering|personligt skydd|værnemidler|altistumisen|henkilonsuojain/],
  [9, /physical|physikalisch|physiques|fisicas|fisiche|fysische|fizyczne|fysik|fysisk/],
  [10, /stability|reactivity|stabilitat|reaktivitat|stabilite|reactivite|estabilidad|reactividad|stabilita|reattivita|stabiliteit|reactiviteit|estabilidade|reatividade|reactividade|stabilnosc|reaktywnosc|stabilitet|reaktivitet|stabiilisuus|reaktiivisuus/],
  [11, /toxicolog|toxikolog|tossicolog|toksykolog|toksikolog|myrkyllisyy|health hazard data/],
  [12, /ecolog|ecotox|umwelt|ekolog|okolog|miljoopl|ymparisto/],
  [13, /disposal|entsorgung|elimination|eliminacion|eliminacao|smaltimento|verwijdering|odpad|desecho|destinacao final|avfall|bortskaffelse|disponering|sluttbehandling|jatteiden/],
  [14, /transport|trasporto|vervoer|transporc|kuljetus/],
  [15, /regulat|vorschrift|reglementation|reglementaire|reglementaria|reglamentaria|regulamenta|regolamentazione|regelgeving|wettelijk|przepis|reguladora|normativa|foreskrift|regulering|bestemmelser|lainsaada/],
  [16, /other information|^other$|additional information|sonstige angaben|andere angaben|autres (?:informations|renseignements)|otras? informacion|altre informazioni|overige informatie|outras informacoes|inne informacje|annan information|andre opp?lysninger|muut tiedot/],
  [2, /hazards?\s*(?:\(s\)\s*)?identification|hazards? identified|identification of hazards|hazard\(s\)|hazards? information|^hazards?$|gefahren|dangers|peligro|riesgo|risque|pericoli|gevaren|perigos|zagrozen|farliga egenskaper|fareidentifika|vaaran yksilointi/],
  [1, /identification|product and company|manufacturer\s*(?:\/|and|or|&)\s*(?:supplier|importer)s?'?\s*(?:data|details|information)|chemical product|product identifier|identity|bezeichnung des stoff|firmenbezeichnung|identifikation|identificacion|identificazione|identificatie|identificacao|identyfikacja|identifikasjon|namnet pa amnet|tunnistetiedot|designation de la (?:substance|preparation)|designation du produit|(?:informations?|renseignements?) sur (?:le|les) produits?/],
];

/**
 * Title words of REACH Annex II (Regulation (EU) 2020/878, and the 453/2010 wording where it differs) in cs, sk, hu, ro,
 * el, bg, hr, sl, lt, lv, et and mt, per section, written as printed and folded when the patterns are built. Stems, as for
 * the other languages: "nebezpecnost" serves "Identifikace nebezpečnosti" and "Identifikácia nebezpečnosti"; hr and sl
 * write "toksikološke" / "ekološki" (no "g" before the ending), so their stems are listed too.
 */
const CENTRAL_EASTERN_TITLE_WORDS: Readonly<Record<number, readonly string[]>> = {
  1: ["identifikace", "identifikácia", "identifikacija", "identificarea", "azonosítás", "ταυτοποίηση", "στοιχεία ουσίας", "идентифициране", "identifikavimas", "identificēšana", "identifitseerimine", "identifikazzjoni"],
  2: ["nebezpečnost", "veszély", "pericolelor", "προσδιορισμός κινδύν", "описание на опасност", "opasnost", "nevarnost", "galimi pavojai", "bīstamības", "ohtude", "tal-perikli"],
  3: ["složení", "zloženie", "összetétel", "compoziți", "σύνθεση", "συστατικ", "състав", "sastav", "sestava", "sudėtis", "koostis", "kompożizzjoni"],
  4: ["první pomoc", "prvej pomoci", "elsősegély", "prim ajutor", "πρώτων βοηθει", "първа помощ", "prve pomoći", "prvo pomoč", "pirmosios pagalbos", "pirmās palīdzības", "esmaabi", "l-ewwel għajnuna"],
  5: ["hašení požáru", "protipožiarne", "tűzvédelmi", "combatere a incendiilor", "πυρκαγι", "противопожарни", "gašenje požara", "protipožarni", "priešgaisrinės", "ugunsdzēsības", "tulekustutus", "kontra n-nar"],
  6: ["náhodném úniku", "náhodného úniku", "náhodnom uvoľnení", "véletlenszerű", "eliberare accidentală", "τυχαίας έκλυσης", "аварийно изпускане", "slučajnog ispuštanja", "nenamernih izpustih", "avarijų likvidavimo", "nejaušas noplūdes", "juhusliku sattumise", "rilaxx aċċidentali",
    // ro "Măsuri de luat în caz de dispersie accidentală" (Annex II's Romanian text)
    "dispersie accidental"],
  7: ["zacházení", "skladování", "zaobchádzanie", "skladovanie", "kezelés és tárolás", "manipularea", "depozitarea", "χειρισμός", "αποθήκευση", "съхранение", "rukovanje", "skladištenje", "ravnanje", "skladiščenje", "sandėliavimas", "glabāšana", "käitlemine", "ladustamine", "immaniġġar", "ħażna"],
  8: ["omezování expozice", "kontroly expozície", "expozíció ellenőrzése", "egyéni védelem", "controale ale expunerii", "protecția personală", "έλεγχοι έκθεσης", "ατομική προστασία", "контрол на експозицията", "nadzor nad izloženošću", "osobna zaštita", "nadzor izpostavljenosti", "osebna zaščita", "poveikio kontrolė", "asmens apsauga", "iedarbības pārvaldība", "individuālā aizsardzība", "kokkupuute ohjamine", "isikukaitse", "kontrolli tal-espożizzjoni", "protezzjoni personali"],
  9: ["fyzikální", "fyzikálne", "fizikai", "fizice", "φυσικές", "физични", "fizikalna", "fizikalne", "fizinės", "fizikinės", "fizikālās", "füüsikalised", "fiżiċi"],
  10: ["stálost", "reaktivita", "reakciókészség", "reactivitate", "σταθερότητα", "δραστικότητα", "стабилност", "реактивност", "reaktivnost", "obstojnost", "stabilumas", "reaktyvumas", "reaģētspēja", "püsivus", "reaktsioonivõime", "stabbiltà"],
  11: ["τοξικολογ", "токсиколог", "toksilisuse", "toksikoloog", "toksikološk", "tossikoloġ"],
  12: ["οικολογ", "еколог", "ökoloogiline", "ekološk"],
  13: ["odstraňování", "zneškodňovaní", "ártalmatlanítás", "eliminarea", "διάθεση", "обезвреждане", "zbrinjavanje", "odstranjevanje", "atliekų tvarkymas", "apglabāšan", "jäätmekäitlus", "dwar ir-rimi"],
  14: ["přeprav", "doprave", "szállítás", "μεταφορ", "транспорт", "prijevoz", "prevoz", "gabenim", "veonõuded", "it-trasport"],
  15: ["předpis", "regulačné", "szabályozás", "reglementare", "κανονιστικ", "нормативна", "propisima", "zakonsko predpisani", "reglamentavim", "regulējum", "reguleerivad", "regolatorj"],
  16: ["další informace", "ďalšie informácie", "egyéb információk", "alte informații", "άλλες πληροφορίες", "друга информация", "druge informacije", "drugi podatki", "ostale informacije", "kita informacija", "cita informācija", "muu teave", "informazzjoni oħra"],
};

/** A section's title pattern with its words in the languages above (folded) as further alternatives. */
function withCentralEasternWords(number: number, pattern: RegExp): RegExp {
  const words = (CENTRAL_EASTERN_TITLE_WORDS[number] ?? []).map(foldText);
  return words.length === 0 ? pattern : new RegExp(`${pattern.source}|${words.join("|")}`);
}

export const SECTION_TITLE_PATTERNS: ReadonlyArray<readonly [number, RegExp]> = TITLE_PATTERNS.map(
  ([number, pattern]) => [number, withCentralEasternWords(number, pattern)] as const,
);

/** The same patterns for text whose words the PDF's text layer split ("IDENT IFICAT ION"), spaces removed. */
const COMPACT_TITLE_PATTERNS = SECTION_TITLE_PATTERNS.map(
  ([number, pattern]) => [number, new RegExp(pattern.source.replace(/\\s[*+]?| /g, ""))] as const,
);

/** Every section a heading's title could name ("…sustancia química peligrosa…" names 1 and, by "peligro", 2). */
export function titleSectionNumbers(title: string): number[] {
  const folded = foldText(title).replace(/[-–—]+\s*$/, "").trim();
  const numbers = SECTION_TITLE_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([number]) => number);
  if (numbers.length > 0) return numbers;
  const compact = folded.replace(/\s+/g, "");
  return COMPACT_TITLE_PATTERNS.filter(([, pattern]) => pattern.test(compact)).map(([number]) => number);
}

/** Which section a heading's title names: the printed number when the title fits it, else the likeliest one. */
export function titleSectionNumber(title: string, printed?: number): number | null {
  const numbers = titleSectionNumbers(title);
  if (printed !== undefined && numbers.includes(printed)) return printed;
  return numbers[0] ?? null;
}

/**
 * The one section a title names, or null when it names none or several: a hazards title matching identification's word
 * too ("Identification des dangers") names section 2 alone, as the patterns' order says.
 */
export function soleTitleSection(title: string): number | null {
  const numbers = titleSectionNumbers(title).filter((number, _index, all) => !(number === 1 && all.includes(2)));
  return numbers.length === 1 ? numbers[0]! : null;
}

/**
 * The Romance languages' articles, which end a heading's line before its noun as "the" does ("… et de la" /
 * "Société/Entreprise", "… y de la" / "sociedad o empresa", "… de l’" / "entreprise"). Only here: elsewhere a row that
 * starts with one may be a name ("La Cuisine SARL").
 */
const HEADING_ARTICLES: readonly string[] = ["la", "le", "les", "l['’]", "el", "los", "las", "il", "lo", "gli", "os", "as"];

/**
 * "Sezione 1: IDENTIFICAZIONE DELLA SOSTANZA O DELLA MISCELA E DELLA" / "SOCIETÀ/IMPRESA": a heading that ends on a
 * joining word, a slash or a comma ("… et de la société/" / "l’entreprise") goes on in the next line, which is no name.
 */
export const HEADING_GOES_ON = new RegExp(`(?:\\s(?:${[...JOINING_WORDS, ...ARTICLES, ...HEADING_ARTICLES].join("|")})|\\p{L}\\s*[/,])$`, "iu");

/**
 * The GHS signal word in the languages the parser reads: the labels printed before it and the two words (and
 * "none") as each language prints them. Matched on `foldText` output (lower case, no accents).
 */
import { GHS_HAZARD_STATEMENTS } from "../../shared/ghs/hazard-statements.ts";
import { CLP_STATEMENT_TABLES } from "../../shared/ghs/statement-languages.ts";
import { foldText } from "./section-vocabulary.ts";
import type { SignalWord } from "./types.ts";

/**
 * Labels of the signal word. A qualifier in brackets may follow ("Signal word (GHS-US)", "Signalwort (CLP)").
 * en "Signal word(s)", de "Signalwort", fr "Mention d'avertissement" / CA "Mot indicateur", es "Palabra de
 * advertencia / de aviso / de señal", it "Avvertenza", nl "Signaalwoord", pt "Palavra-sinal", pl "Hasło
 * ostrzegawcze", sv/da/no "Signalord" (no also "Varselord"), fi "Huomiosana"; nl written in two words ("Signaal woorden"); plurals as some systems print them ("Signalwörter", "Mentions d'avertissement",
 * "Palabras de advertencia", "Hasła ostrzegawcze"); one manufacturer's own translations seen on real sheets (3M: fr-CA
 * "Terme d'avertissement", es "Palabra de la señal"); an Italian authoring system's "Codici di avvertenza" / "codice di
 * avvertenza" and the Polish of a sheet translated from Czech ("Słowo sygnalizacyjne"), seen on real sheets; the word-for-word
 * renderings of "signal word" translated templates print (de "Signal-Wort", fr "Mot-signal", it "Parola segnale" /
 * "Parola d'avvertimento", nl "Waarschuwingswoord", pt "Palavra de sinalização", pl "Słowo ostrzegawcze" / "Słowo
 * sygnałowe") and a Chilean sheet's "Palabra de riesgo SGA".
 * Apostrophes are matched as "'" (signal-word.ts straightens them).
 */
export const SIGNAL_WORD_LABELS: readonly string[] = [
  "signal words",
  "signal word(s)",
  "signal word",
  "signal-word",
  "signalword",
  "signalworter",
  "signalwort",
  "signal-wort",
  "mentions d'avertissement",
  "mention d'avertissement",
  "mention d avertissement",
  "mots indicateurs",
  "mot indicateur",
  "mot-indicateur",
  "mot d'avertissement",
  "mot de signalisation",
  "mot de signalement",
  "mots-signaux",
  "mot-signal",
  "mot signal",
  "termes d'avertissement",
  "terme d'avertissement",
  "palabras de advertencia",
  "palabra de advertencia",
  // without the preposition, as a table row prints it ("Palabra Advertencia    Peligro    Peligro")
  "palabra advertencia",
  "palabra de aviso",
  "palabra de senal",
  "palabra de la senal",
  "palabra senal",
  "palabra clave",
  "palabra de riesgo",
  "codici di avvertenza",
  "codice di avvertenza",
  "avvertenze",
  "avvertenza",
  "parola di segnalazione",
  "parola di avvertimento",
  "parola segnale",
  "parola d'avvertimento",
  "signaalwoorden",
  "signaalwoord",
  "signaal woorden",
  "signaal woord",
  "waarschuwingswoord",
  "palavras-sinal",
  "palavra-sinal",
  "palavra sinal",
  "palavra de sinal",
  "palavra de sinalizacao",
  "palavras de advertencia",
  "palavra de advertencia",
  "palavra advertencia",
  "hasla ostrzegawcze",
  "haslo ostrzegawcze",
  "slowo sygnalizacyjne",
  "slowo ostrzegawcze",
  "slowo sygnalowe",
  "signalord",
  "signal ord",
  "varselord",
  "huomiosanat",
  "huomiosana",
  "hazard word",
  "warning word",
  // cs "Signální slovo", sk "Výstražné slovo", hu "Figyelmeztetés", ro "Cuvânt de avertizare" (and "Cuvânt de semnalizare"
  // of real sheets), el "Προειδοποιητική λέξη", bg "Сигнална дума", hr "Oznaka opasnosti", sl "Opozorilna beseda",
  // lt "Signalinis žodis", lv "Signālvārds", et "Tunnussõna" (CLP Article 20 in each language), folded; mt "Kelma ta'
  // sinjal" as recalled (not confirmed against a stored official text).
  ...["kelma ta' sinjal", "kelma tas-sinjal", "signální slovo", "signální slova", "výstražné slovo", "figyelmeztetés", "cuvânt de avertizare", "cuvânt de semnalizare", "προειδοποιητική λέξη",
    "сигнална дума", "oznaka opasnosti", "opozorilna beseda", "signalinis žodis", "signaliniai žodžiai", "signālvārds", "tunnussõna",
    // their plurals, as templates print labels of one or more words (sk, sl, el, bg, hr, lv, et), and hu "Figyelmeztető szó"
    // ("warning word") beside CLP's "Figyelmeztetés".
    "výstražné slová", "opozorilne besede", "προειδοποιητικές λέξεις", "сигнални думи", "oznake opasnosti", "signālvārdi", "tunnussõnad",
    "figyelmeztető szó", "figyelmeztető szavak"].map(foldText),
  // zh (GB/T 16483, GB 30000; Taiwan), ja (JIS Z 7253), ko: folded like the text they are compared with.
  ...["信号词", "警示词", "信號詞", "警示語", "注意喚起語", "신호어"].map(foldText),
];

/**
 * The label elements' title (REACH Annex II 2.2) in cs "Prvky označení", sk "Prvky označovania", hu "Címkézési elemek",
 * ro "Elemente pentru etichetă" / "Elementele etichetei" (folded, a regex alternation): where the label's own signal
 * word is looked for first. Kept out of the section finder's titles, where a run-on sub-section line would become a
 * heading.
 */
export const CENTRAL_EASTERN_LABEL_ELEMENTS_TITLES = "prvky oznaceni|prvky oznacovania|cimkezesi elemek|elemente pentru eticheta|elementele etichetei";

/** The EU's other languages' statement labels (centralEasternStatementLabels), made once for the two lists below. */
const CENTRAL_EASTERN_STATEMENT_LABELS = centralEasternStatementLabels();

/**
 * Labels of the hazard statements (folded), also the block whose words hazards.ts reads as statements, and whose value
 * some sheets open with the signal word ("Hazard statement(s): WARNING: Causes serious eye irritation.",
 * "Gefahrenhinweise: ACHTUNG! …"). A bracketed plural may follow any of them ("Gefahrenhinweis(e)").
 */
export const HAZARD_STATEMENT_LABELS: readonly string[] = [
  "hazard statements", "hazard statement(s)", "hazard statement", "hazard phrases", "hazard phrase", "h-statements", "h-statement",
  "h statements", "h statement", "gefahrenhinweise", "gefahrenhinweis", "h-satze", "h satze",
  "mentions de danger", "mention de danger", "mention (s) de danger", "indicaciones de peligro", "indicacion de peligro",
  "indicacion (es) de peligro", "frases h", "indicazioni di pericolo", "indicazione di pericolo", "indicazione (i) di pericolo",
  "gevarenaanduidingen", "gevarenaanduiding", "advertencias de perigo", "advertencia de perigo", "frases de perigo", "frase de perigo",
  "zwroty wskazujace rodzaj zagrozenia", "declaraciones de peligro", "declaracion de peligro", "indicacoes de perigo", "phrases h",
  "phrase h", "frasi h", "h-zinnen", "h zinnen", "zwroty h",
  // sv, da, no, fi (CLP's Nordic wordings, and the Norwegian of translated templates: "Fareindikasjoner").
  "faroangivelser", "faroangivelse", "faresætninger", "faresaetninger", "faresetninger", "fareindikasjoner", "vaaralausekkeet", "vaaralauseke",
  ...CENTRAL_EASTERN_STATEMENT_LABELS.hazard,
];

/**
 * Labels that open the precautionary statements (folded): a word standing among them is a statement's remnant, not
 * the signal word. A P-code at a line's start opens them too.
 */
export const PRECAUTIONARY_LABELS: readonly string[] = [
  "precautionary statement", "precautionary", "prevention", "response", "storage", "disposal", "conseils de prudence",
  "conseil de prudence", "mises en garde", "consejos de prudencia", "consejo de prudencia", "sicherheitshinweise", "sicherheitshinweis",
  "p-satze", "consigli di prudenza", "veiligheidsaanbevelingen", "voorzorgsmaatregelen", "recomendacoes de prudencia",
  "frases de prudencia", "zwroty wskazujace srodki ostroznosci", "srodki ostroznosci", "declaraciones de precaucion",
  "skyddsangivelser", "sikkerhedssætninger", "sikkerhedssaetninger", "forsiktighetsregler", "forsiktighetsrad", "sikkerhetssetninger",
  "turvalausekkeet", "turvalauseke",
  ...CENTRAL_EASTERN_STATEMENT_LABELS.precautionary,
];

/**
 * REACH Annex II 2.3 "Other hazards" (Regulation (EU) 2020/878) in cs, sk, hu, ro, sl, hr, el, bg, lt, lv and et,
 * folded: it ends the label's statements as the eight languages' titles do.
 */
export const OTHER_HAZARDS_TITLES_EU: readonly string[] = [
  "další nebezpečnost", "iná nebezpečnosť", "egyéb veszélyek", "alte pericole", "druge nevarnosti", "ostale opasnosti", "άλλοι κίνδυνοι",
  "други опасности", "kiti pavojai", "citi apdraudējumi", "muud ohud",
].map(foldText);

/** Labels after which the precautionary statements are over: other parts of the label elements, 2.3. */
export const AFTER_PRECAUTIONARY_LABELS: readonly string[] = [
  "other hazards", "hazards not otherwise classified", "supplemental", "pictogram", "autres dangers", "otros peligros",
  "sonstige gefahren", "altri pericoli", "andere gevaren", "outros perigos", "inne zagrozenia", "piktogramm",
  "andra faror", "andre farer", "muut vaarat", ...OTHER_HAZARDS_TITLES_EU,
];

/**
 * CLP's names of the hazard statements (Article 21, "H" in short) and the precautionary statements (Article 22, "P"),
 * singular and plural, in cs, sk, hu, ro, el, bg, hr, sl, lt, lv and et, with the short forms sheets print ("H-věty",
 * "P-vety", "H-mondatok", "Fraze H"); hr also "Oznake predostrožnosti", ECHA's wording for the P statements. Folded.
 * Sources per word: /work/briefs/s10/doc-EU.md.
 */
function centralEasternStatementLabels(): { hazard: string[]; precautionary: string[] } {
  const hazard = [
    "standardní věty o nebezpečnosti", "standardní věta o nebezpečnosti", "h-věty", "výstražné upozornenia", "výstražné upozornenie", "h-vety",
    "figyelmeztető mondatok", "figyelmeztető mondat", "h-mondatok", "fraze de pericol", "frază de pericol", "fraza de pericol", "fraze h",
    "δηλώσεις επικινδυνότητας", "δήλωση επικινδυνότητας", "предупреждения за опасност", "предупреждение за опасност", "oznake upozorenja",
    "oznaka upozorenja", "stavki o nevarnosti", "stavek o nevarnosti", "pavojingumo frazės", "pavojingumo frazė", "bīstamības apzīmējumi",
    "bīstamības apzīmējums", "ohulaused", "ohulause",
  ];
  const precautionary = [
    "pokyny pro bezpečné zacházení", "pokyn pro bezpečné zacházení", "p-věty", "bezpečnostné upozornenia", "bezpečnostné upozornenie", "p-vety",
    "óvintézkedésre vonatkozó mondatok", "óvintézkedésre vonatkozó mondat", "p-mondatok", "fraze de precauție", "fraze de precauţie",
    "frază de precauție", "fraze p", "δηλώσεις προφύλαξης", "δήλωση προφύλαξης", "препоръки за безопасност", "препоръка за безопасност",
    "oznake obavijesti", "oznaka obavijesti", "oznake predostrožnosti", "previdnostni stavki", "previdnostni stavek", "atsargumo frazės",
    "atsargumo frazė", "drošības prasību apzīmējumi", "drošības prasību apzīmējums", "hoiatuslaused", "hoiatuslause",
  ];
  return { hazard: hazard.map(foldText), precautionary: precautionary.map(foldText) };
}

/** Each language's words for the two GHS signal words. */
export const SIGNAL_WORDS: ReadonlyArray<readonly [string, SignalWord]> = [
  ["danger", "DANGER"], ["gefahr", "DANGER"], ["peligro", "DANGER"], ["pericolo", "DANGER"], ["gevaar", "DANGER"],
  ["perigo", "DANGER"], ["niebezpieczenstwo", "DANGER"], ["fara", "DANGER"], ["fare", "DANGER"], ["vaara", "DANGER"],
  // da "Farligt" ("dangerous"): a translated template's word for Danger after "Signalord:".
  ["farligt", "DANGER"],
  ["warning", "WARNING"], ["achtung", "WARNING"], ["attention", "WARNING"], ["avertissement", "WARNING"],
  ["atencion", "WARNING"], ["advertencia", "WARNING"], ["attenzione", "WARNING"], ["waarschuwing", "WARNING"],
  ["atencao", "WARNING"], ["aviso", "WARNING"], ["uwaga", "WARNING"], ["varning", "WARNING"], ["advarsel", "WARNING"],
  ["varoitus", "WARNING"],
  // The ANSI Z535 / ISO 3864 "WARNING" of translated US templates: de "Warnung", pl "Ostrzeżenie".
  ["warnung", "WARNING"], ["ostrzezenie", "WARNING"],
  ...cjkSignalWords(),
  ...centralEasternSignalWords(),
];

/**
 * CLP's two words (Annex III/Article 20 wording in each language) in cs, sk, hu, ro, el, bg, hr, sl, lt, lv and et,
 * folded like the text: et says "Ettevaatust" for Danger and "Hoiatus" for Warning.
 */
function centralEasternSignalWords(): Array<readonly [string, SignalWord]> {
  const danger = ["nebezpečí", "nebezpečenstvo", "veszély", "pericol", "κίνδυνος", "опасно", "opasnost", "nevarno", "pavojinga", "bīstami", "ettevaatust",
    // bg "Опасност" as label software prints the word (see doc-EU.md). Not lv "draudi" ("threats": "Citi draudi" is
    // "Other hazards"); CLP's Latvian words are "Bīstami" and "Uzmanību".
    "опасност",
    // mt "Periklu" / "Attenzjoni": CLP's words in Maltese as recalled; not confirmed against a stored official text.
    "periklu"];
  const warning = ["varování", "pozor", "figyelem", "atenție", "atenţie", "προσοχή", "внимание", "upozorenje", "atsargiai", "uzmanību", "hoiatus", "attenzjoni"];
  return [
    ...danger.map((word) => [foldText(word), "DANGER"] as const),
    ...warning.map((word) => [foldText(word), "WARNING"] as const),
  ];
}

/** The words in Chinese (simplified, traditional), Japanese and Korean, folded like the text. */
function cjkSignalWords(): Array<readonly [string, SignalWord]> {
  return ([["危险", "DANGER"], ["危險", "DANGER"], ["危険", "DANGER"], ["警告", "WARNING"], ["위험", "DANGER"], ["경고", "WARNING"]] as const).map(
    ([word, signal]) => [foldText(word), signal] as const,
  );
}

/** Scripts written without spaces between words: a label or word may run on into the next without a separator. */
export const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * A Chinese, Japanese or Korean signal word opening a (folded) value that may run on without a space ("警告 危险性说明",
 * "危险。"), not the start of a longer word ("危险性" is "hazard").
 */
export function unspacedSignalWordAt(folded: string): SignalWord | null {
  for (const [word, signal] of SIGNAL_WORDS) {
    if (!UNSPACED_SCRIPT.test(word) || !folded.startsWith(word)) continue;
    return UNSPACED_SCRIPT.test(folded.charAt(word.length)) ? null : signal;
  }
  return null;
}

const WORD_LOOKUP = new Map(SIGNAL_WORDS);

/** The signal word a (folded) word stands for, or null. */
export function signalWordOf(foldedWord: string): SignalWord | null {
  return WORD_LOOKUP.get(foldedWord) ?? null;
}

/**
 * The signal word GHS (Rev. 9 / CLP Annex I) assigns to the category behind each hazard code. Codes whose
 * categories carry different words (H228, H242, H261, H272) and codes with none (H362, H401, H402, H411–H413,
 * EUH…) are left out: they say nothing about the word.
 */
export const SIGNAL_WORD_OF_H_CODE: Readonly<Record<string, SignalWord>> = Object.fromEntries([
  ...["H200", "H201", "H202", "H203", "H205", "H206", "H220", "H222", "H224", "H225", "H230", "H231", "H232", "H240", "H241", "H250",
    "H251", "H260", "H270", "H271", "H300", "H301", "H304", "H310", "H311", "H314", "H318", "H330", "H331", "H334", "H340", "H350",
    "H360", "H370", "H372"].map((code) => [code, "DANGER"] as const),
  ...["H204", "H208", "H221", "H223", "H226", "H227", "H229", "H252", "H280", "H281", "H290", "H302", "H303", "H305", "H312",
    "H313", "H315", "H316", "H317", "H319", "H320", "H332", "H333", "H335", "H336", "H341", "H351", "H361", "H371", "H373",
    "H400", "H410", "H420"].map((code) => [code, "WARNING"] as const),
]);

/**
 * The codes whose category GHS / CLP gives no signal word: the EU's own statements (EUH…), H362 (lactation), aquatic
 * acute 2–3 and chronic 2–4 (H401, H402, H411–H413). Every other code's category carries one — some either word (H228,
 * H242), so they are not in SIGNAL_WORD_OF_H_CODE, which names only the word a code implies.
 */
const WORDLESS_CODE = /^(?:EUH|H362|H40[12]|H41[123])/i;
export const carriesSignalWord = (code: string) => !WORDLESS_CODE.test(code);

/**
 * The supplemental EU statements that contain a signal word as a sentence of their own (EUH201A "Achtung! Enthält Blei.",
 * EUH211 "Attention! Des gouttelettes …", EUH202 "Cyanoacrylate. Danger. Bonds skin …"): the first two words after the
 * word, folded, in every language of the statement tables. A lone word followed by them is that statement wrapped, not
 * the label's signal word.
 */
export const EUH_AFTER_SIGNAL_WORD: ReadonlySet<string> = new Set(
  [GHS_HAZARD_STATEMENTS, ...Object.values(CLP_STATEMENT_TABLES)].flatMap((table) =>
    Object.entries(table)
      .filter(([code]) => code.startsWith("EUH"))
      .flatMap(([, text]) => wordsAfterSignalWordSentence(text)),
  ),
);

function wordsAfterSignalWordSentence(statement: string): string[] {
  const sentences = statement.split(/(?<=[.!])\s+/);
  return sentences.flatMap((sentence, index) => {
    const word = foldText(sentence).replace(/^¡/, "").replace(/[!.]+$/, "").trim();
    const next = sentences[index + 1];
    if (!signalWordOf(word) || !next) return [];
    return [firstTwoWords(foldText(next))];
  });
}

/** The first two words of folded text, letters only ("contient du plomb." → "contient du"). */
export function firstTwoWords(folded: string): string {
  return folded.split(/[^\p{L}]+/u).filter(Boolean).slice(0, 2).join(" ");
}

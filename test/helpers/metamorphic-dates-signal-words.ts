/**
 * Word tables of the date and signal-word probe (test/helpers/metamorphic-dates-signal.ts), for the 21 non-English
 * languages of family L. Written by hand from the languages themselves, NOT from the parser's vocabulary
 * (src/modules/parsing/vocabulary/*): the signal-word labels and the signal words are CLP's official wordings
 * (Regulation (EC) No 1272/2008, Article 20 and the "signal word" of Annex I/VI in each language's text), with a
 * common alternative label where sheets print one (mostly the plural, as templates print labels of one or more words); the month names are each language's nominative and the form a
 * date prints after a day (genitive: pl cs sk sl hr el lt; partitive: fi; locative: lv), and their usual
 * abbreviations; "none" is what sheets print for an unclassified mixture.
 */

/** How a date with a month's name runs: D day, M month word, Y year (e.g. "D. M Y", Hungarian "Y. M D."). */
export type DateWords = {
  nominative: readonly string[];
  /** The form after a day where it is not the nominative. */
  inDate?: readonly string[];
  abbreviations?: readonly string[];
  named: string;
  /** Roman-numeral months as the language prints them ("D.R.Y", "Y. R. D."). */
  roman?: readonly string[];
};

export const DATE_WORDS: Readonly<Record<string, DateWords>> = {
  de: {
    nominative: ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    abbreviations: ["Jan", "Feb", "Mär", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dez"], named: "D. M Y",
  },
  fr: {
    nominative: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    abbreviations: ["janv", "févr", "mars", "avr", "mai", "juin", "juil", "août", "sept", "oct", "nov", "déc"], named: "D M Y",
  },
  es: {
    nominative: ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    abbreviations: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"], named: "D de M de Y",
  },
  it: {
    nominative: ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    abbreviations: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"], named: "D M Y", roman: ["D.R.Y"],
  },
  nl: {
    nominative: ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
    abbreviations: ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"], named: "D M Y",
  },
  pt: {
    nominative: ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    abbreviations: ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"], named: "D de M de Y",
  },
  pl: {
    nominative: ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"],
    inDate: ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"],
    abbreviations: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"], named: "D M Y r.", roman: ["D.R.Y", "D R Y"],
  },
  sv: {
    nominative: ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
    abbreviations: ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"], named: "D M Y",
  },
  da: {
    nominative: ["januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"],
    abbreviations: ["jan", "feb", "mar", "apr", "maj", "jun", "jul", "aug", "sep", "okt", "nov", "dec"], named: "D. M Y",
  },
  fi: {
    nominative: ["tammikuu", "helmikuu", "maaliskuu", "huhtikuu", "toukokuu", "kesäkuu", "heinäkuu", "elokuu", "syyskuu", "lokakuu", "marraskuu", "joulukuu"],
    inDate: ["tammikuuta", "helmikuuta", "maaliskuuta", "huhtikuuta", "toukokuuta", "kesäkuuta", "heinäkuuta", "elokuuta", "syyskuuta", "lokakuuta", "marraskuuta", "joulukuuta"],
    abbreviations: ["tammik", "helmik", "maalisk", "huhtik", "toukok", "kesäk", "heinäk", "elok", "syysk", "lokak", "marrask", "jouluk"], named: "D. M Y",
  },
  cs: {
    nominative: ["leden", "únor", "březen", "duben", "květen", "červen", "červenec", "srpen", "září", "říjen", "listopad", "prosinec"],
    inDate: ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"],
    named: "D. M Y", roman: ["D. R. Y"],
  },
  hu: {
    nominative: ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október", "november", "december"],
    abbreviations: ["jan", "febr", "márc", "ápr", "máj", "jún", "júl", "aug", "szept", "okt", "nov", "dec"], named: "Y. M D.", roman: ["Y. R. D.", "Y.R.D."],
  },
  ro: {
    nominative: ["ianuarie", "februarie", "martie", "aprilie", "mai", "iunie", "iulie", "august", "septembrie", "octombrie", "noiembrie", "decembrie"],
    abbreviations: ["ian", "feb", "mar", "apr", "mai", "iun", "iul", "aug", "sep", "oct", "noi", "dec"], named: "D M Y", roman: ["D.R.Y"],
  },
  sk: {
    nominative: ["január", "február", "marec", "apríl", "máj", "jún", "júl", "august", "september", "október", "november", "december"],
    inDate: ["januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra", "decembra"],
    named: "D. M Y",
  },
  sl: {
    nominative: ["januar", "februar", "marec", "april", "maj", "junij", "julij", "avgust", "september", "oktober", "november", "december"],
    inDate: ["januarja", "februarja", "marca", "aprila", "maja", "junija", "julija", "avgusta", "septembra", "oktobra", "novembra", "decembra"],
    named: "D. M Y",
  },
  hr: {
    nominative: ["siječanj", "veljača", "ožujak", "travanj", "svibanj", "lipanj", "srpanj", "kolovoz", "rujan", "listopad", "studeni", "prosinac"],
    inDate: ["siječnja", "veljače", "ožujka", "travnja", "svibnja", "lipnja", "srpnja", "kolovoza", "rujna", "listopada", "studenoga", "prosinca"],
    named: "D. M Y.",
  },
  el: {
    nominative: ["Ιανουάριος", "Φεβρουάριος", "Μάρτιος", "Απρίλιος", "Μάιος", "Ιούνιος", "Ιούλιος", "Αύγουστος", "Σεπτέμβριος", "Οκτώβριος", "Νοέμβριος", "Δεκέμβριος"],
    inDate: ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου", "Νοεμβρίου", "Δεκεμβρίου"],
    abbreviations: ["Ιαν", "Φεβ", "Μαρ", "Απρ", "Μαΐ", "Ιουν", "Ιουλ", "Αυγ", "Σεπ", "Οκτ", "Νοε", "Δεκ"], named: "D M Y",
  },
  bg: {
    nominative: ["януари", "февруари", "март", "април", "май", "юни", "юли", "август", "септември", "октомври", "ноември", "декември"],
    named: "D M Y г.",
  },
  lt: {
    nominative: ["sausis", "vasaris", "kovas", "balandis", "gegužė", "birželis", "liepa", "rugpjūtis", "rugsėjis", "spalis", "lapkritis", "gruodis"],
    inDate: ["sausio", "vasario", "kovo", "balandžio", "gegužės", "birželio", "liepos", "rugpjūčio", "rugsėjo", "spalio", "lapkričio", "gruodžio"],
    named: "Y m. M D d.",
  },
  lv: {
    nominative: ["janvāris", "februāris", "marts", "aprīlis", "maijs", "jūnijs", "jūlijs", "augusts", "septembris", "oktobris", "novembris", "decembris"],
    inDate: ["janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī", "novembrī", "decembrī"],
    named: "Y. gada D. M",
  },
  et: {
    nominative: ["jaanuar", "veebruar", "märts", "aprill", "mai", "juuni", "juuli", "august", "september", "oktoober", "november", "detsember"],
    abbreviations: ["jaan", "veebr", "märts", "apr", "mai", "juuni", "juuli", "aug", "sept", "okt", "nov", "dets"], named: "D. M Y",
  },
};

/** The signal word's label (CLP's first, then a common alternative), the two words, and "none". */
export type SignalWords = { labels: readonly string[]; danger: string; warning: string; none: string };

export const SIGNAL_WORDS: Readonly<Record<string, SignalWords>> = {
  de: { labels: ["Signalwort", "Signalwörter"], danger: "Gefahr", warning: "Achtung", none: "keines" },
  fr: { labels: ["Mention d'avertissement", "Mention d’avertissement"], danger: "Danger", warning: "Attention", none: "aucune" },
  es: { labels: ["Palabra de advertencia", "Palabra de señal"], danger: "Peligro", warning: "Atención", none: "ninguna" },
  it: { labels: ["Avvertenza", "Avvertenze"], danger: "Pericolo", warning: "Attenzione", none: "nessuna" },
  nl: { labels: ["Signaalwoord", "Signaalwoorden"], danger: "Gevaar", warning: "Waarschuwing", none: "geen" },
  pt: { labels: ["Palavra-sinal", "Palavra sinal"], danger: "Perigo", warning: "Atenção", none: "nenhuma" },
  pl: { labels: ["Hasło ostrzegawcze", "Hasło ostrzegawcze (CLP)"], danger: "Niebezpieczeństwo", warning: "Uwaga", none: "brak" },
  sv: { labels: ["Signalord", "Signalord (CLP)"], danger: "Fara", warning: "Varning", none: "inget" },
  da: { labels: ["Signalord", "Signalord (CLP)"], danger: "Fare", warning: "Advarsel", none: "ingen" },
  fi: { labels: ["Huomiosana", "Huomiosanat"], danger: "Vaara", warning: "Varoitus", none: "ei ole" },
  cs: { labels: ["Signální slovo", "Signální slova"], danger: "Nebezpečí", warning: "Varování", none: "žádné" },
  hu: { labels: ["Figyelmeztetés", "Figyelmeztető szó"], danger: "Veszély", warning: "Figyelem", none: "nincs" },
  ro: { labels: ["Cuvânt de avertizare", "Cuvânt de avertizare (CLP)"], danger: "Pericol", warning: "Atenție", none: "niciunul" },
  sk: { labels: ["Výstražné slovo", "Výstražné slová"], danger: "Nebezpečenstvo", warning: "Pozor", none: "žiadne" },
  sl: { labels: ["Opozorilna beseda", "Opozorilne besede"], danger: "Nevarno", warning: "Pozor", none: "ni" },
  hr: { labels: ["Oznaka opasnosti", "Oznake opasnosti"], danger: "Opasnost", warning: "Upozorenje", none: "nema" },
  el: { labels: ["Προειδοποιητική λέξη", "Προειδοποιητικές λέξεις"], danger: "Κίνδυνος", warning: "Προσοχή", none: "καμία" },
  bg: { labels: ["Сигнална дума", "Сигнални думи"], danger: "Опасно", warning: "Внимание", none: "няма" },
  lt: { labels: ["Signalinis žodis", "Signaliniai žodžiai"], danger: "Pavojinga", warning: "Atsargiai", none: "nėra" },
  lv: { labels: ["Signālvārds", "Signālvārdi"], danger: "Bīstami", warning: "Uzmanību", none: "nav" },
  et: { labels: ["Tunnussõna", "Tunnussõnad"], danger: "Ettevaatust", warning: "Hoiatus", none: "puudub" },
};

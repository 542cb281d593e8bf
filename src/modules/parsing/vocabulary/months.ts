/**
 * Month names and their common abbreviations as printed on SDSs, per language (lower case, without the
 * trailing dot). Polish months are listed in the nominative and in the genitive used in dates ("12 marca 2021").
 */
/** Greek months' abbreviations as dates print them ("12 Μαρ. 2021", "23-Δεκ-2020"; "Μάι" and "Μαΐ" both for May). */
const GREEK_ABBREVIATIONS: readonly (readonly string[])[] = [
  ["ιαν"], ["φεβ", "φεβρ"], ["μαρ", "μάρ"], ["απρ"], ["μαΐ", "μάι", "μαι"], ["ιουν", "ιούν"], ["ιουλ", "ιούλ"], ["αυγ", "αύγ"],
  ["σεπ", "σεπτ"], ["οκτ"], ["νοε", "νοέ", "νοεμ"], ["δεκ"],
];

const CENTRAL_EASTERN_MONTH_NAMES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  cs: [
    ["leden", "ledna"], ["únor", "února"], ["březen", "března"], ["duben", "dubna"], ["květen", "května"], ["červen", "června"],
    ["červenec", "července"], ["srpen", "srpna"], ["září"], ["říjen", "října"], ["listopad", "listopadu"], ["prosinec", "prosince"],
  ],
  sk: [
    ["január", "januára"], ["február", "februára"], ["marec", "marca"], ["apríl", "apríla"], ["máj", "mája"], ["jún", "júna"],
    ["júl", "júla"], ["august", "augusta"], ["september", "septembra"], ["október", "októbra"], ["november", "novembra"],
    ["december", "decembra"],
  ],
  hu: [
    ["január", "jan"], ["február", "febr"], ["március", "márc"], ["április", "ápr"], ["május", "máj"], ["június", "jún"],
    ["július", "júl"], ["augusztus", "aug"], ["szeptember", "szept"], ["október", "okt"], ["november", "nov"], ["december", "dec"],
  ],
  ro: [
    ["ianuarie", "ian"], ["februarie", "feb"], ["martie", "mar"], ["aprilie", "apr"], ["mai"], ["iunie", "iun"], ["iulie", "iul"],
    ["august", "aug"], ["septembrie", "sep"], ["octombrie", "oct"], ["noiembrie", "noi"], ["decembrie", "dec"],
  ],
  el: [
    ["ιανουάριος", "ιανουαρίου"], ["φεβρουάριος", "φεβρουαρίου"], ["μάρτιος", "μαρτίου"], ["απρίλιος", "απριλίου"], ["μάιος", "μαΐου"],
    ["ιούνιος", "ιουνίου"], ["ιούλιος", "ιουλίου"], ["αύγουστος", "αυγούστου"], ["σεπτέμβριος", "σεπτεμβρίου"],
    ["οκτώβριος", "οκτωβρίου"], ["νοέμβριος", "νοεμβρίου"], ["δεκέμβριος", "δεκεμβρίου"],
  ].map((names, index) => [...names, ...GREEK_ABBREVIATIONS[index]!]),
  bg: [
    ["януари"], ["февруари"], ["март"], ["април"], ["май"], ["юни"], ["юли"], ["август"], ["септември"], ["октомври"], ["ноември"],
    ["декември"],
  ],
  hr: [
    ["siječanj", "siječnja"], ["veljača", "veljače"], ["ožujak", "ožujka"], ["travanj", "travnja"], ["svibanj", "svibnja"],
    ["lipanj", "lipnja"], ["srpanj", "srpnja"], ["kolovoz", "kolovoza"], ["rujan", "rujna"], ["listopad", "listopada"],
    ["studeni", "studenoga", "studenog"],
    ["prosinac", "prosinca"],
  ],
  sl: [
    ["januar", "januarja"], ["februar", "februarja"], ["marec", "marca"], ["april", "aprila"], ["maj", "maja"], ["junij", "junija"],
    ["julij", "julija"], ["avgust", "avgusta"], ["september", "septembra"], ["oktober", "oktobra"], ["november", "novembra"],
    ["december", "decembra"],
  ],
  lt: [
    ["sausis", "sausio"], ["vasaris", "vasario"], ["kovas", "kovo"], ["balandis", "balandžio"], ["gegužė", "gegužės"],
    ["birželis", "birželio"], ["liepa", "liepos"], ["rugpjūtis", "rugpjūčio"], ["rugsėjis", "rugsėjo"], ["spalis", "spalio"],
    ["lapkritis", "lapkričio"], ["gruodis", "gruodžio"],
  ],
  lv: [
    ["janvāris", "janvārī"], ["februāris", "februārī"], ["marts", "martā"], ["aprīlis", "aprīlī"], ["maijs", "maijā"], ["jūnijs", "jūnijā"],
    ["jūlijs", "jūlijā"], ["augusts", "augustā"], ["septembris", "septembrī"], ["oktobris", "oktobrī"], ["novembris", "novembrī"],
    ["decembris", "decembrī"],
  ],
  et: [
    ["jaanuar", "jaan"], ["veebruar", "veebr"], ["märts"], ["aprill", "apr"], ["mai"], ["juuni"], ["juuli"], ["august", "aug"],
    ["september", "sept"], ["oktoober", "okt"], ["november", "nov"], ["detsember", "dets"],
  ],
};

export const MONTH_NAMES: Readonly<Record<string, readonly (readonly string[])[]>> = {
  en: [
    ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"], ["june", "jun"],
    ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["october", "oct"], ["november", "nov"],
    ["december", "dec"],
  ],
  de: [
    ["januar", "jänner", "jan", "jän"], ["februar", "feber", "feb"], ["märz", "mär", "mrz", "maerz"], ["april", "apr"], ["mai"],
    ["juni", "jun"], ["juli", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["oktober", "okt"],
    ["november", "nov"], ["dezember", "dez"],
  ],
  fr: [
    ["janvier", "janv", "jan"], ["février", "fevrier", "févr", "fevr", "fév", "fev"], ["mars"], ["avril", "avr"], ["mai"],
    ["juin"], ["juillet", "juill", "juil"], ["août", "aout", "aoû"], ["septembre", "sept"], ["octobre", "oct"], ["novembre", "nov"],
    ["décembre", "decembre", "déc", "dec"],
  ],
  es: [
    ["enero", "ene"], ["febrero", "feb"], ["marzo", "mar"], ["abril", "abr"], ["mayo", "may"], ["junio", "jun"],
    ["julio", "jul"], ["agosto", "ago"], ["septiembre", "setiembre", "sep", "sept", "set"], ["octubre", "oct"],
    ["noviembre", "nov"], ["diciembre", "dic"],
  ],
  it: [
    ["gennaio", "gen", "genn"], ["febbraio", "feb", "febbr"], ["marzo", "mar"], ["aprile", "apr"], ["maggio", "mag"],
    ["giugno", "giu"], ["luglio", "lug"], ["agosto", "ago"], ["settembre", "set", "sett"], ["ottobre", "ott"], ["novembre", "nov"],
    ["dicembre", "dic"],
  ],
  nl: [
    ["januari", "jan"], ["februari", "feb"], ["maart", "mrt"], ["april", "apr"], ["mei"], ["juni", "jun"], ["juli", "jul"],
    ["augustus", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"], ["december", "dec"],
  ],
  pt: [
    ["janeiro", "jan"], ["fevereiro", "fev"], ["março", "marco", "mar"], ["abril", "abr"], ["maio", "mai"],
    ["junho", "jun"], ["julho", "jul"], ["agosto", "ago"], ["setembro", "set"], ["outubro", "out"], ["novembro", "nov"],
    ["dezembro", "dez"],
  ],
  pl: [
    ["styczeń", "stycznia", "sty"], ["luty", "lutego", "lut"], ["marzec", "marca", "mar"], ["kwiecień", "kwietnia", "kwi"],
    ["maj", "maja"], ["czerwiec", "czerwca", "cze"], ["lipiec", "lipca", "lip"], ["sierpień", "sierpnia", "sie"],
    ["wrzesień", "września", "wrz"], ["październik", "października", "paź"], ["listopad", "listopada", "lis"],
    ["grudzień", "grudnia", "gru"],
  ],
  sv: [
    ["januari", "jan"], ["februari", "feb"], ["mars", "mar"], ["april", "apr"], ["maj"], ["juni", "jun"], ["juli", "jul"],
    ["augusti", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"], ["december", "dec"],
  ],
  // Danish and Norwegian (Norwegian "mai", "desember")
  da: [
    ["januar", "jan"], ["februar", "feb"], ["marts", "mars", "mar"], ["april", "apr"], ["maj", "mai"], ["juni", "jun"],
    ["juli", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["oktober", "okt"], ["november", "nov"],
    ["december", "desember", "dec"],
  ],
  // Finnish, in the nominative and the partitive of dates ("3. maaliskuuta 2021"), and abbreviated ("3. maalisk. 2021")
  fi: [
    ["tammikuu", "tammikuuta", "tammik"], ["helmikuu", "helmikuuta", "helmik"], ["maaliskuu", "maaliskuuta", "maalisk"],
    ["huhtikuu", "huhtikuuta", "huhtik"], ["toukokuu", "toukokuuta", "toukok"], ["kesäkuu", "kesäkuuta", "kesäk"],
    ["heinäkuu", "heinäkuuta", "heinäk"], ["elokuu", "elokuuta", "elok"], ["syyskuu", "syyskuuta", "syysk"],
    ["lokakuu", "lokakuuta", "lokak"], ["marraskuu", "marraskuuta", "marrask"], ["joulukuu", "joulukuuta", "jouluk"],
  ],
  // The EU's other languages (sources: doc-EU.md), in the nominative and in the forms dates print (Greek and Estonian
  // also abbreviated: "12 Μαρ. 2021", "12. dets 2021"): the genitive of
  // cs "3. února 2021", sk "3. februára 2021", sl "3. marca 2021", hr "3. ožujka 2021", lt "2021 m. kovo 3 d.", el
  // "3 Μαρτίου 2021"; the locative of lv "2021. gada 3. martā". hu "2021. március 3.", ro "3 martie 2021", bg
  // "3 март 2021 г.", et "3. märts 2021" print the nominative. The Croatian "listopad" (October) is November in Czech
  // and Polish (see NAMES_OF_TWO_MONTHS).
  ...CENTRAL_EASTERN_MONTH_NAMES,
};

/** Each name's months over the languages (most names one). */
const MONTHS_OF_NAME = new Map<string, Set<number>>();
for (const months of Object.values(MONTH_NAMES)) {
  months.forEach((names, index) => names.forEach((name) => MONTHS_OF_NAME.set(name, (MONTHS_OF_NAME.get(name) ?? new Set()).add(index + 1))));
}

/**
 * Month names that two languages give to different months: a date read with one is not sure unless the sheet's
 * language is known. "listopad" and its genitive "listopada" are November in Czech and Polish ("3. listopada 2021",
 * pl) and October in Croatian ("3. listopada 2021.", hr); the Czech genitive "listopadu" is not a Croatian date's form.
 */
export const NAMES_OF_TWO_MONTHS: ReadonlySet<string> = new Set([...MONTHS_OF_NAME].filter(([, months]) => months.size > 1).map(([name]) => name));

/**
 * Every name → month number, for a sheet whose language is not known. A name of two months reads as the first
 * language listed gives it (Polish and Czech "listopad", November, before Croatian's October); dates.ts reads a date of
 * the Croatian form (day and year closed by a full stop) as Croatian, not sure.
 */
export const MONTH_NUMBER: ReadonlyMap<string, number> = new Map(
  [...MONTHS_OF_NAME].map(([name, months]) => [name, [...months][0]!] as const),
);

/** Per language, its names → month number: a sheet's language reads a name of two months as that language does. */
export const LANGUAGE_MONTH_NUMBER: ReadonlyMap<string, ReadonlyMap<string, number>> = new Map(
  Object.entries(MONTH_NAMES).map(([language, months]) => [language, new Map(months.flatMap((names, index) => names.map((name) => [name, index + 1] as const)))]),
);

/**
 * Month names and their common abbreviations as printed on SDSs, per language (lower case, without the
 * trailing dot). Polish months are listed in the nominative and in the genitive used in dates ("12 marca 2021").
 */
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
};

/** Every name → month number. A name shared by two languages means the same month in both (checked by a test). */
export const MONTH_NUMBER: ReadonlyMap<string, number> = new Map(
  Object.values(MONTH_NAMES).flatMap((months) => months.flatMap((names, index) => names.map((name) => [name, index + 1] as const))),
);

/**
 * Weekday names, lower case, from Monday, in the languages whose sheets print a date with its day ("Tuesday, 3 December
 * 2026", "Dienstag, 3. Dezember 2026"), and their three-letter forms where a template abbreviates them ("Tue 03.12.2026").
 */
export const WEEKDAY_NAMES: Readonly<Record<string, readonly string[]>> = {
  en: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
  de: ["montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"],
  fr: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
  es: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
  it: ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
  nl: ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"],
  pt: ["segunda-feira", "terça-feira", "quarta-feira", "quinta-feira", "sexta-feira", "sábado", "domingo"],
  pl: ["poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota", "niedziela"],
  sv: ["måndag", "tisdag", "onsdag", "torsdag", "fredag", "lördag", "söndag"],
  da: ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
  no: ["mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag", "søndag"],
  fi: ["maanantai", "tiistai", "keskiviikko", "torstai", "perjantai", "lauantai", "sunnuntai"],
  cs: ["pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"],
  sk: ["pondelok", "utorok", "streda", "štvrtok", "piatok", "sobota", "nedeľa"],
};

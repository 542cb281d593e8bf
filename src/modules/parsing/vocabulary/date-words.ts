/**
 * Words that qualify a date label rather than name one: what makes a date something other than the revision date
 * (print, previous, superseded, first issue, validity …), version words and the words that link a version to its
 * date, the words of a date cell, legal acts whose dates are never the sheet's, and the day/month/year field names.
 * The labels themselves, per kind, are in ./date-labels.ts.
 */
/** "Initial" in the other languages, as a first-issue label prints it ("Fecha inicial", "Data początkowa"): both lists below. */
const INITIAL_WORDS: readonly string[] = ["inicial", "iniziale", "initiale", "initiële", "początkow"];

/**
 * "First" in cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et, as first-issue labels print it ("Datum prvního vydání", "Első
 * kiadás dátuma", "Pirmās izdošanas datums"): words of both lists below.
 */
const CENTRAL_EASTERN_FIRST_WORDS: readonly string[] = [
  "první", "prvního", "prvé", "prvého", "első", "primei", "πρώτη", "πρώτης", "първо", "първа", "prvog", "prvo izd", "prve izd",
  "prva izd", "pirmojo", "pirmasis", "pirmās", "pirmais", "esmase", "esimese",
];

/**
 * The sheet's creation: its first issue ("Creation date", "Fecha de creación", "Data da criação", "Data di creazione"),
 * accents off as the label is matched: words of both lists below.
 */
const CREATION_WORDS: readonly string[] = [
  "creation", "created", "creacion", "creado", "creada", "criacao", "criado", "criada", "creazione", "creato", "creata",
  // fr "créé(e) le", nl "aangemaakt (op)", "aanmaakdatum", "creatiedatum", de "angelegt am", sv "skapad", da "oprettet",
  // no "opprettet", fi "luotu", "luontipäivämäärä"
  "cree le", "creee le", "cree", "creee", "aangemaakt", "aanmaak", "creatie", "angelegt", "skapad", "skapat", "skapande",
  "oprettet", "oprettelse", "opprettet", "opprettelse", "luotu", "luonti",
];

/** The words of NOT_REVISION_WORDS that mark a first issue (its date is the last resort, see above). */
export const FIRST_ISSUE_WORDS: readonly string[] = [
  "first", "initial", "original", "ersten", "erstausgabe", "première", "primera", "prima", "eerste",
  // the first version in German ("Erste Version", "Erste Fassung", "Erstversion"); not "erste" alone: "erstellt" opens with it
  "erste version", "erste fassung", "erstversion",
  "primeira", "pierwsz", "första", "første", "ensimmäinen", "最初", "首次", "初版", "최초",
  ...CREATION_WORDS,
  // "initial" in the languages ("Fecha inicial", "Data iniziale", "Date initiale", "Initiële datum", "Data początkowa")
  ...INITIAL_WORDS,
  ...CENTRAL_EASTERN_FIRST_WORDS,
];

/** Words before or inside a label that make its date something other than the revision date. */
export const NOT_REVISION_WORDS: readonly string[] = [
  "print", "printed", "printing", "previous", "supersed", "superced", "replaces", "first", "initial", "original", "filed",
  ...INITIAL_WORDS,
  "expir", "valid until", "valid to", "last issue", "last version", "next",
  ...CREATION_WORDS,
  // the previous issue ("Date of last issue" in the languages of Sphera/3E templates) and "valid until"
  "dernière parution", "dernière édition", "última edición", "última emisión", "última expedición", "ultima edizione",
  "ultima emissione", "laatste uitgave", "última edição", "última emissão", "ostatniego wydania", "letzte ausgabe",
  "vigencia hasta", "vigente hasta", "válida até", "válido até", "geldig tot", "ważna do", "ważny do", "hasta", "até ",
  // the next review, either gender ("Nächster Überprüfungstermin", "Prochain examen", "Próximo revisão", "Prossima
  // revisione", "Volgende herziening", "Następny przegląd", "Nästa revision", "Næste revision", "Neste revisjon",
  // "Seuraava tarkistus", "Siguiente revisión", "Příští revize", "Következő felülvizsgálat", "Următoarea revizuire")
  "nächst", "prochain", "próxim", "prossim", "volgend", "następn", "nästa", "næste", "neste revis", "seuraava",
  "siguiente revis", "příští", "következő", "următoare", "valable jusqu", "válido hasta", "valido fino",
  // abbreviated, as Latin American headers print it beside the sheet's date ("Prox. Rev.: Septiembre 2019", "Próx. revisión")
  "prox.",
  "compared to", "changes from", "gegenüber", "par rapport", "respecto", "rispetto", "ten opzichte", "em relação", "w stosunku",
  "since", "seit", "depuis", "desde la", "dalla versione", "sinds", "od wersji",
  "druck", "vorherig", "vorige", "ersetzt", "ersten", "letzten ausgabe", "erstausgabe", "erste version", "erste fassung", "erstversion", "gültig bis",
  // printed ("Gedruckt am", "Impreso el", "Impresso em", "Afgedrukt op", "Data wydruku")
  "gedruckt", "ausdruck", "impreso", "impresso", "afgedrukt", "gedrukt", "wydruk",
  "impression", "imprimé", "précédent", "remplace", "première",
  "impresión", "anterior", "sustituye", "reemplaza", "primera",
  "stampa", "precedente", "sostituisce", "prima",
  "afdruk", "print", "vorige", "vervangt", "eerste",
  "impressão", "substitui", "primeira",
  // cancelled and replaced ("Anula y sustituye a la versión del …", "Annule et remplace", "Annulla e sostituisce")
  "anula", "annule", "annulla", "cancels", "cancelled", "unieważnia",
  "druku", "poprzedni", "zastępuje", "pierwsz",
  // sv, da, no, fi: printed ("Utskriftsdatum", "Datum för utskriften", "Udskriftsdato", "Tulostuspäivä"), superseded
  // ("Ersätter", "Erstatter", "Korvaa"), previous, first
  "utskrift", "udskrift", "tulostus", "ersätt", "erstat", "korvaa", "föregående", "tidigare", "forrige", "tidligere",
  "edellinen", "edellisen", "aiempi", "första", "første", "ensimmäinen", "giltig till", "gyldig til",
  // the previous issue ("Date of last issue" of Sphera/3E templates: "Datum för senaste utfärdande", "Dato for sidste
  // udstedelse", "Dato for siste utgave")
  "senaste utfärd", "senaste utgåv", "sidste udstedelse", "sidste udgave", "siste utgave", "siste utstedelse",
  // and in Finnish ("Viimeisin julkaisupäivä")
  "viimeisin julkaisu", "viimeisimmän julkaisu",
  "最初", "首次", "上次", "打印", "印刷", "替代", "取代", "初版", "有效", "失效", "生产", "到期", "최초", "인쇄",
  "前回", "旧版", "前版", "이전", "출력",
  // cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et: printed ("Datum tisku", "Datum výtisku", "Dátum tlače", "Nyomtatás dátuma",
  // "Tipărită la", "Dată imprimare", "Ημερομηνία εκτύπωσης", "Дата на отпечатване", "Datum ispisa", "Spausdinimo data",
  // "Iespiešanas datums", "Drukāšanas datums", "Trükkimise kuupäev"), superseded ("Nahrazuje verzi", "Înlocuieşte data",
  // "Aizstāj versiju, kas datēta ar"), previous ("Předchozí verze", "Előző", "Iepriekšējais datums"), the previous issue
  // ("Utolsó kiadás dátuma", "Pēdējās izdošanas datums") and the first ("Első kiadás dátuma")
  "tisk", "výtisk", "vytištěn", "tlač", "vytlačen", "nyomtat", "tipăr", "imprimare", "εκτύπωσ", "εκτυπώθηκε", "отпечат", "печат",
  "ispis", "izpis", "natisn", "spausdin", "atspausdint", "iespieš", "drukāš", "izdrukāt", "trükki", "trükit", "printimis",
  "nahrazuje", "nahrádza", "helyettesít", "felvált", "înlocuie", "αντικαθιστ", "заменя", "замества", "zamjenjuje",
  "nadomešča", "pakeičia", "aizstāj", "asendab",
  "předchozí", "predchádzajúc", "předešl", "előző", "korábbi", "precedent", "προηγούμεν", "предишн", "предходн", "prethodn",
  "prejšnj", "ankstesn", "iepriekšēj", "eelmi", "varasem",
  "posledního vydání", "posledného vydania", "utolsó kiadás", "ultimei emiteri", "ultimei ediții", "τελευταίας έκδοσης",
  "последно издаване", "последното издаване", "posljednjeg izdanja", "zadnje izdaje", "paskutinio išleidimo",
  "pēdējās izdošanas", "viimase väljaandmise",
  ...CENTRAL_EASTERN_FIRST_WORDS,
];

/**
 * A version with its date ("Version 3.0 vom 12.03.2021", "Versione 3 del", "Version 3 du", "Versão 3 de", "Versie 3
 * van", "Wersja 3.0 z dnia", "Fassung vom"): the word for version (accents ignored), then the word that links the date.
 */
export const VERSION_WORDS: readonly string[] = [
  "version", "versione", "versao", "versie", "wersja", "fassung", "rev",
  // the French revision index with its date ("Indice N° 8 du 23/04/2010", "Indice C du …")
  "indice",
  // an edition with its date ("Edizione n. 3 del", "Wydanie 3 z dnia", "Édition 3 du")
  "edition", "edizione", "edicion", "edicao", "wydanie", "uitgave",
  // Finnish and Nordic ("Versio 3 (12.3.2021)", "Utgåva 3 av 2021-03-12")
  "versio", "versjon", "utgava", "utgave",
  // cs, sk, hu, ro, el, bg, hr, sl, lt, lv, et, accents off ("Verze 3 ze dne", "Versiunea 2 din", "Версия 3 от",
  // "Έκδοση 3", "Variantas: 1.1")
  "verze", "verzia", "verzio", "versiunea", "versiune", "εκδοση", "версия", "verzija", "razlicica", "versija", "variantas",
  "versioon",
];
/**
 * The bare word for "date" as a header cell prints it, accents off: en/fr "date", it/pl/pt/ro "data", es "fecha",
 * de/nl/sv/cs/sk/hr/sl "datum", da/no "dato", lv "datums", et "kuupäev", fi "päivämäärä" / "pvm", el "ημερομηνία",
 * bg "дата", zh "日期".
 */
export const DATE_WORDS: readonly string[] = [
  "date", "data", "dato", "datum", "datums", "fecha", "kuupaev", "paivamaara", "pvm", "ημερομηνια", "дата", "日期",
];
/** The sheet's own name in short, as it numbers itself ("SDS", "FDS", "SDB", "Scheda", "Karta"). */
export const SHEET_WORDS: readonly string[] = ["sds", "msds", "fds", "sdb", "hds", "vib", "fispq", "scheda", "fiche", "ficha", "karta"];
/** The sheet named in a date label's own words, short or long ("de la FDS", "del documento", "des Datenblatts"). */
export const DATED_SHEET_WORDS: readonly string[] = [
  ...SHEET_WORDS, "sheet", "document", "documento", "dokument", "dokuments", "hoja", "datenblatt", "datenblatts", "blad", "karty",
];
export const VERSION_DATE_LINKS: readonly string[] = [
  "vom", "du", "del", "de", "de fecha", "van", "z dnia", "dated", "dt.", "dtd.", "of", "from", "af", "av", "fra",
  // cs "ze dne", sk "zo dňa", sl "z dne", ro "din", bg "от", hr "od", lt "nuo" (accents off)
  "ze dne", "zo dna", "z dne", "din", "от", "od", "nuo",
  // pl "Wersja nr 3 z 12.03.2021" (without "dnia"), sv/da/no "Version 3 den 2021-03-12"
  "z", "den",
];

/**
 * A legal act between a label and a date ("actualizada por la Resolución N° 701 del 25/08/2004", "updated by
 * Regulation (EU) 2015/830 of 28 May 2015"): the date is the act's, not the sheet's — the label is a word of running
 * text. Per language (en, de, fr, es, it, nl, pt, pl, sv/da/no/fi), accents ignored, matched at a word's start.
 */
export const LEGAL_ACT_WORDS: readonly string[] = [
  "regulation", "directive", "decree", "resolution", "law", "act ",
  "verordnung", "richtlinie", "gesetz", "erlass",
  "règlement", "reglement", "directive", "décret", "arrêté", "loi ",
  "reglamento", "directiva", "decreto", "resolución", "ley ", "norma ",
  "regolamento", "direttiva", "legge", "decreto",
  "verordening", "richtlijn", "besluit", "wet ",
  "regulamento", "diretiva", "decreto-lei", "portaria", "lei ",
  "rozporządzenie", "dyrektywa", "ustawa", "rozporządzeniem", "ustawą",
  "förordning", "forordning", "direktiv", "asetus", "direktiivi",
];

/**
 * A date printed as separate fields ("Jour: 04  Mois: Mars  Année: 2015"), on one line or on consecutive lines:
 * the field names per language (en, de, fr, es, it, nl, pt, pl).
 */
export const DATE_FIELD_LABELS: Readonly<Record<"day" | "month" | "year", readonly string[]>> = {
  day: ["day", "tag", "jour", "día", "dia", "giorno", "dag", "dzień"],
  month: ["month", "monat", "mois", "mes", "mese", "maand", "mês", "miesiąc"],
  year: ["year", "jahr", "année", "annee", "año", "anno", "jaar", "ano", "rok"],
};

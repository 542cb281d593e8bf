/**
 * Words that tell the languages apart: short function words common in SDS prose, plus the words of the EU SDS
 * headings and titles, which weigh more. Lower case.
 */
export const LANGUAGE_WORDS: Readonly<Record<string, { common: readonly string[]; sds: readonly string[] }>> = {
  en: {
    common: ["the", "and", "of", "with", "for", "not", "this", "if", "or", "from", "may", "use", "avoid", "wash", "eyes"],
    sds: ["safety", "section", "hazards", "identification", "supplier", "composition", "ingredients", "handling", "storage", "exposure"],
  },
  de: {
    common: ["der", "die", "und", "das", "mit", "nicht", "für", "von", "bei", "ist", "den", "zu", "eine", "oder", "sind"],
    sds: ["abschnitt", "sicherheitsdatenblatt", "gefahren", "lieferanten", "zusammensetzung", "handhabung", "lagerung", "gemisch"],
  },
  fr: {
    common: ["le", "la", "les", "et", "des", "du", "pour", "avec", "dans", "est", "une", "sur", "pas", "au", "par"],
    sds: ["rubrique", "fiche", "sécurité", "dangers", "fournisseur", "mélange", "manipulation", "stockage", "données"],
  },
  es: {
    common: ["el", "los", "y", "para", "con", "por", "del", "las", "una", "se", "en", "que", "no", "al", "su"],
    sds: ["sección", "seccion", "hoja", "seguridad", "peligros", "proveedor", "mezcla", "manipulación", "almacenamiento", "datos"],
  },
  it: {
    common: ["il", "di", "per", "con", "non", "della", "del", "che", "gli", "delle", "degli", "nel", "una", "sono", "alla"],
    sds: ["sezione", "scheda", "sicurezza", "pericoli", "fornitore", "miscela", "manipolazione", "stoccaggio", "dati"],
  },
  nl: {
    common: ["de", "het", "en", "van", "met", "niet", "voor", "een", "bij", "is", "op", "zijn", "te", "of", "worden"],
    sds: ["rubriek", "veiligheidsinformatieblad", "gevaren", "leverancier", "mengsel", "hantering", "opslag", "gegevens"],
  },
  pt: {
    common: ["o", "os", "e", "para", "com", "não", "do", "da", "em", "dos", "das", "uma", "um", "ao", "pela"],
    sds: ["secção", "seção", "ficha", "segurança", "perigos", "fornecedor", "mistura", "manuseamento", "armazenagem", "dados"],
  },
  pl: {
    common: ["i", "w", "z", "na", "nie", "do", "lub", "się", "jest", "oraz", "przez", "od", "dla", "po", "być"],
    sds: ["sekcja", "karta", "charakterystyki", "zagrożeń", "dostawcy", "mieszaniny", "postępowanie", "magazynowanie", "dane"],
  },
  // The Nordic languages of EU sheets (Danish and Norwegian share many words: each lists the words that differ).
  sv: {
    common: ["och", "av", "för", "inte", "är", "som", "vid", "till", "från", "eller", "ska", "med", "om", "efter", "används"],
    sds: ["avsnitt", "säkerhetsdatablad", "farliga", "egenskaper", "leverantör", "blandningen", "ämnet", "hantering", "lagring"],
  },
  da: {
    common: ["og", "af", "ikke", "til", "med", "ved", "eller", "skal", "efter", "mod", "nogen", "brug", "være", "hvis", "fra"],
    sds: ["punkt", "sikkerhedsdatablad", "fareidentifikation", "oplysninger", "leverandør", "blandingen", "håndtering", "opbevaring"],
  },
  no: {
    common: ["og", "av", "ikke", "til", "med", "ved", "eller", "skal", "etter", "mot", "noen", "bruk", "være", "hvis", "fra"],
    sds: ["avsnitt", "sikkerhetsdatablad", "fareidentifikasjon", "opplysninger", "leverandør", "stoffblandingen", "håndtering", "lagring"],
  },
  fi: {
    common: ["ja", "tai", "ei", "kun", "jos", "sekä", "myös", "mukaan", "voi", "eikä", "ovat", "olla", "kanssa"],
    sds: ["kohta", "käyttöturvallisuustiedote", "vaaran", "yksilöinti", "toimittaja", "seoksen", "aineen", "käsittely", "varastointi"],
  },
  // The EU's other official languages (session 9): function words chosen to be rare in the other listed languages
  // (common ones such as "la", "un", "este", "ja" are left out; "pri" is both Slovak and Slovenian), and the words of
  // their REACH Annex II headings and SDS titles. Greek words are listed in lower case with their accents ("τμήμα" also
  // without: a heading in capitals lower-cases to the unaccented form, which the other words do not yet match).
  cs: {
    common: ["nebo", "při", "jsou", "pro", "který", "které", "podle", "může", "není", "také"],
    sds: ["oddíl", "bezpečnostní", "nebezpečnosti", "složení", "směsi", "látky", "dodavateli", "skladování", "zacházení"],
  },
  sk: {
    common: ["alebo", "pri", "sú", "pre", "ktoré", "podľa", "môže", "sa", "ako", "aby"],
    sds: ["oddiel", "bezpečnostných", "údajov", "nebezpečnosti", "zloženie", "zmesi", "látky", "dodávateľovi", "skladovanie"],
  },
  hu: {
    common: ["és", "az", "vagy", "hogy", "egy", "esetén", "kell", "szerint", "által"],
    sds: ["szakasz", "biztonsági", "adatlap", "veszélyek", "keverék", "anyag", "összetétel", "szállítójának", "tárolás"],
  },
  ro: {
    common: ["și", "şi", "sau", "cu", "pentru", "nu", "în", "privind", "sunt", "trebuie"],
    sds: ["secțiunea", "secţiunea", "fișa", "fişa", "securitate", "pericolelor", "amestecului", "furnizorul", "depozitarea"],
  },
  el: {
    common: ["και", "του", "της", "το", "τα", "με", "για", "σε", "από", "ή"],
    sds: ["τμήμα", "τμημα", "δελτίο", "δεδομένων", "ασφαλείας", "κινδύνων", "μείγματος", "ουσίας", "προμηθευτή"],
  },
  bg: {
    common: ["и", "на", "за", "от", "с", "или", "не", "при", "се", "да"],
    sds: ["раздел", "информационен", "лист", "безопасност", "опасностите", "сместа", "веществото", "доставчика", "съхранение"],
  },
  hr: {
    common: ["ili", "kod", "nije", "koji", "koje", "mora", "prema", "treba", "također"],
    sds: ["odjeljak", "sigurnosno", "tehnički", "opasnosti", "smjese", "tvari", "dobavljaču", "skladištenje", "rukovanje"],
  },
  sl: {
    common: ["ali", "pri", "ki", "lahko", "tudi", "glede", "skladu", "če", "ter"],
    sds: ["oddelek", "varnostni", "nevarnosti", "zmesi", "snovi", "dobavitelju", "skladiščenje", "ravnanje", "podatki"],
  },
  lt: {
    common: ["ir", "arba", "kad", "yra", "nuo", "dėl", "pagal", "gali", "jei"],
    sds: ["skirsnis", "saugos", "duomenų", "lapas", "pavojai", "mišinio", "medžiagos", "tiekėją", "sandėliavimas"],
  },
  lv: {
    common: ["vai", "ar", "uz", "kas", "nav", "tiek", "saskaņā", "arī", "tādēļ"],
    sds: ["iedaļa", "drošības", "datu", "lapa", "bīstamības", "maisījuma", "vielas", "piegādātāju", "glabāšana"],
  },
  et: {
    common: ["või", "ning", "kui", "mis", "kohta", "korral", "peab", "vastavalt", "ega"],
    sds: ["jagu", "ohutuskaart", "ohtude", "segu", "tarnija", "ladustamine", "käitlemine", "identifitseerimine"],
  },
  // Maltese (session 11): function words no other listed language uses ("għal", "dwar"; not "tal" nor "mal", which
  // Spanish, Portuguese and German print too) and the words of its Annex II headings ("TAQSIMA", "Identifikazzjoni
  // tal-perikli", "Immaniġġar u ħażna") and SDS title ("Skeda ta' Data ta' Sigurtà").
  mt: {
    common: ["tas", "tat", "għal", "dwar", "jew", "huwa", "minn", "għandu", "jekk", "fuq", "mill"],
    sds: ["taqsima", "skeda", "sigurtà", "perikli", "taħlita", "sustanza", "fornitur", "ħażna", "immaniġġar", "identifikazzjoni", "informazzjoni"],
  },
};

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
};

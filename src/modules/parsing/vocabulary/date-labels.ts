/**
 * Labels of the dates an SDS prints, per kind, in the languages the parser reads (lower case; spaces match any
 * spacing, so "date de révision" also matches "Date de\nrévision" joined or "Datederévision"). The revision date
 * is taken from the best kind present: revision, then issue, then preparation, then a bare "Date:". Print,
 * previous, superseded, first-issue, expiry and validity dates are never a revision date.
 */
export const REVISION_DATE_LABELS: readonly string[] = [
  // en
  "revision date", "date of revision", "date of last revision", "last revision", "last revised", "revised on", "revised",
  "revison date", "rev. date", "rev date", "reviewed on", "date reviewed", "review date", "date of last update",
  "last updated", "update date", "updated", "revision", "rev.", "revison", "date modified", "last modified", "modified on",
  // de
  "überarbeitet am", "bearbeitet am", "überarbeitungsdatum", "revisionsdatum", "datum der überarbeitung",
  "überarbeitet", "aktualisiert am", "stand", "bearbeitungsdatum", "geändert am", "änderungsdatum", "letzte änderung",
  "datum der letzten änderung", "revision vom", "überarb. am", "überarb.", "überarbeitung",
  // fr
  "date de révision", "date de la révision", "révisé le", "révision", "date de mise à jour", "mise à jour le", "mise à jour",
  "date de modification", "modifié le", "modifiée le", "révisée le", "date de dernière révision", "date de la dernière révision",
  // es
  "fecha de revisión", "fecha revisión", "revisado el", "revisado", "revisión", "fecha de actualización",
  "fecha de modificación", "modificado el", "fecha de la última revisión", "fecha última revisión",
  // it
  "data di revisione", "data revisione", "revisione", "data di aggiornamento", "aggiornato il", "aggiornamento",
  "data modifica", "data di modifica", "data ultima revisione", "data dell'ultima revisione", "modificato il",
  // nl
  "herzieningsdatum", "datum herziening", "herzien op", "revisiedatum", "datum van herziening", "bijgewerkt op",
  "revisie", "herziene versie", "herziening", "herzien", "datum revisie", "datum laatste herziening", "wijzigingsdatum", "datum wijziging", "laatste wijziging",
  // pt
  "data de revisão", "data da revisão", "revisto em", "revisão", "data de atualização", "data revisão",
  "data de modificação", "modificado em", "data da última revisão",
  // pl
  "data aktualizacji", "data weryfikacji", "aktualizacja", "data zmiany", "data ostatniej aktualizacji",
  "data ostatniej zmiany", "data modyfikacji", "zaktualizowano",
  // zh
  "修订日期",
];

export const ISSUE_DATE_LABELS: readonly string[] = [
  // en
  "issue date", "issuing date", "date of issue", "date issued", "issued", "date of issuance", "effective date",
  "date effective", "release date", "version date", "sds date", "msds date", "validation date",
  // "Status: 12.3.2004": German sheets' "Stand" in their English versions
  "status",
  // de
  "ausgabedatum", "datum der ausgabe", "ausgabe", "veröffentlicht am", "gültig ab", "ausstellungsdatum",
  // fr
  "date d'émission", "date d'établissement", "date de publication", "date de parution", "date d'édition", "émis le",
  "date de diffusion", "date d'entrée en vigueur",
  // es
  "fecha de emisión", "fecha de expedición", "fecha de publicación", "fecha de edición", "fecha de vigencia",
  // it
  "data di emissione", "data emissione", "data di pubblicazione", "data di edizione",
  // nl
  "datum van uitgave", "uitgiftedatum", "uitgavedatum", "afgiftedatum", "datum uitgifte", "publicatiedatum",
  // pt
  "data de emissão", "data da emissão", "data de publicação", "data de edição",
  // pl
  "data wydania", "data publikacji",
];

export const PREPARATION_DATE_LABELS: readonly string[] = [
  "date of preparation", "preparation date", "date prepared", "prepared on", "prepared date", "prepared",
  "erstellt am", "erstellungsdatum", "datum der erstellung",
  "date de préparation", "date d'élaboration", "préparé le", "date de création",
  "fecha de elaboración", "fecha de preparación", "elaborado",
  "data di compilazione", "data di redazione", "compilato il",
  "datum opstelling", "opgesteld op", "datum van opstelling",
  "data de elaboração", "data de preparação", "elaborado em",
  "data sporządzenia", "data opracowania", "data utworzenia",
];

/** The last resort: a label that only says "Date". */
export const PLAIN_DATE_LABELS: readonly string[] = ["date", "datum", "fecha", "data", "日期"];

/** Words before or inside a label that make its date something other than the revision date. */
export const NOT_REVISION_WORDS: readonly string[] = [
  "print", "printed", "printing", "previous", "supersed", "superced", "replaces", "first", "initial", "original", "filed",
  "expir", "valid until", "creation", "created", "last issue", "last version",
  "druck", "vorherig", "vorige", "ersetzt", "ersten", "letzten ausgabe", "erstausgabe", "gültig bis",
  "impression", "imprimé", "précédent", "remplace", "première",
  "impresión", "anterior", "sustituye", "reemplaza", "primera",
  "stampa", "precedente", "sostituisce", "prima",
  "afdruk", "print", "vorige", "vervangt", "eerste",
  "impressão", "substitui", "primeira",
  "druku", "poprzedni", "zastępuje", "pierwsz",
  "最初",
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

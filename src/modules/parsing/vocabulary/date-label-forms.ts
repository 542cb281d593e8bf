/**
 * The forms a date label is printed in besides the one its list holds: with the other articles and prepositions of its
 * language, without any, an English "<event> date" as "date of <event>" (withShortForms), and a participle alone
 * (participlesAlone). Read by ./date-labels.ts, which writes each label once. Split out of it as written.
 */

/**
 * A date label in every form its language joins the date noun to the event: without the preposition ("Fecha
 * compilación", "Data revisione", "Datum Erstellung", "Date émission": telegraphic templates drop it), and with each
 * of the language's prepositions and articles ("Data da Publicação" beside "Data de publicação", "Fecha de la emisión"
 * beside "Fecha de emisión", "Datum van de herziening", "Date de l'édition"); an English "<event> date" also as "date
 * of <event>" ("Date of publication" beside "Publication date"). Each list below is written with one form per label
 * and read with all of them. A label's own preposition says its language where a date noun is shared ("data di": it,
 * "data de": pt; "date de": fr, "date of": en), and only that language's forms are added: every phrase costs the label
 * patterns' compiles (session 35: all links for every noun cost the parser's first pass 1.5 ms a document).
 */
const LINK_SETS: readonly (readonly string[])[] = [
  ["de", "de la", "del"], // es (fecha)
  ["di", "della", "del", "dell'"], // it (data)
  ["de", "da", "do"], // pt (data)
  ["de", "de la", "du", "d'", "de l'"], // fr (date)
  ["of"], // en (date)
  ["der", "des"], // de (datum)
  ["van", "van de", "van het"], // nl (datum)
];
const DATE_NOUN_LINK = /^(fecha|data|date|datum|dato)\s+(?:(de la|de los|de las|del|della|dello|de l'|de|di|da|do|der|des|van de|van het|van|du|of)\s+|(dell'|de l'|d'))(\S.*)$/u;
/** The link sets a date noun takes (a noun shared by two languages, two sets). */
const SETS_OF_NOUN: Readonly<Record<string, readonly (readonly string[])[]>> = {
  fecha: [LINK_SETS[0]!], data: [LINK_SETS[1]!, LINK_SETS[2]!], date: [LINK_SETS[3]!, LINK_SETS[4]!], datum: [LINK_SETS[5]!, LINK_SETS[6]!],
};
/** "publication date", "release date" (one or two words before it, no preposition of their own). */
const EVENT_DATE = /^([a-z-]+(?: [a-z-]+)?) date$/u;

export function withShortForms(labels: readonly string[]): readonly string[] {
  return [...new Set(labels.flatMap((label) => {
    const linked = DATE_NOUN_LINK.exec(label);
    if (linked) {
      const [, date, spaced, elided, event] = linked as unknown as [string, string, string | undefined, string | undefined, string];
      const link = spaced ?? elided!;
      const set = (SETS_OF_NOUN[date] ?? []).find((links) => links.includes(link)) ?? [];
      return [label, `${date} ${event}`, ...set.map((one) => (one.endsWith("'") ? `${date} ${one}${event}` : `${date} ${one} ${event}`))];
    }
    const english = EVENT_DATE.exec(label);
    return english && !/ of$| of /.test(label) ? [label, `date of ${english[1]}`] : [label];
  }))];
}

/**
 * A participle with the word that links it to its date ("modifié le", "modificado el", "compilato il", "aangepast op",
 * "modified on"), or to the day it holds from ("vigente desde", "gültig ab"): sheets print the participle alone as well
 * ("modifié 19.12.2013 (F) Version 2.2", "Modificato:", "Vigente: 2013/08/06").
 * These are the participles a list holds only with their linking word, kept apart from the lists: alone, a participle
 * is also another language's word ("preparato", Lithuanian "of the preparation", in a column of labels) or a sentence's
 * verb ("… substances dangereuses, modifiée juillet 1992"), so only the revision date's scanner takes them, and only
 * where a label stands (revision-date.ts). "MAJ" stays out: alone it is May ("maj", "máj").
 */
const PARTICIPLE_LINK = /^(\S+)\s+(?:le|el|il|em|op|am|on|den|dne|dňa|dnia|la|desde|dal|vanaf|ab|od|depuis|from)$/u;
const NEVER_ALONE = new Set(["maj"]);

export function participlesAlone(labels: readonly string[]): readonly string[] {
  const listed = new Set(labels);
  const participles = labels.map((label) => PARTICIPLE_LINK.exec(label)?.[1]);
  return [...new Set(participles.filter((word): word is string => word !== undefined && !NEVER_ALONE.has(word) && !listed.has(word)))];
}

/**
 * A name printed after section 1's title on its heading line, 1.1's label left without its value ("ABSCHNITT 1:
 * Bezeichnung des Stoffs beziehungsweise des Gemischs und des Unternehmens Banner Neutralon" / "1.1.
 * Produktidentifikator", a viewer's print that moves 1.1's value up). Section 1's title names the substance, then the
 * company, in every language's form, so it ends on the company's word; what follows that word on the line is the name,
 * when it is a name's shape. The last resort for the name, at 0.6: a person looks.
 */
import type { Found } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { isFieldLabel } from "./run-on-labels.ts";

/** The company's word closing section 1's title (REACH Annex II's wording and its variants). */
const TITLE_END_WORDS = [
  "company/undertaking", "undertaking", "company", "unternehmens", "unternehmen", "société/entreprise", "l'entreprise", "entreprise",
  "sociedad o la empresa", "sociedad/empresa", "empresa", "società/impresa", "impresa", "vennootschap/onderneming", "onderneming",
  "sociedade/empresa", "przedsiębiorstwa", "bolaget/företaget", "företaget", "selskabet/virksomheden", "virksomheden",
  "selskapet/foretaket", "foretaket", "yhtiön/yrityksen", "yrityksen", "společnosti/podniku", "podniku",
];
const AFTER_TITLE = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(TITLE_END_WORDS)})[.:]?\\s+(\\S.{1,80})$`, "iu");
const TITLE_WORD_FIRST = new RegExp(`^(?:${phrasePattern(TITLE_END_WORDS)})(?![\\p{L}])`, "iu");
/** A page's number after the title ("Seite 1 von 4", "Page 1 of 4", "1/4"). */
const PAGE = /^(?:page|seite|página|pagina|strona|side|sida|sivu|strana)\b|\d+\s*(?:\/|of|von|de|di|z|van|sur)\s*\d+\s*$/iu;

export function nameAfterSectionOneTitle(heading: string, line: number): Found | null {
  const tail = AFTER_TITLE.exec(heading.trim())?.[1]?.trim();
  // The title's own last words after a shorter match ("… company / undertaking"): the name opens with a letter or digit.
  if (!tail || !/^[\p{L}\d]/u.test(tail) || TITLE_WORD_FIRST.test(tail) || !/\p{L}{2}/u.test(tail) || PAGE.test(tail) || isFieldLabel(tail)) return null;
  return { value: tail, line, confidence: 0.6 };
}

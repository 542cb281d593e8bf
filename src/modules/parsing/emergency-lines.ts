/**
 * What makes a line of section 1 an emergency line: an emergency label (1.4's in the languages), an emergency service
 * or poison centre by name, never a phrase that says the number is not for emergencies. The readers of the
 * telephones (supplier-contacts.ts, emergency-phone.ts) and the address (supplier-address.ts) share it.
 */
import { inlineRegex, stripLead } from "./label-lines.ts";
import { phrasePattern } from "./phrase-pattern.ts";
import { EMERGENCY_PROVIDER_WORDS } from "./vocabulary/company-labels.ts";
import {
  EMERGENCY_LABELS as BASE_EMERGENCY_LABELS,
  EMERGENCY_LABELS_MORE,
  EMERGENCY_SERVICE_NAMES,
  INFORMATION_ROW_WORDS,
  NON_EMERGENCY_PHRASES,
} from "./vocabulary/contact-labels.ts";

/**
 * Romanian prints its s and t with a comma below (ș, ț) or, in older fonts and encodings, with a cedilla (ş, ţ): each
 * label in both forms ("în caz de urgență", "în caz de urgenţă").
 */
function withCedillaForms(labels: readonly string[]): string[] {
  const cedilla = (label: string) => label.replace(/ș/g, "ş").replace(/ț/g, "ţ");
  return [...labels, ...labels.filter((label) => cedilla(label) !== label).map(cedilla)];
}

const EMERGENCY_LABELS = withCedillaForms([...BASE_EMERGENCY_LABELS, ...EMERGENCY_LABELS_MORE]);

const EMERGENCY = inlineRegex(EMERGENCY_LABELS);
/** "(non-emergency business)", "Affaires de ne pas urgence": the word is there, the line is not an emergency line. */
const NON_EMERGENCY = inlineRegex(NON_EMERGENCY_PHRASES);
/** Poison centres and emergency services by name (word starts: "Giftinformationszentrum", "toxicológica"). */
export const EMERGENCY_SERVICE = new RegExp(`(?<![\\p{L}])(?:${phrasePattern([...EMERGENCY_PROVIDER_WORDS, ...EMERGENCY_SERVICE_NAMES])})`, "iu");
/** Sub-section 1.4 (the emergency telephone) by its number: all of it belongs to the emergency. */
export const SUBSECTION_1_4 = /^\s*1\s*\.\s*4(?:\s*\.)?(?!\d)/;

export function emergencyAt(text: string): RegExpExecArray | null {
  EMERGENCY.lastIndex = 0;
  const match = EMERGENCY.exec(text);
  if (!match) return null;
  NON_EMERGENCY.lastIndex = 0;
  return NON_EMERGENCY.test(text) ? null : match;
}

export function isEmergencyLine(text: string): boolean {
  return emergencyAt(text) !== null || EMERGENCY_SERVICE.test(text);
}

const INFORMATION_ROW = new RegExp(`(?<![\\p{L}])(?:${phrasePattern(INFORMATION_ROW_WORDS)})`, "iu");

/**
 * A row of a list under an emergency heading that its own label gives to another purpose ("For SDS Information :
 * Compliance Services - 877-…", "Pour information FDS : …"): no emergency word in the label, a word of information,
 * customer service or sales in it. A label wrapped over the line above (a line without figures or colon after the
 * heading at `heading`) is read whole ("Pour toute information sur la" / "fiche technique : …").
 */
export function isInformationRow(lines: readonly string[], row: number, heading: number): boolean {
  const above = row - 1 > heading ? lines[row - 1]!.trim() : "";
  const wrapped = above !== "" && !/[\d:：]/.test(above) ? `${above} ` : "";
  const label = /^([^:：\d]{2,80})[:：]/u.exec(`${wrapped}${stripLead(lines[row]!.trim())}`)?.[1];
  return label !== undefined && INFORMATION_ROW.test(label) && !isEmergencyLine(label);
}

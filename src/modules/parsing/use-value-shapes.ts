/**
 * Shapes of a recommended use's printed value that are not the use itself (session 16): REACH's use-descriptor codes
 * before it ("PC35 Floor cleaner", "SU21, PC35: …", "PC 35 - …"), or a line of codes alone. Language-neutral: the
 * codes are REACH's. And (session 26) a pointer to another document, another sub-section's heading.
 */
import { ACCORDING_TO_WORDS } from "./vocabulary/joining-words.ts";
import { CROSS_REFERENCE_VERBS } from "./vocabulary/cross-reference-words.ts";

/** One use descriptor of REACH's system: sector (SU), product (PC), process (PROC), release (ERC), article (AC). */
const USE_CODE = String.raw`(?:SU|PC|PROC|ERC|SpERC|AC)\s?\d{1,2}[a-z]?(?:\.\d{1,2})?(?![\p{L}\d])`;
/** Codes before the use, parted from it by a colon, a dash or a space ("SU21, PC35: Floor cleaner"). */
const CODES_LEAD = new RegExp(`^(?:${USE_CODE}\\s*[,;/]?\\s*)*${USE_CODE}\\s*(?:[:：]\\s*|[-–]\\s+|\\s)(?=\\s*\\p{L})`, "u");
const CODES_ONLY = new RegExp(`^(?:${USE_CODE}[\\s,;/]*)+$`, "u");

/** The use without the codes printed before it; the value as it is otherwise. */
export function withoutUseCodes(value: string): string {
  const lead = CODES_LEAD.exec(value);
  return lead ? value.slice(lead[0].length).trimStart() : value;
}

/** A line of use codes only ("SU21", "SU22, PROC10, PC35"): no use of its own. */
export function isUseCodesOnly(value: string): boolean {
  return CODES_ONLY.test(value.trim());
}

/**
 * A use that only points to another document ("See Technical Data Sheet", "Según la hoja técnica del producto.",
 * "Selon la fiche technique", "Gemäß technischem Merkblatt", "Vedere la scheda tecnica", session 26): no use of its
 * own. A pointer's verb or an "according to" opens it, and it names a technical sheet or the label, in a few words.
 */
const POINTER_OPENING = new RegExp(`^(?:please\\s+)?(?:${[...CROSS_REFERENCE_VERBS, ...ACCORDING_TO_WORDS, "laut", "conforme", "de acordo com", "zgodnie z"].join("|")})(?![\\p{L}])`, "iu");
const DOCUMENT_NAMED = /\b(?:technical|technique|técnica|tecnica|técnico|tecnico|technisch\p{L}*|techniczn\p{L}*|merkblatt|label|étiquette|etiqueta|etichetta|etiket|etykiet\p{L}*|rótulo)/iu;
export function isDocumentPointer(value: string): boolean {
  return POINTER_OPENING.test(value.trim()) && DOCUMENT_NAMED.test(value) && value.trim().split(/\s+/).length <= 8;
}

/**
 * Another sub-section's heading worded otherwise under 1.2's ("Données du fournisseur de la fiche de sécurité",
 * "Información sobre el surtidor", session 26): information about the supplier, in a short line. No use names so.
 */
const SUPPLIER_HEADING = new RegExp(
  `^(?:\\d+(?:\\.\\d+)*\\.?\\s*)?(?:details|information|data|données|renseignements|información|informacion|datos|informazioni|dati|gegevens|informações|dados|informacje|dane|angaben|údaje|adatok|date|podatki|podaci|uppgifter)\\b.{0,20}\\b(?:supplier|fournisseur|proveedor|surtidor|fornitore|leverancier|fornecedor|dostawc\\p{L}*|lieferant\\p{L}*|dodavatel\\p{L}*|dodávateľ\\p{L}*|szállító\\p{L}*|furnizor\\p{L}*|dobavitel\\p{L}*|dobavljač\\p{L}*|leverantör\\p{L}*)`,
  "iu",
);
export function isSupplierHeading(value: string): boolean {
  return value.length <= 80 && SUPPLIER_HEADING.test(value.trim());
}

/**
 * Shapes of a recommended use's printed value that are not the use itself (session 16): REACH's use-descriptor codes
 * before it ("PC35 Floor cleaner", "SU21, PC35: …", "PC 35 - …"), or a line of codes alone. Language-neutral: the
 * codes are REACH's.
 */

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

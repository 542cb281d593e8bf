/**
 * Checks and normalises a person's corrections of an SDS (PATCH /chem/sds/{id}): real GHS codes (the
 * tables of src/shared/ghs, the EU's EUH and Australia's AUH statements included), real dates not in the future, the signal words and pictograms GHS knows,
 * valid CAS and EC numbers.
 * Pure: every problem is collected, so one answer names them all.
 */
import type { FieldError } from "../../shared/errors";
import { isValidCasNumber, isValidEcNumber, normalizeCasNumber } from "../parsing/composition";
import { isGhsPictogramCode, isKnownHazardCode, KNOWN_HAZARD_CODES, precautionaryStatementText } from "../../shared/ghs";
import type { CompositionRow } from "../parsing/types";
import { SDS_FIELDS, type CorrectedValues, type SdsField } from "./sds-fields";

export const SDS_SIGNAL_WORDS = ["DANGER", "WARNING"] as const;
export const PHYSICAL_STATES = ["solid", "liquid", "gas", "aerosol", "paste"] as const;
const UFI = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
const LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

export type CorrectionBody = Partial<Record<SdsField, unknown>> & { revert?: SdsField[] };
type CompositionInput = { [K in keyof CompositionRow]?: CompositionRow[K] };

/**
 * Hazard codes (GHS H, EU EUH, Australian AUH) by their upper-case spelling (H360FD and H360Fd are different codes;
 * h225 is H225, auh031 is AUH031).
 */
const HAZARD_CODES = new Map<string, string[]>();
for (const code of KNOWN_HAZARD_CODES) HAZARD_CODES.set(code.toUpperCase(), [...(HAZARD_CODES.get(code.toUpperCase()) ?? []), code]);

function hazardCode(raw: string): string | null {
  const code = raw.trim();
  if (isKnownHazardCode(code)) return code;
  const matches = HAZARD_CODES.get(code.toUpperCase()) ?? [];
  return matches.length === 1 ? matches[0]! : null;
}

function precautionCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^P\d{3}$/.test(code) && precautionaryStatementText(code) !== null ? code : null;
}

/** Codes one by one; a combined code ("H300+H330", "P301 + P310") counts as its parts. */
function codes(field: string, list: unknown, read: (code: string) => string | null, errs: FieldError[], example: string): string[] {
  const out: string[] = [];
  for (const item of list as string[]) {
    for (const part of item.split("+").map((p) => p.trim()).filter(Boolean)) {
      const code = read(part);
      if (code === null) errs.push({ field, message: `${part} is not a GHS code (for example ${example})` });
      else if (!out.includes(code)) out.push(code);
    }
  }
  return out;
}

/** A real calendar date written YYYY-MM-DD, not after today. */
export function dateProblem(value: string, today: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== value) return `${value} is not a date: use YYYY-MM-DD, for example 2024-03-15`;
  if (value > today) return `${value} is in the future: a revision date is the day the SDS was revised`;
  return null;
}

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

function compositionRows(list: CompositionInput[], errs: FieldError[]): CompositionRow[] {
  return list.map((row, i) => {
    const at = `composition[${i}]`;
    const cas = text(row.cas_number);
    const ec = text(row.ec_number);
    const casNumber = cas === null ? null : normalizeCasNumber(cas);
    if (cas !== null && (casNumber === null || !isValidCasNumber(casNumber))) errs.push({ field: `${at}.cas_number`, message: `${cas} is not a valid CAS number (its check digit does not match)` });
    if (ec !== null && !isValidEcNumber(ec)) errs.push({ field: `${at}.ec_number`, message: `${ec} is not a valid EC number (form 200-001-8)` });
    const min = row.concentration_min ?? null;
    const max = row.concentration_max ?? null;
    for (const [name, v] of [["concentration_min", min], ["concentration_max", max]] as const) {
      if (v !== null && (v < 0 || v > 100)) errs.push({ field: `${at}.${name}`, message: "a concentration is a percentage from 0 to 100" });
    }
    if (min !== null && max !== null && min > max) errs.push({ field: `${at}.concentration_min`, message: "the lowest concentration is above the highest" });
    const name = text(row.name);
    if (name === null && cas === null) errs.push({ field: at, message: "an ingredient needs a name or a CAS number" });
    return { name, cas_number: casNumber ?? cas, ec_number: ec, concentration_text: text(row.concentration_text), concentration_min: min, concentration_max: max };
  });
}

/**
 * The corrections a body asks for, normalised (codes in their GHS spelling, signal word in capitals),
 * and the fields to give back to parsing (`revert`), or every problem found.
 */
export function validateCorrections(body: CorrectionBody, today: string): { values: CorrectedValues; revert: SdsField[]; errors: FieldError[] } {
  const errs: FieldError[] = [];
  const values: CorrectedValues = {};
  const revert = [...new Set(body.revert ?? [])];
  for (const f of SDS_FIELDS) {
    if (!(f in body) || body[f] === undefined) continue;
    const raw = body[f];
    if (revert.includes(f)) {
      errs.push({ field: f, message: `${f} is both set and reverted: do one or the other` });
      continue;
    }
    switch (f) {
      case "product_name":
      case "manufacturer":
        if (text(raw) === null) errs.push({ field: f, message: `${f.replace("_", " ")} cannot be empty` });
        else values[f] = text(raw);
        break;
      case "revision_date": {
        const v = text(raw);
        const problem = v === null ? null : dateProblem(v, today);
        if (problem) errs.push({ field: f, message: problem });
        else values[f] = v;
        break;
      }
      case "document_language": {
        const v = text(raw);
        if (v === null || !LANGUAGE.test(v)) errs.push({ field: f, message: "use a language code such as en, de or fr-CA" });
        else values[f] = v.split("-").map((p, i) => (i === 0 ? p.toLowerCase() : p)).join("-");
        break;
      }
      case "signal_word": {
        const v = text(raw)?.toUpperCase() ?? null;
        if (v !== null && !(SDS_SIGNAL_WORDS as readonly string[]).includes(v)) errs.push({ field: f, message: "the signal word is DANGER, WARNING or null (none)" });
        else values[f] = v;
        break;
      }
      case "h_codes":
        values[f] = codes(f, raw, hazardCode, errs, "H225, H319, EUH066, AUH031");
        break;
      case "p_codes":
        values[f] = codes(f, raw, precautionCode, errs, "P210, P305+P351+P338");
        break;
      case "pictograms": {
        const list = [...new Set((raw as string[]).map((p) => p.trim().toUpperCase()))];
        const bad = list.filter((p) => !isGhsPictogramCode(p));
        if (bad.length) errs.push({ field: f, message: `${bad.join(", ")}: pictograms are GHS01 to GHS09` });
        else values[f] = list;
        break;
      }
      case "composition":
        values[f] = compositionRows(raw as CompositionInput[], errs);
        break;
      case "ufi": {
        const v = text(raw)?.toUpperCase() ?? null;
        if (v !== null && !UFI.test(v)) errs.push({ field: f, message: "a UFI is 16 letters and digits in four groups: XXXX-XXXX-XXXX-XXXX" });
        else values[f] = v;
        break;
      }
      case "physical_state": {
        const v = text(raw)?.toLowerCase() ?? null;
        if (v !== null && !(PHYSICAL_STATES as readonly string[]).includes(v)) errs.push({ field: f, message: `the physical state is one of ${PHYSICAL_STATES.join(", ")} (or null)` });
        else values[f] = v;
        break;
      }
      default:
        values[f] = text(raw);
    }
  }
  if (Object.keys(values).length === 0 && revert.length === 0 && errs.length === 0) {
    errs.push({ field: "body", message: `give at least one field to correct (${SDS_FIELDS.join(", ")}) or revert` });
  }
  return { values, revert, errors: errs };
}

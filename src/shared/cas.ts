import { FormatRegistry, Type as t } from "@sinclair/typebox";

/**
 * A CAS Registry Number: 2–7 digits, 2 digits, 1 check digit (67-64-1). The check digit is the sum
 * of the other digits, each times its position counted from the right, modulo 10: a typo in one
 * digit (67-46-1) is caught before it reaches a safety record.
 */
export function isValidCas(value: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(value);
  if (!m) return false;
  const digits = (m[1]! + m[2]!).split("").reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}

FormatRegistry.Has("cas-number") || FormatRegistry.Set("cas-number", isValidCas);

/** Where a CAS number is accepted. */
export const casNumberSchema = () =>
  t.String({ format: "cas-number", maxLength: 12, description: "CAS Registry Number, e.g. 67-64-1 (the check digit is verified)", examples: ["67-64-1"] });

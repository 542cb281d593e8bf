import { Kind, type TSchema } from "@sinclair/typebox";
import { ValueErrorType, type ValueError } from "@sinclair/typebox/errors";
import type { FieldError } from "./errors";

/**
 * Validation errors in words a plant's staff understand: the field, the rule, the allowed values.
 * TypeBox's own messages describe its schema ("should be one of: 'integer', 'integer'" for a
 * coerced query number, "'undefined', 'null'" for an optional list), so the rule is described here
 * from the schema the value broke, never from TypeBox's message.
 */
export function fieldErrorsOf(errors: Iterable<ValueError>, fallbackField = "body", limit = 50): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const e of errors) {
    const field = e.path.replace(/^\//, "").replace(/\//g, ".").replace(/~1/g, "/").replace(/~0/g, "~") || fallbackField;
    if (byField.has(field)) continue; // the first error of a field is the one that says most
    byField.set(field, { field, message: fieldMessage(field, e) });
    if (byField.size >= limit) break;
  }
  return [...byField.values()];
}

/** The one-line summary of a list of field errors, for the error body's `message`. */
export function validationSummary(details: FieldError[], what: string): string {
  if (details.length === 0) return `The ${what} is not valid`;
  if (details.length === 1) return details[0]!.message;
  return `${details.length} fields are not valid: ${details.map((d) => d.message).join("; ")}`;
}

function fieldMessage(field: string, e: ValueError): string {
  const name = field.split(".").pop()!;
  if (e.type === ValueErrorType.ObjectAdditionalProperties) {
    const allowed = Object.keys((e.schema as { properties?: object }).properties ?? {});
    return `${name} is not a field of this request${allowed.length ? `; the fields are: ${allowed.join(", ")}` : ""}`;
  }
  if (e.value === undefined) return `${name} is required: ${expectation(e.schema)}`;
  return `${name} must be ${expectation(e.schema)}${shown(e.value)}`;
}

function shown(value: unknown): string {
  if (value === null) return " (got null)";
  if (typeof value === "string") return value.length <= 60 ? ` (got "${value}")` : "";
  if (typeof value === "number" || typeof value === "boolean") return ` (got ${value})`;
  return "";
}

const n = (x: number) => x.toLocaleString("en-US");

function range(s: Record<string, unknown>): string {
  const min = typeof s.minimum === "number" ? `at least ${n(s.minimum)}` : typeof s.exclusiveMinimum === "number" ? `greater than ${n(s.exclusiveMinimum)}` : null;
  const max = typeof s.maximum === "number" ? `at most ${n(s.maximum)}` : typeof s.exclusiveMaximum === "number" ? `less than ${n(s.exclusiveMaximum)}` : null;
  if (typeof s.minimum === "number" && typeof s.maximum === "number") return ` from ${n(s.minimum)} to ${n(s.maximum)}`;
  return [min, max].filter(Boolean).map((x) => ` ${x}`).join(" and");
}

function flatten(schema: TSchema): TSchema[] {
  return Array.isArray(schema.anyOf) ? (schema.anyOf as TSchema[]).flatMap(flatten) : [schema];
}

const isNullish = (s: TSchema) => s[Kind] === "Null" || s[Kind] === "Undefined" || s.type === "null";
// Elysia coerces query and form values through a union of a numeric (or boolean) string and the real type.
const isCoercionString = (s: TSchema) => s.type === "string" && (s.format === "numeric" || s.format === "boolean" || s.format === "integer");

/** What a value must be, in words: "a whole number from 1 to 100", "one of: DANGER, WARNING". */
export function expectation(schema: TSchema): string {
  if (typeof schema.errorMessage === "string") return schema.errorMessage;
  if (schema.anyOf || schema[Kind] === "Union") {
    const members = flatten(schema);
    const nullable = members.some(isNullish);
    const rest = members.filter((m) => !isNullish(m) && !isCoercionString(m));
    const literals = rest.filter((m) => m.const !== undefined);
    const orNull = nullable ? ", or null" : "";
    if (literals.length > 0 && literals.length === rest.length) return `one of: ${literals.map((m) => String(m.const)).join(", ")}${orNull}`;
    const words = [...new Set(rest.map(expectation))];
    return `${words.join(" or ") || "a value"}${orNull}`;
  }
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.join(", ")}`;
  if (schema.const !== undefined) return `exactly ${String(schema.const)}`;
  switch (schema.type) {
    case "integer": return `a whole number${range(schema)}`;
    case "number": return `a number${range(schema)}`;
    case "boolean": return "true or false";
    case "null": return "null";
    case "array": return `a list${schema.items ? ` of ${plural(expectation(schema.items as TSchema))}` : ""}${schema.maxItems !== undefined ? ` (at most ${schema.maxItems})` : ""}`;
    case "object": return "an object";
    case "string": return stringRule(schema);
  }
  if (schema[Kind] === "Date") return "a date (use YYYY-MM-DD)";
  return "a valid value";
}

function plural(words: string): string {
  return words.replace(/^(a|an) /, "");
}

function stringRule(s: TSchema): string {
  const formats: Record<string, string> = {
    uuid: "an id (a UUID such as 0190a3b2-7c1d-7e4f-8a9b-0c1d2e3f4a5b)",
    date: "a real date; use YYYY-MM-DD",
    "date-time": "a time; use YYYY-MM-DDThh:mm:ssZ",
    email: "an e-mail address",
    uri: "a web address (URL)",
    "cas-number": "a CAS number such as 67-64-1 whose last digit (the check digit) matches the others; check it against the SDS",
  };
  if (typeof s.format === "string" && formats[s.format]) return formats[s.format]!;
  const length = s.minLength !== undefined && s.minLength > 0 && s.maxLength !== undefined ? `${n(s.minLength)} to ${n(s.maxLength)} characters`
    : s.maxLength !== undefined ? `at most ${n(s.maxLength)} characters`
    : s.minLength !== undefined && s.minLength > 0 ? `at least ${n(s.minLength)} character${s.minLength === 1 ? "" : "s"}` : "";
  if (s.pattern === "\\S") return `text that is not blank${length ? `, ${length}` : ""}`;
  if (s.pattern) return `text in the form ${s.description ?? s.pattern}${length ? `, ${length}` : ""}`;
  return `text${length ? ` of ${length}` : ""}`;
}

import type { TSchema } from "@sinclair/typebox";

/**
 * Enum values are accepted in any case (`danger` → `DANGER`, `ASC` → `asc`): people type what they
 * read on a label. Before validation, a string that matches one of its field's allowed values but for
 * case is replaced by that value, so the rest of the app only ever sees the canonical spelling.
 * `value` is changed in place (objects, arrays) and returned.
 */
export function canonicalizeEnums(schema: TSchema | undefined, value: unknown): unknown {
  if (!schema || value === null || value === undefined) return value;
  if (typeof value === "string") {
    const allowed = enumValues(schema);
    if (allowed.length === 0 || allowed.includes(value)) return value;
    const lower = value.trim().toLowerCase().replace(/\s+/g, " ");
    return allowed.find((v) => v.toLowerCase() === lower) ?? aliasesOf(schema)?.get(lower) ?? value;
  }
  if (Array.isArray(value)) {
    for (const item of itemSchemas(schema)) for (let i = 0; i < value.length; i++) value[i] = canonicalizeEnums(item, value[i]);
    return value;
  }
  if (typeof value === "object") {
    for (const props of propertySchemas(schema)) {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) if (props[key]) record[key] = canonicalizeEnums(props[key], record[key]);
    }
  }
  return value;
}

/**
 * Other spellings of an enum's values (lower case, single spaces → value), kept on the schema under a
 * symbol so that they stay out of the API document: `withAliases(literals([...]), map)`.
 */
export const ALIASES = Symbol.for("chemsafe.enum-aliases");

export function withAliases<T extends TSchema>(schema: T, aliases: ReadonlyMap<string, string>): T {
  return Object.assign(schema, { [ALIASES]: aliases });
}

type WithAliases = { [ALIASES]?: ReadonlyMap<string, string> };
const aliasesOf = (schema: TSchema): ReadonlyMap<string, string> | undefined =>
  (schema as WithAliases)[ALIASES] ?? members(schema).map((m) => (m as WithAliases)[ALIASES]).find(Boolean);

function members(schema: TSchema): TSchema[] {
  return Array.isArray(schema.anyOf) ? (schema.anyOf as TSchema[]).flatMap(members) : [schema];
}

function enumValues(schema: TSchema): string[] {
  return members(schema).flatMap((m) => (typeof m.const === "string" ? [m.const] : Array.isArray(m.enum) ? m.enum.filter((v: unknown) => typeof v === "string") : []));
}

const itemSchemas = (schema: TSchema): TSchema[] => members(schema).flatMap((m) => (m.type === "array" && m.items ? [m.items as TSchema] : []));
const propertySchemas = (schema: TSchema): Record<string, TSchema>[] =>
  members(schema).flatMap((m) => (m.type === "object" && m.properties ? [m.properties as Record<string, TSchema>] : []));

/** Whether a schema has any enum in it (so that a route without one costs nothing). */
export function hasEnums(schema: TSchema | undefined, depth = 0): boolean {
  if (!schema || depth > 8) return false;
  if (enumValues(schema).length > 0) return true;
  return itemSchemas(schema).some((s) => hasEnums(s, depth + 1))
    || propertySchemas(schema).some((p) => Object.values(p).some((s) => hasEnums(s, depth + 1)));
}

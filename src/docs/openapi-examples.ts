type Json = Record<string, any>;

/** Sample values a plant's staff recognise, by field name, where the schema gives none. */
const BY_NAME: Record<string, unknown> = {
  product_name: "Acetone", manufacturer: "Fisher Scientific", name: "Main plant", email: "ehs.manager@plant.example",
  password: "a-long-pass-phrase-2024", current_password: "the-old-pass-phrase", new_password: "a-long-pass-phrase-2024",
  url: "https://www.fishersci.com/sds/acetone.pdf", text: "KEEP OUT OF REACH OF CHILDREN. DANGER. EPA Reg. No. 100-1234",
  token: "the-token-from-your-link", epa_registration_number: "100-1234", query: "acetone", q: "acetone", size_unit: "L", container_size: 4, quantity: 2, cas_number: "67-64-1",
  barcode_upc: "012345678905", revision_number: "4.1", internal_notes: "Checked against the label", notes: "Flammables cabinet 2",
};

const FORMATS: Record<string, unknown> = {
  uuid: "0190a3b2-7c1d-7e4f-8a9b-0c1d2e3f4a5b", date: "2024-05-17", "date-time": "2024-05-17T08:00:00Z",
  email: "ehs.manager@plant.example", uri: "https://www.example.com/", "cas-number": "67-64-1",
};

function firstType(schema: Json): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== "null") : schema.type;
  if (type) return type;
  const member = (schema.anyOf ?? schema.oneOf)?.find((m: Json) => m.type !== "null");
  return member ? firstType(member) : undefined;
}

/** One sample value for a schema: its own example, default or first allowed value, else one by format, name or type. */
export function sampleValue(schema: Json, name = ""): unknown {
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum.find((v: unknown) => v !== null) ?? schema.enum[0];
  const member = (schema.anyOf ?? schema.oneOf)?.find((m: Json) => m.type !== "null");
  if (member && !schema.type) return sampleValue(member, name);
  if (name in BY_NAME) return BY_NAME[name];
  if (typeof schema.format === "string" && schema.format in FORMATS) return FORMATS[schema.format];
  switch (firstType(schema)) {
    case "integer": return schema.minimum ?? 1;
    case "number": return schema.minimum ?? (typeof schema.exclusiveMinimum === "number" ? schema.exclusiveMinimum + 1 : 1);
    case "boolean": return false;
    case "array": return schema.items ? [sampleValue(schema.items, name)] : [];
    case "object": return objectExample(schema, false);
    default: return "text".padEnd(schema.minLength ?? 0, "-text");
  }
}

function objectExample(schema: Json, form: boolean): Json {
  const properties: Json = schema.properties ?? {};
  const required: string[] = schema.required ?? [];
  const out: Json = {};
  // A body with required fields shows those; one without (a PATCH) shows its first two fields.
  const shown = required.length ? required : Object.keys(properties).slice(0, 2);
  for (const [key, prop] of Object.entries(properties)) {
    const binary = prop?.format === "binary" || prop?.items?.format === "binary";
    if (binary) continue; // a file is chosen, not typed
    if (form && !required.includes(key)) out[key] = ""; // empty: Swagger UI leaves it out, rather than sending a made-up id
    else if (shown.includes(key)) out[key] = sampleValue(prop, key);
  }
  return out;
}

/** The example of a request body: JSON shows a plausible body; a form leaves optional fields empty. */
export function requestExample(schema: Json, mediaType: string): unknown {
  const form = mediaType === "multipart/form-data" || mediaType === "application/x-www-form-urlencoded";
  return firstType(schema) === "object" || schema.properties ? objectExample(schema, form) : sampleValue(schema);
}

import { restoreFormats } from "../shared/format-guard"; // before @elysiajs/openapi: see there
import { toOpenAPISchema } from "@elysiajs/openapi";
import type { AppContext } from "../context";
import { requestExample } from "./openapi-examples";

restoreFormats();

type Json = Record<string, any>;
export type RoutesSource = { getGlobalRoutes(): { hooks?: Json }[]; getGlobalDefinitions?(): unknown };

const OPENAPI_VERSION = "3.1.2";
// staticFile: false, or routes with a dot in their path (label.pdf) would be left out of the document.
const EXCLUDE = { paths: [/\/docs/, /\/redoc/, /openapi/], staticFile: false };

/**
 * The OpenAPI 3.1 document, generated from the route schemas and then put right in one place, so
 * that `redocly lint` passes and client generators type it exactly:
 * - the `role` macro's parse step hides JSON bodies from the generator: it sees the routes without it;
 * - no `nullable` (3.0 only; 3.1 says `type: [x, "null"]`, which is there already);
 * - a query number or boolean is typed as itself, not "string or integer" (Elysia's coercion union);
 * - JSON routes take application/json only (the app answers 415 to other types);
 * - an empty response (204) has no content; every request body has an example.
 */
export function buildOpenApiDocument(ctx: AppContext, app: RoutesSource): Json {
  const source: RoutesSource = {
    getGlobalDefinitions: () => app.getGlobalDefinitions?.(),
    getGlobalRoutes: () => app.getGlobalRoutes().map((r) => ({ ...r, hooks: withoutFunctionParsers(r.hooks) })),
  };
  const generated = toOpenAPISchema(source as never, EXCLUDE, undefined, undefined, OPENAPI_VERSION) as unknown as { paths: Json; components: { schemas: Json } };
  const doc: Json = {
    openapi: OPENAPI_VERSION,
    info: {
      title: "chemsafe API",
      version: ctx.version,
      description: "Chemical safety management: inventory, product catalog, SDS library and parsing, pesticide identification, web SDS search. Errors answer {success:false, message, error}.",
    },
    servers: [{ url: ctx.config.publicUrl ? new URL(ctx.config.publicUrl).origin : "/", description: "this appliance" }],
    security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    paths: generated.paths,
    components: {
      schemas: generated.components?.schemas ?? {},
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        // The web app's browser sessions (POST /auth/session); changes also need the X-CSRF-Token header.
        cookieAuth: { type: "apiKey", in: "cookie", name: "chemsafe_session" },
      },
    },
  };
  for (const ops of Object.values(doc.paths as Json)) {
    for (const op of Object.values(ops as Json)) if (op && typeof op === "object") fixOperation(op);
  }
  return normalizeSchemas(doc) as Json;
}

function withoutFunctionParsers(hooks: Json | undefined): Json | undefined {
  if (!hooks?.parse) return hooks;
  const parse = (Array.isArray(hooks.parse) ? hooks.parse : [hooks.parse]).filter((p: Json) => typeof p?.fn === "string" || typeof p === "string");
  return { ...hooks, parse: parse.length ? parse : undefined };
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function fixOperation(op: Json): void {
  const content: Json | undefined = op.requestBody?.content;
  if (content) {
    // The generator offers a JSON body as form types too; the app reads JSON only.
    if (content["application/json"] && content["application/x-www-form-urlencoded"]) for (const t of FORM_TYPES) delete content[t];
    for (const [type, media] of Object.entries(content)) {
      if (FORM_TYPES.includes(type) && media?.schema?.properties) allowEmptyOptionalFields(media.schema);
      if (media && typeof media === "object" && media.example === undefined && media.examples === undefined && media.schema) {
        media.example = requestExample(normalizeSchemas(media.schema) as Json, type);
      }
    }
  }
  for (const response of Object.values((op.responses ?? {}) as Json)) {
    // A schema-less answer (t.Null for 204) comes out as a schema where media types belong.
    if (response?.content && Object.values(response.content).some((m) => typeof m !== "object" || m === null)) delete response.content;
  }
}

/**
 * An optional form field left empty is not given (the form reader drops it): the document says so,
 * which lets the example leave it empty, so Swagger UI's "Try it out" does not fill it with a made-up id.
 */
function allowEmptyOptionalFields(schema: Json): void {
  const required: string[] = schema.required ?? [];
  for (const [key, prop] of Object.entries(schema.properties as Json)) {
    if (required.includes(key) || prop?.format === "binary" || prop?.type === "array") continue;
    const { description, ...rule } = prop as Json;
    schema.properties[key] = { anyOf: [rule, { type: "string", maxLength: 0 }], ...(description ? { description } : {}), "x-empty-means": "not given" };
  }
}

const COERCED = new Set(["integer", "numeric", "boolean", "number"]);
const isCoercionString = (s: unknown) => !!s && typeof s === "object" && (s as Json).type === "string" && COERCED.has((s as Json).format);

/** Walks the whole document: drops `nullable`, collapses Elysia's coercion unions into the real type. */
export function normalizeSchemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalizeSchemas);
  if (!value || typeof value !== "object") return value;
  let node: Json = { ...(value as Json) };
  delete node.nullable;
  if (Array.isArray(node.anyOf) && node.anyOf.some(isCoercionString)) {
    const real = node.anyOf.filter((m: unknown) => !isCoercionString(m));
    if (real.length === 1) {
      const { anyOf: _, ...outer } = node;
      node = { ...outer, ...real[0] };
    } else node.anyOf = real;
  }
  for (const [k, v] of Object.entries(node)) node[k] = k === "example" || k === "examples" || k === "default" || k === "const" || k === "enum" ? v : normalizeSchemas(v);
  return node;
}

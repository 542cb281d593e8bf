import { Elysia, ValidationError } from "elysia";
import type { AppContext } from "./context";
import { AppError, errorBody, errors, type FieldError } from "./shared/errors";
import type { TSchema } from "@sinclair/typebox";
import type { ValueError } from "@sinclair/typebox/errors";
import { canonicalizeEnums, hasEnums } from "./shared/enum-case";
import { fieldErrorsOf, validationSummary } from "./shared/validation-messages";
import { assertJsonDepth } from "./shared/json-depth";
import { isStorageError } from "./shared/storage-errors";
import { requestIdOf } from "./modules/auth/auth.plugin";
import { docsRoutes, openapiRoute } from "./docs/docs.routes";
import type { RoutesSource } from "./docs/openapi-document";
import { healthRoutes } from "./modules/health/health.routes";
import { apiV1 } from "./routes";
import { webRoutes } from "./web/web.routes";

const started = new WeakMap<Request, number>();
const errorStatus = new WeakMap<Request, number>();

/** Turns any thrown value into the error body of decisions.md. */
export function toErrorResponse(ctx: AppContext, err: unknown, code: string | number, request: Request): Response {
  const requestId = requestIdOf(request);
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else if (err instanceof ValidationError || code === "VALIDATION") appError = validationError(err as ValidationError, request);
  else if (code === "NOT_FOUND") appError = errors.notFound("Route");
  else if (code === "PARSE") appError = errors.badRequest("The request body could not be parsed");
  else if (isStorageError(err)) {
    // The disk filled up under the database or a file: the machine's fault, not the request's, and nothing was kept.
    ctx.logger.warn("a request met a full disk", { request_id: requestId, err });
    appError = errors.insufficientStorage();
  } else {
    ctx.logger.error("unhandled error", { request_id: requestId, err, method: request.method, path: new URL(request.url).pathname });
    appError = new AppError("INTERNAL_ERROR", `Internal error; quote request id ${requestId}`);
  }
  return Response.json(errorBody(appError, requestId), {
    status: appError.status,
    headers: { "X-Request-Id": requestId, ...appError.extra.headers },
  });
}

function validationError(err: ValidationError, request: Request): AppError {
  let details: FieldError[] = [];
  try {
    const all = (err.all ?? []) as ValueError[];
    if (err.type === "property") details = propertyErrors(all, request);
    else details = fieldErrorsOf(all, err.type === "query" ? "query" : err.type === "params" ? "path" : "body");
  } catch {
    // fall through with no details
  }
  return errors.validation(validationSummary(details, err.type === "query" ? "query" : "request"), details);
}

/**
 * A query value Elysia coerces (a number, a boolean) is checked on its own, so its error carries no
 * field name: it is the query parameter whose value breaks that rule.
 */
function propertyErrors(all: ValueError[], request: Request): FieldError[] {
  const first = all[0];
  if (!first) return [];
  const params = [...new URL(request.url).searchParams];
  const named = params.filter(([, v]) => v === String(first.value) || Number(v) === first.value).map(([k]) => k);
  return [...new Set(named.length ? named : ["query"])].flatMap((field) => fieldErrorsOf([{ ...first, path: `/${field}` }]));
}

/** The largest body any route accepts: a ZIP binder plus multipart overhead. */
export const maxBodyBytes = (ctx: AppContext): number => ctx.config.limits.maxRequestBytes;

/**
 * The HTTP server's own body cap (`Bun.serve({maxRequestBodySize})`). Bun answers a body over it
 * with a bare 413 before the app sees the request, so it is set out of reach: the app bounds every
 * body itself (a declared length in checkBodySize, a streamed one in the multipart reader) and
 * every 413 carries the error body.
 */
export const SERVER_BODY_CAP = Number.MAX_SAFE_INTEGER;

function streamingRoutePatterns(routes: { method: string; path: string; hooks?: { parse?: unknown } }[]): RegExp[] {
  const isNone = (p: unknown) => (Array.isArray(p) ? p : [p]).some((h) => h === "none" || (h as { fn?: unknown })?.fn === "none");
  return routes.filter((r) => r.hooks?.parse && isNone(r.hooks.parse))
    .map((r) => new RegExp(`^${r.method}:${r.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:\w+/g, "[^/]+")}$`));
}

/**
 * Bodies are bounded before anything reads them: the server's own cap would answer a bare 413, and
 * Elysia reads JSON and multipart bodies whole. So a declared size over the route's limit is refused
 * here with the error body, and a body of unknown size is accepted only by the routes that stream it.
 */
function checkBodySize(ctx: AppContext, request: Request, streaming: RegExp[]): "json" | "untyped" | null {
  if (request.method === "GET" || request.method === "HEAD" || !request.body) return null;
  const declared = request.headers.get("content-length");
  const length = declared === null ? null : Number(declared);
  if (length !== null && length > maxBodyBytes(ctx)) throw errors.tooLarge(`Request bodies are limited to ${maxBodyBytes(ctx)} bytes`);
  const path = new URL(request.url).pathname;
  if (streaming.some((re) => re.test(`${request.method}:${path}`))) return null;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  // Every route that takes a file streams it (`parse: "none"`); the others read small bodies whole.
  const limit = ctx.config.limits.maxJsonBytes;
  if (length === null) throw errors.badRequest("This request needs a Content-Length header");
  if (length > limit) throw errors.tooLarge(`This request's body is limited to ${limit} bytes`);
  // Elysia parses as JSON every "application/j…" type (it looks at the 13th character only).
  if (type.startsWith("application/j") || /[/+]json\b/.test(type)) return "json";
  // Every route that does not stream takes JSON: a body without a type is read as JSON when it is JSON.
  if (type === "") return "untyped";
  throw errors.unsupportedMedia(`This request's body must be JSON, sent with the header Content-Type: application/json (it was sent as ${type.split(";")[0]})`);
}


/**
 * A JSON body is checked for nesting before Elysia parses it (it is at most MAX_JSON_BYTES, so a
 * copy costs little): 100,000 levels parse, but then overflow the validator's recursion (a 500).
 */
async function checkJsonDepth(request: Request): Promise<void> {
  assertJsonDepth(new Uint8Array(await request.clone().arrayBuffer()));
}

/** A body sent without Content-Type (curl --data-binary, some scripts) is taken as JSON when it is JSON. */
async function typeUntypedJson(request: Request): Promise<void> {
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  if (bytes.length === 0) return;
  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw errors.unsupportedMedia("This request's body must be JSON, sent with the header Content-Type: application/json (it had no Content-Type and is not JSON)");
  }
  assertJsonDepth(bytes);
  request.headers.set("content-type", "application/json");
}

/** The whole HTTP application: API v1, health, docs; error mapping and request logging. */
export function createApp(ctx: AppContext) {
  const root = ctx.config.apiRoot;
  // Routes that read their own body as a stream (`parse: "none"`); known once the app is built.
  const streamingRoutes: RegExp[] = [];
  // Routes whose body or query has an enum, by "METHOD path-pattern" (known once the app is built).
  const enumRoutes = new Map<string, { body?: TSchema; query?: TSchema }>();
  const app = new Elysia({ normalize: false })
    .onRequest(async ({ request }) => {
      started.set(request, performance.now());
      requestIdOf(request);
      const body = checkBodySize(ctx, request, streamingRoutes);
      if (body === "json") await checkJsonDepth(request);
      else if (body === "untyped") await typeUntypedJson(request);
    })
    .onTransform({ as: "global" }, (c) => {
      const schemas = enumRoutes.get(`${c.request.method} ${c.route}`);
      if (!schemas) return;
      if (schemas.body) c.body = canonicalizeEnums(schemas.body, c.body);
      if (schemas.query) canonicalizeEnums(schemas.query, c.query);
    })
    .onError({ as: "global" }, ({ error, code, request }) => {
      const response = toErrorResponse(ctx, error, code, request);
      // An unknown route's error answer reaches the request log with no status of its own: note the one sent.
      errorStatus.set(request, response.status);
      return response;
    })
    .onAfterHandle({ as: "global" }, ({ request, set }) => {
      set.headers["X-Request-Id"] = requestIdOf(request);
    })
    .onAfterResponse({ as: "global" }, (c) => {
      const { request, set } = c;
      const sent = (c as { responseValue?: unknown }).responseValue;
      const t0 = started.get(request);
      ctx.logger.info("request", {
        request_id: requestIdOf(request), method: request.method, path: new URL(request.url).pathname,
        status: errorStatus.get(request) ?? (sent instanceof Response ? sent.status : typeof set.status === "number" ? set.status : 200),
        duration_ms: t0 === undefined ? undefined : Math.round((performance.now() - t0) * 10) / 10,
      });
    })
    .use(openapiRoute(ctx, (): RoutesSource => app as unknown as RoutesSource))
    .group(`${root}/api`, (api) => api.use(healthRoutes(ctx)).use(docsRoutes(ctx)).use(apiV1(ctx)))
    .use(webRoutes(ctx));
  streamingRoutes.push(...streamingRoutePatterns(app.routes));
  for (const r of app.routes as { method: string; path: string; hooks?: { body?: unknown; query?: unknown } }[]) {
    const schemaOf = (s: unknown) => (s && typeof s === "object" && hasEnums(s as TSchema) ? (s as TSchema) : undefined);
    const body = schemaOf(r.hooks?.body), query = schemaOf(r.hooks?.query);
    if (body || query) enumRoutes.set(`${r.method} ${r.path}`, { body, query });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;

import { Elysia, ValidationError } from "elysia";
import type { AppContext } from "./context";
import { AppError, errorBody, errors, type FieldError } from "./shared/errors";
import { requestIdOf } from "./modules/auth/auth.plugin";
import { docsRoutes, openapiPlugin } from "./docs/docs.routes";
import { healthRoutes } from "./modules/health/health.routes";
import { apiV1 } from "./routes";

const started = new WeakMap<Request, number>();

/** Turns any thrown value into the error body of decisions.md. */
export function toErrorResponse(ctx: AppContext, err: unknown, code: string | number, request: Request): Response {
  const requestId = requestIdOf(request);
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else if (err instanceof ValidationError || code === "VALIDATION") appError = validationError(err as ValidationError);
  else if (code === "NOT_FOUND") appError = errors.notFound("Route");
  else if (code === "PARSE") appError = errors.badRequest("The request body could not be parsed");
  else if (code === "INVALID_COOKIE_SIGNATURE") appError = errors.badRequest("Invalid cookie");
  else if (isTooLarge(err)) appError = errors.tooLarge("The request body is larger than allowed");
  else {
    ctx.logger.error("unhandled error", { request_id: requestId, err, method: request.method, path: new URL(request.url).pathname });
    appError = new AppError("INTERNAL_ERROR", `Internal error; quote request id ${requestId}`);
  }
  return Response.json(errorBody(appError, requestId), {
    status: appError.status,
    headers: { "X-Request-Id": requestId, ...appError.extra.headers },
  });
}

function isTooLarge(err: unknown): boolean {
  return err instanceof Error && /too large|maxRequestBodySize|body size/i.test(err.message);
}

function validationError(err: ValidationError): AppError {
  const details: FieldError[] = [];
  try {
    for (const e of err.all ?? []) {
      const path = "path" in e && typeof e.path === "string" ? e.path.replace(/^\//, "").replace(/\//g, ".") : "";
      const message = "summary" in e && e.summary ? String(e.summary) : "message" in e ? String(e.message) : "invalid";
      details.push({ field: path || err.type, message });
    }
  } catch {
    // fall through with no details
  }
  return errors.validation(`Invalid ${err.type ?? "input"}`, details.slice(0, 50));
}

/** The whole HTTP application: API v1, health, docs; error mapping and request logging. */
export function createApp(ctx: AppContext) {
  const root = ctx.config.apiRoot;
  return new Elysia({ normalize: false })
    .onRequest(({ request }) => {
      started.set(request, performance.now());
      requestIdOf(request);
      const type = request.headers.get("content-type") ?? "";
      const length = Number(request.headers.get("content-length") ?? 0);
      if (type.includes("json") && length > ctx.config.limits.maxJsonBytes) {
        throw errors.tooLarge(`JSON bodies are limited to ${ctx.config.limits.maxJsonBytes} bytes`);
      }
    })
    .onError({ as: "global" }, ({ error, code, request }) => toErrorResponse(ctx, error, code, request))
    .onAfterHandle({ as: "global" }, ({ request, set }) => {
      set.headers["X-Request-Id"] = requestIdOf(request);
    })
    .onAfterResponse({ as: "global" }, (c) => {
      const { request, set } = c;
      const sent = (c as { responseValue?: unknown }).responseValue;
      const t0 = started.get(request);
      ctx.logger.info("request", {
        request_id: requestIdOf(request), method: request.method, path: new URL(request.url).pathname,
        status: sent instanceof Response ? sent.status : typeof set.status === "number" ? set.status : 200,
        duration_ms: t0 === undefined ? undefined : Math.round((performance.now() - t0) * 10) / 10,
      });
    })
    .use(openapiPlugin(ctx))
    .group(`${root}/api`, (api) => api.use(healthRoutes(ctx)).use(docsRoutes(ctx)).use(apiV1(ctx)));
}

export type App = ReturnType<typeof createApp>;

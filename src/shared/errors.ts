import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { fieldErrorsOf } from "./validation-messages";

/**
 * The one error type of the application. Every refusal is an AppError with a stable code and an
 * HTTP status (decisions.md, "Errors"); the app maps it to {success:false, message, error}.
 */
export type ErrorCode =
  | "VALIDATION_ERROR" | "BAD_REQUEST" | "UNAUTHORIZED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT"
  | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "URL_NOT_ALLOWED" | "RATE_LIMITED"
  | "UPSTREAM_ERROR" | "FEATURE_DISABLED" | "UPSTREAM_TIMEOUT" | "INTERNAL_ERROR" | "RANGE_NOT_SATISFIABLE"
  | "INSUFFICIENT_STORAGE";

export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 422, BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404,
  CONFLICT: 409, PAYLOAD_TOO_LARGE: 413, UNSUPPORTED_MEDIA_TYPE: 415, URL_NOT_ALLOWED: 422,
  RATE_LIMITED: 429, UPSTREAM_ERROR: 502, FEATURE_DISABLED: 503, UPSTREAM_TIMEOUT: 504,
  INTERNAL_ERROR: 500, RANGE_NOT_SATISFIABLE: 416, INSUFFICIENT_STORAGE: 507,
};

export interface FieldError { field: string; message: string }

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { details?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = STATUS_OF[code];
  }
}

export const errors = {
  validation: (message: string, details: FieldError[] = []) => new AppError("VALIDATION_ERROR", message, { details }),
  badRequest: (message: string) => new AppError("BAD_REQUEST", message),
  unauthorized: (message = "Authentication required") => new AppError("UNAUTHORIZED", message),
  forbidden: (message = "Your role does not allow this") => new AppError("FORBIDDEN", message),
  notFound: (what = "Resource") => new AppError("NOT_FOUND", `${what} not found`),
  conflict: (message: string) => new AppError("CONFLICT", message),
  tooLarge: (message: string) => new AppError("PAYLOAD_TOO_LARGE", message),
  unsupportedMedia: (message: string) => new AppError("UNSUPPORTED_MEDIA_TYPE", message),
  urlNotAllowed: (message: string) => new AppError("URL_NOT_ALLOWED", message),
  rateLimited: (message: string, retryAfterSeconds: number) =>
    new AppError("RATE_LIMITED", message, { headers: { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) } }),
  upstream: (message: string) => new AppError("UPSTREAM_ERROR", message),
  featureDisabled: (message: string) => new AppError("FEATURE_DISABLED", message),
  upstreamTimeout: (message: string) => new AppError("UPSTREAM_TIMEOUT", message),
  rangeNotSatisfiable: (size: number) => new AppError("RANGE_NOT_SATISFIABLE", `The requested byte range lies outside the file (${size} bytes)`, {
    headers: { "Content-Range": `bytes */${size}` },
  }),
  insufficientStorage: (message = "The appliance's disk is almost full; nothing was stored. Ask IT to free space, then try again.") =>
    new AppError("INSUFFICIENT_STORAGE", message),
};

export interface ErrorBody {
  success: false;
  message: string;
  error: ErrorCode;
  details?: FieldError[];
  request_id?: string;
}

export function errorBody(err: AppError, requestId?: string): ErrorBody {
  const body: ErrorBody = { success: false, message: err.message, error: err.code };
  if (err.extra.details?.length) body.details = err.extra.details;
  if (requestId && err.code === "INTERNAL_ERROR") body.request_id = requestId;
  return body;
}

/** The field errors of a value against a schema, for bodies a route reads itself (multipart fields, JSON). */
export function schemaFieldErrors(schema: TSchema, value: unknown): FieldError[] {
  return fieldErrorsOf(Value.Errors(schema, value), "body", 20);
}

import { t } from "elysia";

/** The error body of decisions.md, for the OpenAPI document. */
export const errorSchema = t.Object({
  success: t.Literal(false),
  message: t.String(),
  error: t.String({ description: "Stable error code, e.g. VALIDATION_ERROR, NOT_FOUND" }),
  details: t.Optional(t.Array(t.Object({ field: t.String(), message: t.String() }))),
  request_id: t.Optional(t.String()),
}, { title: "Error" });

/** Error responses every authenticated route can give. */
export const authErrors = {
  401: errorSchema,
  403: errorSchema,
  422: errorSchema,
  500: errorSchema,
} as const;

export const withErrors = { ...authErrors, 404: errorSchema } as const;

/** Route `detail` for the document: tag, summary and the bearer requirement. */
export const doc = (tag: string, summary: string, extra: Record<string, unknown> = {}) => ({
  detail: { tags: [tag], summary, security: [{ bearerAuth: [] }], ...extra },
});

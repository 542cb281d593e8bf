import { t } from "elysia";

/** page / page_size as decisions.md fixes them for every listing. */
export const pageQuery = {
  // Bounded so that (page - 1) * page_size stays an exact integer SQLite takes as OFFSET.
  page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
  page_size: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 25 })),
};

export function pageOf(query: { page?: number; page_size?: number }) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

export function pageResponse<T>(items: T[], total: number, p: { page: number; pageSize: number }) {
  return { items, total, page: p.page, page_size: p.pageSize, total_pages: Math.ceil(total / p.pageSize) };
}

/** Schema of a page of `item`, for the OpenAPI document. */
export const pageOfSchema = <T extends import("elysia").TSchema>(item: T) =>
  t.Object({ items: t.Array(item), total: t.Integer(), page: t.Integer(), page_size: t.Integer(), total_pages: t.Integer() });

/** Rows fetched by `WHERE id IN (...)` put back in the order of `ids` (an index walk or a ranked search chose it). */
export function orderByIds<T>(rows: T[], ids: readonly string[], idOf: (row: T) => string): T[] {
  const position = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => position.get(idOf(a))! - position.get(idOf(b))!);
}

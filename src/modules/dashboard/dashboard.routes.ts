import { Elysia, t } from "elysia";
import type { AppContext } from "../../context";
import { authErrors, doc } from "../../shared/openapi";
import { authPlugin } from "../auth/auth.plugin";
import { dashboard } from "./dashboard.service";

const count = (description: string) => t.Integer({ minimum: 0, description });
const dashboardResponse = t.Object({
  products_without_sds: count("active products with no SDS attached (GET /chem/products?sds_missing=true)"),
  sds_needs_review: count("current SDSs whose values read by the parser need a person's check (library parse_status=needs_review)"),
  sds_needs_ocr: count("current SDSs waiting for text recognition (library parse_status=needs_ocr)"),
  sds_failed: count("current SDSs the parser could not read (library parse_status=failed)"),
  reviews_pending: count("current SDSs the company has not reviewed yet (library review_status=pending)"),
  sds_older_than_3_years: count("current SDSs revised before old_sds_revised_before (library revised_before=...)"),
  old_sds_revised_before: t.String({ description: "YYYY-MM-DD, three years before today" }),
  pesticide_labels_needed: count("active pesticide products without a linked label (GET /chem/products?is_pesticide=true)"),
}, { title: "Dashboard" });

/** The EHS manager's dashboard: counts of what needs attention (viewer and up). */
export const dashboardRoutes = (ctx: AppContext) =>
  new Elysia()
    .use(authPlugin(ctx))
    .get("/dashboard", ({ actor }) => dashboard(ctx, actor), {
      role: "viewer", response: { 200: dashboardResponse, ...authErrors },
      ...doc("Dashboard", "What needs attention: counts that lead to the filtered lists"),
    });

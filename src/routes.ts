import { Elysia } from "elysia";
import type { AppContext } from "./context";
import { adminRoutes } from "./modules/admin/admin.routes";
import { authRoutes } from "./modules/auth/auth.routes";
import { auditRoutes } from "./modules/audit/audit.routes";
import { jobsRoutes } from "./modules/jobs/jobs.routes";
import { sdsRoutes } from "./modules/sds/sds.routes";
import { sdsUploadRoutes } from "./modules/sds/sds-upload.routes";
import { sdsSuggestionRoutes } from "./modules/sds/sds-suggestions.routes";
import { sdsCorrectionRoutes } from "./modules/sds/sds-corrections.routes";
import { inventoryRoutes } from "./modules/inventory/inventory.routes";
import { productCatalogRoutes } from "./modules/inventory/product-catalog.routes";
import { labelsRoutes } from "./modules/labels/labels.routes";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { connectorsRoutes } from "./modules/connectors/connectors.routes";
import { connectorStatusRoutes } from "./modules/connectors/connectors-status.routes";
import { printingRoutes } from "./modules/printing/printing.routes";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes";
import { stationLinkRoutes, stationRoutes } from "./modules/station/station.routes";
import { bindersRoutes } from "./modules/binders/binders.routes";

/** Every route group of /api/v1. A module adds its routes here. */
export const apiV1 = (ctx: AppContext) =>
  new Elysia({ prefix: "/v1" })
    .use(authRoutes(ctx))
    .use(adminRoutes(ctx))
    .use(jobsRoutes(ctx))
    .use(auditRoutes(ctx))
    .use(sdsRoutes(ctx))
    .use(sdsUploadRoutes(ctx))
    .use(sdsSuggestionRoutes(ctx))
    .use(sdsCorrectionRoutes(ctx))
    .use(inventoryRoutes(ctx))
    .use(productCatalogRoutes(ctx))
    .use(labelsRoutes(ctx))
    .use(notificationsRoutes(ctx))
    .use(reportsRoutes(ctx))
    .use(connectorsRoutes(ctx))
    .use(connectorStatusRoutes(ctx))
    .use(printingRoutes(ctx))
    .use(stationLinkRoutes(ctx))
    .use(stationRoutes(ctx))
    .use(dashboardRoutes(ctx))
    .use(bindersRoutes(ctx));

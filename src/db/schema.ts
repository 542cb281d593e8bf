// Every table of the application, for drizzle-kit and for typed queries.
export * from "../modules/admin/admin.table";
export * from "../modules/auth/users.table";
export * from "../modules/audit/audit.table";
export * from "../modules/inventory/inventory.table";
export * from "../modules/sds/sds.table";
export * from "../modules/connectors/websearch.table";
export * from "../modules/labels/labels.table";
export * from "../modules/jobs/jobs.table";
export * from "../modules/notifications/notifications.table";
export * from "../modules/reports/reports.table";
export * from "../modules/station/station.table";
export * from "../modules/binders/binders.table";

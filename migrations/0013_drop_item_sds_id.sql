DROP INDEX `inventory_company_sds_idx`;--> statement-breakpoint
ALTER TABLE `inventory_items` DROP COLUMN `sds_id`;
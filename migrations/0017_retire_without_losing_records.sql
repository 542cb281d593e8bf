CREATE TABLE `removed_inventory_counts` (
	`company_id` text NOT NULL,
	`site_id` text NOT NULL,
	`location_key` text NOT NULL,
	`sds_missing` integer NOT NULL,
	`is_pesticide` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`)
);
--> statement-breakpoint
CREATE TABLE `removed_inventory_items` (
	`chemical_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`company_product_id` text NOT NULL,
	`site_id` text NOT NULL,
	`location_id` text,
	`product_name` text NOT NULL,
	`manufacturer` text NOT NULL,
	`sds_id` text,
	`container_size` real NOT NULL,
	`size_unit` text NOT NULL,
	`quantity` integer NOT NULL,
	`data_source` text,
	`extraction_confidence` real,
	`notes` text,
	`created_by_user_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`removed_at` text NOT NULL,
	`removed_by_user_id` text,
	`product_name_key` text NOT NULL,
	`manufacturer_key` text NOT NULL,
	`product_is_pesticide` integer NOT NULL,
	`product_sds_missing` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_product_id`) REFERENCES `company_products`(`company_product_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`site_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`location_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `removed_company_site_idx` ON `removed_inventory_items` (`company_id`,`site_id`,`location_id`,`product_name_key`,`chemical_id`,`product_sds_missing`,`product_is_pesticide`);--> statement-breakpoint
CREATE INDEX `removed_company_product_idx` ON `removed_inventory_items` (`company_id`,`company_product_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`created_at`,`product_name_key`,`manufacturer_key`,`quantity`,`container_size`,`chemical_id`);--> statement-breakpoint
CREATE INDEX `removed_created_cov_idx` ON `removed_inventory_items` (`company_id`,`created_at`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `removed_name_cov_idx` ON `removed_inventory_items` (`company_id`,`product_name_key`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `removed_mfr_cov_idx` ON `removed_inventory_items` (`company_id`,`manufacturer_key`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `removed_quantity_cov_idx` ON `removed_inventory_items` (`company_id`,`quantity`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `removed_size_cov_idx` ON `removed_inventory_items` (`company_id`,`container_size`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
ALTER TABLE `locations` ADD `is_active` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `updated_at` text;--> statement-breakpoint
ALTER TABLE `company_sds_mappings` ADD `archived_at` text;--> statement-breakpoint
ALTER TABLE `company_sds_mappings` ADD `archived_by_user_id` text;--> statement-breakpoint
ALTER TABLE `reports` ADD `include_removed` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (issue 10 item 3). Removed records' totals are sums over groups, as inventory_counts'.
CREATE TRIGGER `removed_inventory_counts_ai` AFTER INSERT ON `removed_inventory_items` BEGIN
	INSERT INTO `removed_inventory_counts` (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`, `n`)
		VALUES (new.`company_id`, new.`site_id`, coalesce(new.`location_id`, ''), new.`product_sds_missing`, new.`product_is_pesticide`, 1)
		ON CONFLICT (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;--> statement-breakpoint
-- An archived mapping leaves the library listing: the library's covering indexes carry archived_at, so
-- the walk still reads no table row.
DROP INDEX IF EXISTS `mappings_company_name_nocase_idx`;--> statement-breakpoint
CREATE INDEX `mappings_company_name_nocase_idx` ON `company_sds_mappings` (`company_id`, `product_name` COLLATE NOCASE, `sds_id`, `library_key`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`, `archived_at`);--> statement-breakpoint
DROP INDEX IF EXISTS `mappings_company_mfr_nocase_idx`;--> statement-breakpoint
CREATE INDEX `mappings_company_mfr_nocase_idx` ON `company_sds_mappings` (`company_id`, `manufacturer` COLLATE NOCASE, `sds_id`, `library_key`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`, `archived_at`);--> statement-breakpoint
DROP INDEX IF EXISTS `mappings_company_rev_cov_idx`;--> statement-breakpoint
CREATE INDEX `mappings_company_rev_cov_idx` ON `company_sds_mappings` (`company_id`, `revision_date`, `sds_id`, `library_key`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`, `archived_at`);--> statement-breakpoint
DROP INDEX IF EXISTS `mappings_company_first_cov_idx`;--> statement-breakpoint
CREATE INDEX `mappings_company_first_cov_idx` ON `company_sds_mappings` (`company_id`, `first_mapped_at`, `sds_id`, `library_key`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`, `archived_at`);--> statement-breakpoint
DROP INDEX IF EXISTS `mappings_company_filters_idx`;--> statement-breakpoint
CREATE INDEX `mappings_company_filters_idx` ON `company_sds_mappings` (`company_id`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`, `archived_at`);--> statement-breakpoint
-- ... and its full-text row carries the flag token `farch` (searches add NOT flags:farch). No mapping
-- is archived yet, so the existing rows need no rewrite; only the triggers learn the flag.
DROP TRIGGER IF EXISTS `sds_library_fts_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sds_library_fts_au`;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_ai` AFTER INSERT ON `company_sds_mappings` BEGIN
	UPDATE `company_sds_mappings` SET `library_key` = (SELECT coalesce(max(`library_key`), 0) + 1 FROM `company_sds_mappings`)
		WHERE rowid = new.rowid AND `library_key` IS NULL;
	INSERT INTO `sds_library_fts` (rowid, product_name, manufacturer, company_key, flags, sds_id, revision_date, first_mapped_at)
		SELECT library_key, product_name, manufacturer, 'c' || replace(company_id, '-', ''),
			(CASE WHEN superseded_in_company THEN 'fsup' ELSE 'fcur' END) || ' ' || (CASE WHEN mapped_to_inventory_count > 0 THEN 'fattach' ELSE 'fstand' END) || ' frv' || review_status
				|| (CASE WHEN archived_at IS NOT NULL THEN ' farch' ELSE '' END),
			sds_id, revision_date, first_mapped_at
		FROM `company_sds_mappings` WHERE rowid = new.rowid;
END;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_au` AFTER UPDATE ON `company_sds_mappings`
WHEN old.product_name IS NOT new.product_name OR old.manufacturer IS NOT new.manufacturer OR old.revision_date IS NOT new.revision_date
	OR old.superseded_in_company IS NOT new.superseded_in_company OR old.review_status IS NOT new.review_status
	OR (old.mapped_to_inventory_count > 0) IS NOT (new.mapped_to_inventory_count > 0) OR (old.archived_at IS NULL) IS NOT (new.archived_at IS NULL) BEGIN
	DELETE FROM `sds_library_fts` WHERE rowid = old.library_key;
	INSERT INTO `sds_library_fts` (rowid, product_name, manufacturer, company_key, flags, sds_id, revision_date, first_mapped_at)
	VALUES (new.library_key, new.product_name, new.manufacturer, 'c' || replace(new.company_id, '-', ''),
		(CASE WHEN new.superseded_in_company THEN 'fsup' ELSE 'fcur' END) || ' ' || (CASE WHEN new.mapped_to_inventory_count > 0 THEN 'fattach' ELSE 'fstand' END) || ' frv' || new.review_status
			|| (CASE WHEN new.archived_at IS NOT NULL THEN ' farch' ELSE '' END),
		new.sds_id, new.revision_date, new.first_mapped_at);
END;

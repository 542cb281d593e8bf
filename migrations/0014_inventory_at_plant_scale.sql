CREATE TABLE `inventory_counts` (
	`company_id` text NOT NULL,
	`site_id` text NOT NULL,
	`location_key` text NOT NULL,
	`sds_missing` integer NOT NULL,
	`is_pesticide` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`)
);
--> statement-breakpoint
DROP INDEX `inventory_company_created_idx`;--> statement-breakpoint
DROP INDEX `inventory_company_site_idx`;--> statement-breakpoint
DROP INDEX `inventory_company_product_idx`;--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `product_name_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `manufacturer_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `product_is_pesticide` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `inventory_items` ADD `product_sds_missing` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `inventory_created_cov_idx` ON `inventory_items` (`company_id`,`created_at`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `inventory_name_cov_idx` ON `inventory_items` (`company_id`,`product_name_key`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `inventory_mfr_cov_idx` ON `inventory_items` (`company_id`,`manufacturer_key`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `inventory_quantity_cov_idx` ON `inventory_items` (`company_id`,`quantity`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `inventory_size_cov_idx` ON `inventory_items` (`company_id`,`container_size`,`chemical_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `inventory_company_site_idx` ON `inventory_items` (`company_id`,`site_id`,`location_id`,`product_name_key`,`chemical_id`,`product_sds_missing`,`product_is_pesticide`);--> statement-breakpoint
CREATE INDEX `inventory_company_product_idx` ON `inventory_items` (`company_id`,`company_product_id`,`site_id`,`location_id`,`product_sds_missing`,`product_is_pesticide`,`created_at`,`product_name_key`,`manufacturer_key`,`quantity`,`container_size`,`chemical_id`);--> statement-breakpoint
ALTER TABLE `company_products` ADD `product_key` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `products_product_key_uq` ON `company_products` (`product_key`);--> statement-breakpoint
CREATE INDEX `products_created_cov_idx` ON `company_products` (`company_id`,`created_at`,`company_product_id`,`is_active`,`is_pesticide`,`sds_missing`,`internal_sku`,`epa_registration_number`,`barcode_upc`);--> statement-breakpoint
CREATE INDEX `products_name_cov_idx` ON `company_products` (`company_id`,`product_name_normalized`,`company_product_id`,`is_active`,`is_pesticide`,`sds_missing`,`internal_sku`,`epa_registration_number`,`barcode_upc`);--> statement-breakpoint
CREATE INDEX `products_mfr_cov_idx` ON `company_products` (`company_id`,`manufacturer_normalized`,`company_product_id`,`is_active`,`is_pesticide`,`sds_missing`,`internal_sku`,`epa_registration_number`,`barcode_upc`);--> statement-breakpoint
-- Issue 15: a page of inventory costs its page. Items carry copies of their product's sort and filter
-- values (written only by the triggers below), so every listing is a walk of one covering index.
UPDATE `inventory_items` SET `product_name_key` = p.`product_name_normalized`, `manufacturer_key` = p.`manufacturer_normalized`,
	`product_is_pesticide` = p.`is_pesticide`, `product_sds_missing` = (p.`current_sds_id` IS NULL)
FROM `company_products` p WHERE p.`company_product_id` = `inventory_items`.`company_product_id`;--> statement-breakpoint
CREATE TRIGGER `inventory_product_keys_ai` AFTER INSERT ON `inventory_items` BEGIN
	UPDATE `inventory_items` SET `product_name_key` = p.`product_name_normalized`, `manufacturer_key` = p.`manufacturer_normalized`,
		`product_is_pesticide` = p.`is_pesticide`, `product_sds_missing` = (p.`current_sds_id` IS NULL)
	FROM `company_products` p WHERE p.`company_product_id` = new.`company_product_id` AND `inventory_items`.rowid = new.rowid;
END;--> statement-breakpoint
CREATE TRIGGER `inventory_product_keys_au` AFTER UPDATE OF `company_product_id` ON `inventory_items` BEGIN
	UPDATE `inventory_items` SET `product_name_key` = p.`product_name_normalized`, `manufacturer_key` = p.`manufacturer_normalized`,
		`product_is_pesticide` = p.`is_pesticide`, `product_sds_missing` = (p.`current_sds_id` IS NULL)
	FROM `company_products` p WHERE p.`company_product_id` = new.`company_product_id` AND `inventory_items`.rowid = new.rowid;
END;--> statement-breakpoint
CREATE TRIGGER `products_inventory_keys_au` AFTER UPDATE OF `product_name_normalized`, `manufacturer_normalized`, `is_pesticide`, `sds_missing`, `current_sds_id` ON `company_products`
WHEN old.`product_name_normalized` IS NOT new.`product_name_normalized` OR old.`manufacturer_normalized` IS NOT new.`manufacturer_normalized`
	OR old.`is_pesticide` IS NOT new.`is_pesticide` OR (old.`current_sds_id` IS NULL) IS NOT (new.`current_sds_id` IS NULL) BEGIN
	UPDATE `inventory_items` SET `product_name_key` = new.`product_name_normalized`, `manufacturer_key` = new.`manufacturer_normalized`,
		`product_is_pesticide` = new.`is_pesticide`, `product_sds_missing` = (new.`current_sds_id` IS NULL)
	WHERE `company_id` = new.`company_id` AND `company_product_id` = new.`company_product_id`;
END;--> statement-breakpoint
-- Inventory search: the company's products in FTS5 (rowid = product_key, a stable integer key, as the
-- library does with library_key in migration 0006); a search selects products, the items follow.
UPDATE `company_products` SET `product_key` = rowid WHERE `product_key` IS NULL;--> statement-breakpoint
CREATE VIRTUAL TABLE `inventory_search_fts` USING fts5(
	product_name, manufacturer, cas_number, internal_sku, company_key, company_product_id UNINDEXED,
	tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);--> statement-breakpoint
INSERT INTO `inventory_search_fts` (rowid, product_name, manufacturer, cas_number, internal_sku, company_key, company_product_id)
	SELECT `product_key`, `product_name`, `manufacturer`, coalesce(`cas_number`, ''), coalesce(`internal_sku`, ''), 'c' || replace(`company_id`, '-', ''), `company_product_id`
	FROM `company_products`;--> statement-breakpoint
CREATE TRIGGER `inventory_search_fts_ai` AFTER INSERT ON `company_products` BEGIN
	UPDATE `company_products` SET `product_key` = (SELECT coalesce(max(`product_key`), 0) + 1 FROM `company_products`)
		WHERE rowid = new.rowid AND `product_key` IS NULL;
	INSERT INTO `inventory_search_fts` (rowid, product_name, manufacturer, cas_number, internal_sku, company_key, company_product_id)
		SELECT `product_key`, `product_name`, `manufacturer`, coalesce(`cas_number`, ''), coalesce(`internal_sku`, ''), 'c' || replace(`company_id`, '-', ''), `company_product_id`
		FROM `company_products` WHERE rowid = new.rowid;
END;--> statement-breakpoint
CREATE TRIGGER `inventory_search_fts_au` AFTER UPDATE OF `product_name`, `manufacturer`, `cas_number`, `internal_sku` ON `company_products` BEGIN
	DELETE FROM `inventory_search_fts` WHERE rowid = old.`product_key`;
	INSERT INTO `inventory_search_fts` (rowid, product_name, manufacturer, cas_number, internal_sku, company_key, company_product_id)
		VALUES (new.`product_key`, new.`product_name`, new.`manufacturer`, coalesce(new.`cas_number`, ''), coalesce(new.`internal_sku`, ''), 'c' || replace(new.`company_id`, '-', ''), new.`company_product_id`);
END;--> statement-breakpoint
CREATE TRIGGER `inventory_search_fts_ad` AFTER DELETE ON `company_products` BEGIN
	DELETE FROM `inventory_search_fts` WHERE rowid = old.`product_key`;
END;
--> statement-breakpoint
-- Issue 15: the total of a filtered listing is summed from these groups (every change of an item is a
-- +1/-1 delta on its group, so the order in which triggers run does not matter).
INSERT INTO `inventory_counts` (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`, `n`)
	SELECT `company_id`, `site_id`, coalesce(`location_id`, ''), `product_sds_missing`, `product_is_pesticide`, count(*)
	FROM `inventory_items` GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
CREATE TRIGGER `inventory_counts_ai` AFTER INSERT ON `inventory_items` BEGIN
	INSERT INTO `inventory_counts` (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`, `n`)
		VALUES (new.`company_id`, new.`site_id`, coalesce(new.`location_id`, ''), new.`product_sds_missing`, new.`product_is_pesticide`, 1)
		ON CONFLICT (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;--> statement-breakpoint
CREATE TRIGGER `inventory_counts_ad` AFTER DELETE ON `inventory_items` BEGIN
	INSERT INTO `inventory_counts` (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`, `n`)
		VALUES (old.`company_id`, old.`site_id`, coalesce(old.`location_id`, ''), old.`product_sds_missing`, old.`product_is_pesticide`, -1)
		ON CONFLICT (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;--> statement-breakpoint
CREATE TRIGGER `inventory_counts_au` AFTER UPDATE OF `site_id`, `location_id`, `product_sds_missing`, `product_is_pesticide` ON `inventory_items`
WHEN old.`site_id` IS NOT new.`site_id` OR old.`location_id` IS NOT new.`location_id`
	OR old.`product_sds_missing` IS NOT new.`product_sds_missing` OR old.`product_is_pesticide` IS NOT new.`product_is_pesticide` BEGIN
	INSERT INTO `inventory_counts` (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`, `n`)
		VALUES (old.`company_id`, old.`site_id`, coalesce(old.`location_id`, ''), old.`product_sds_missing`, old.`product_is_pesticide`, -1)
		ON CONFLICT (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`) DO UPDATE SET `n` = `n` + excluded.`n`;
	INSERT INTO `inventory_counts` (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`, `n`)
		VALUES (new.`company_id`, new.`site_id`, coalesce(new.`location_id`, ''), new.`product_sds_missing`, new.`product_is_pesticide`, 1)
		ON CONFLICT (`company_id`, `site_id`, `location_key`, `sds_missing`, `is_pesticide`) DO UPDATE SET `n` = `n` + excluded.`n`;
END;

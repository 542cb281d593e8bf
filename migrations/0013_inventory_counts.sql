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

CREATE TABLE `product_site_counts` (
	`company_id` text NOT NULL,
	`company_product_id` text NOT NULL,
	`site_id` text NOT NULL,
	`items` integer DEFAULT 0 NOT NULL,
	`removed` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`company_id`, `company_product_id`, `site_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `products_key_cov_idx` ON `company_products` (`product_key`,`company_id`,`company_product_id`);--> statement-breakpoint
-- Hand-written (issue 15, round 2). A search at one site totals its matching products' rows here (a
-- narrow clustered table) instead of counting their items in the wide covering index; every change
-- of an item is a +1/-1 delta on its (product, site) row, as inventory_counts' are (0014).
INSERT INTO `product_site_counts` (`company_id`, `company_product_id`, `site_id`, `items`, `removed`)
	SELECT `company_id`, `company_product_id`, `site_id`, sum(`live`), sum(1 - `live`) FROM (
		SELECT `company_id`, `company_product_id`, `site_id`, 1 AS `live` FROM `inventory_items`
		UNION ALL SELECT `company_id`, `company_product_id`, `site_id`, 0 FROM `removed_inventory_items`)
	GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER `product_site_counts_ai` AFTER INSERT ON `inventory_items` BEGIN
	INSERT INTO `product_site_counts` (`company_id`, `company_product_id`, `site_id`, `items`) VALUES (new.`company_id`, new.`company_product_id`, new.`site_id`, 1)
		ON CONFLICT (`company_id`, `company_product_id`, `site_id`) DO UPDATE SET `items` = `items` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `product_site_counts_ad` AFTER DELETE ON `inventory_items` BEGIN
	INSERT INTO `product_site_counts` (`company_id`, `company_product_id`, `site_id`, `items`) VALUES (old.`company_id`, old.`company_product_id`, old.`site_id`, -1)
		ON CONFLICT (`company_id`, `company_product_id`, `site_id`) DO UPDATE SET `items` = `items` - 1;
END;--> statement-breakpoint
CREATE TRIGGER `product_site_counts_au` AFTER UPDATE OF `company_id`, `company_product_id`, `site_id` ON `inventory_items`
WHEN old.`company_id` IS NOT new.`company_id` OR old.`company_product_id` IS NOT new.`company_product_id` OR old.`site_id` IS NOT new.`site_id` BEGIN
	INSERT INTO `product_site_counts` (`company_id`, `company_product_id`, `site_id`, `items`) VALUES (old.`company_id`, old.`company_product_id`, old.`site_id`, -1)
		ON CONFLICT (`company_id`, `company_product_id`, `site_id`) DO UPDATE SET `items` = `items` - 1;
	INSERT INTO `product_site_counts` (`company_id`, `company_product_id`, `site_id`, `items`) VALUES (new.`company_id`, new.`company_product_id`, new.`site_id`, 1)
		ON CONFLICT (`company_id`, `company_product_id`, `site_id`) DO UPDATE SET `items` = `items` + 1;
END;--> statement-breakpoint
CREATE TRIGGER `product_site_counts_removed_ai` AFTER INSERT ON `removed_inventory_items` BEGIN
	INSERT INTO `product_site_counts` (`company_id`, `company_product_id`, `site_id`, `removed`) VALUES (new.`company_id`, new.`company_product_id`, new.`site_id`, 1)
		ON CONFLICT (`company_id`, `company_product_id`, `site_id`) DO UPDATE SET `removed` = `removed` + 1;
END;
--> statement-breakpoint
-- Removed records are never deleted today; should a purge come, the counts follow it.
CREATE TRIGGER `product_site_counts_removed_ad` AFTER DELETE ON `removed_inventory_items` BEGIN
	INSERT INTO `product_site_counts` (`company_id`, `company_product_id`, `site_id`, `removed`) VALUES (old.`company_id`, old.`company_product_id`, old.`site_id`, -1)
		ON CONFLICT (`company_id`, `company_product_id`, `site_id`) DO UPDATE SET `removed` = `removed` - 1;
END;

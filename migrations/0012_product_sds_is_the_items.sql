-- An inventory item's SDS is its product's current SDS (issue 10 item 1). Before the per-item column
-- goes (0013): a product without an SDS takes the one its most recently changed item carried.
UPDATE `company_products` SET `current_sds_id` = (
	SELECT i.`sds_id` FROM `inventory_items` i
	WHERE i.`company_id` = `company_products`.`company_id` AND i.`company_product_id` = `company_products`.`company_product_id` AND i.`sds_id` IS NOT NULL
	ORDER BY i.`updated_at` DESC LIMIT 1)
WHERE `current_sds_id` IS NULL AND EXISTS (
	SELECT 1 FROM `inventory_items` i
	WHERE i.`company_id` = `company_products`.`company_id` AND i.`company_product_id` = `company_products`.`company_product_id` AND i.`sds_id` IS NOT NULL);--> statement-breakpoint
UPDATE `company_products` SET `sds_missing` = (`current_sds_id` IS NULL);--> statement-breakpoint
-- Every mapping's count recomputed from the one source: items whose product's current SDS it is.
UPDATE `company_sds_mappings` SET `mapped_to_inventory_count` = (
	SELECT count(*) FROM `inventory_items` i JOIN `company_products` p ON p.`company_product_id` = i.`company_product_id`
	WHERE i.`company_id` = `company_sds_mappings`.`company_id` AND p.`company_id` = `company_sds_mappings`.`company_id`
		AND p.`current_sds_id` = `company_sds_mappings`.`sds_id`);--> statement-breakpoint
-- From here on the database keeps the counts and sds_missing itself: no application path can forget one.
CREATE TRIGGER `inventory_sds_count_insert` AFTER INSERT ON `inventory_items` BEGIN
	UPDATE `company_sds_mappings` SET `mapped_to_inventory_count` = `mapped_to_inventory_count` + 1
	WHERE `company_id` = new.`company_id`
		AND `sds_id` = (SELECT `current_sds_id` FROM `company_products` WHERE `company_product_id` = new.`company_product_id`);
END;--> statement-breakpoint
CREATE TRIGGER `inventory_sds_count_delete` AFTER DELETE ON `inventory_items` BEGIN
	UPDATE `company_sds_mappings` SET `mapped_to_inventory_count` = max(0, `mapped_to_inventory_count` - 1)
	WHERE `company_id` = old.`company_id`
		AND `sds_id` = (SELECT `current_sds_id` FROM `company_products` WHERE `company_product_id` = old.`company_product_id`);
END;--> statement-breakpoint
CREATE TRIGGER `inventory_sds_count_product_change` AFTER UPDATE OF `company_product_id` ON `inventory_items`
WHEN old.`company_product_id` IS NOT new.`company_product_id` BEGIN
	UPDATE `company_sds_mappings` SET `mapped_to_inventory_count` = max(0, `mapped_to_inventory_count` - 1)
	WHERE `company_id` = old.`company_id`
		AND `sds_id` = (SELECT `current_sds_id` FROM `company_products` WHERE `company_product_id` = old.`company_product_id`);
	UPDATE `company_sds_mappings` SET `mapped_to_inventory_count` = `mapped_to_inventory_count` + 1
	WHERE `company_id` = new.`company_id`
		AND `sds_id` = (SELECT `current_sds_id` FROM `company_products` WHERE `company_product_id` = new.`company_product_id`);
END;--> statement-breakpoint
CREATE TRIGGER `product_sds_change` AFTER UPDATE OF `current_sds_id` ON `company_products`
WHEN old.`current_sds_id` IS NOT new.`current_sds_id` BEGIN
	UPDATE `company_sds_mappings` SET `mapped_to_inventory_count` = max(0, `mapped_to_inventory_count` - (
		SELECT count(*) FROM `inventory_items` WHERE `company_id` = old.`company_id` AND `company_product_id` = old.`company_product_id`))
	WHERE `company_id` = old.`company_id` AND `sds_id` = old.`current_sds_id`;
	UPDATE `company_sds_mappings` SET `mapped_to_inventory_count` = `mapped_to_inventory_count` + (
		SELECT count(*) FROM `inventory_items` WHERE `company_id` = new.`company_id` AND `company_product_id` = new.`company_product_id`)
	WHERE `company_id` = new.`company_id` AND `sds_id` = new.`current_sds_id`;
	UPDATE `company_products` SET `sds_missing` = (new.`current_sds_id` IS NULL) WHERE `company_product_id` = new.`company_product_id`;
END;

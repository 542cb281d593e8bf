ALTER TABLE `company_products` ADD `item_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 15: a search's total (without a site or location filter) is the sum of its matching products' counts.
UPDATE `company_products` SET `item_count` = (SELECT count(*) FROM `inventory_items` i
	WHERE i.`company_id` = `company_products`.`company_id` AND i.`company_product_id` = `company_products`.`company_product_id`);--> statement-breakpoint
CREATE TRIGGER `products_item_count_ai` AFTER INSERT ON `inventory_items` BEGIN
	UPDATE `company_products` SET `item_count` = `item_count` + 1 WHERE `company_product_id` = new.`company_product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `products_item_count_ad` AFTER DELETE ON `inventory_items` BEGIN
	UPDATE `company_products` SET `item_count` = `item_count` - 1 WHERE `company_product_id` = old.`company_product_id`;
END;--> statement-breakpoint
CREATE TRIGGER `products_item_count_au` AFTER UPDATE OF `company_product_id` ON `inventory_items`
WHEN old.`company_product_id` IS NOT new.`company_product_id` BEGIN
	UPDATE `company_products` SET `item_count` = `item_count` - 1 WHERE `company_product_id` = old.`company_product_id`;
	UPDATE `company_products` SET `item_count` = `item_count` + 1 WHERE `company_product_id` = new.`company_product_id`;
END;

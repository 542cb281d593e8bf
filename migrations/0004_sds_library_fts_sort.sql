-- The sort columns the library offers, stored (unindexed) in the full-text table, so a search is
-- counted, filtered, sorted and paged inside FTS5 without reading a mapping row per match.
DROP TRIGGER IF EXISTS `sds_library_fts_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sds_library_fts_ad`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sds_library_fts_au`;--> statement-breakpoint
DROP TABLE IF EXISTS `sds_library_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `sds_library_fts` USING fts5(
	product_name, manufacturer, company_key, mkey, flags, sds_id UNINDEXED, revision_date UNINDEXED, first_mapped_at UNINDEXED,
	tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);--> statement-breakpoint
INSERT INTO `sds_library_fts` (product_name, manufacturer, company_key, mkey, flags, sds_id, revision_date, first_mapped_at)
	SELECT product_name, manufacturer, 'c' || replace(company_id, '-', ''), 'k' || replace(company_id, '-', '') || replace(sds_id, '-', ''),
		(CASE WHEN superseded_in_company THEN 'fsup' ELSE 'fcur' END) || ' ' || (CASE WHEN mapped_to_inventory_count > 0 THEN 'fattach' ELSE 'fstand' END) || ' frv' || review_status,
		sds_id, revision_date, first_mapped_at
	FROM `company_sds_mappings`;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_ai` AFTER INSERT ON `company_sds_mappings` BEGIN
	INSERT INTO `sds_library_fts` (product_name, manufacturer, company_key, mkey, flags, sds_id, revision_date, first_mapped_at)
	VALUES (new.product_name, new.manufacturer, 'c' || replace(new.company_id, '-', ''), 'k' || replace(new.company_id, '-', '') || replace(new.sds_id, '-', ''),
		(CASE WHEN new.superseded_in_company THEN 'fsup' ELSE 'fcur' END) || ' ' || (CASE WHEN new.mapped_to_inventory_count > 0 THEN 'fattach' ELSE 'fstand' END) || ' frv' || new.review_status,
		new.sds_id, new.revision_date, new.first_mapped_at);
END;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_ad` AFTER DELETE ON `company_sds_mappings` BEGIN
	DELETE FROM `sds_library_fts` WHERE `sds_library_fts` MATCH ('mkey:"k' || replace(old.company_id, '-', '') || replace(old.sds_id, '-', '') || '"');
END;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_au` AFTER UPDATE ON `company_sds_mappings`
WHEN old.product_name IS NOT new.product_name OR old.manufacturer IS NOT new.manufacturer OR old.revision_date IS NOT new.revision_date
	OR old.superseded_in_company IS NOT new.superseded_in_company OR old.review_status IS NOT new.review_status
	OR (old.mapped_to_inventory_count > 0) IS NOT (new.mapped_to_inventory_count > 0) BEGIN
	DELETE FROM `sds_library_fts` WHERE `sds_library_fts` MATCH ('mkey:"k' || replace(old.company_id, '-', '') || replace(old.sds_id, '-', '') || '"');
	INSERT INTO `sds_library_fts` (product_name, manufacturer, company_key, mkey, flags, sds_id, revision_date, first_mapped_at)
	VALUES (new.product_name, new.manufacturer, 'c' || replace(new.company_id, '-', ''), 'k' || replace(new.company_id, '-', '') || replace(new.sds_id, '-', ''),
		(CASE WHEN new.superseded_in_company THEN 'fsup' ELSE 'fcur' END) || ' ' || (CASE WHEN new.mapped_to_inventory_count > 0 THEN 'fattach' ELSE 'fstand' END) || ' frv' || new.review_status,
		new.sds_id, new.revision_date, new.first_mapped_at);
END;

-- Every mapping gets a stable integer key (the rowid of a table without an INTEGER PRIMARY KEY may
-- change on VACUUM), and its full-text row is stored under that key as its rowid. A search that
-- matches a large share of a library can then walk the sort index and test each mapping against the
-- FTS doclist alone, instead of reading and sorting every match (sds-library.repository.ts).
UPDATE `company_sds_mappings` SET `library_key` = rowid WHERE `library_key` IS NULL;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sds_library_fts_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sds_library_fts_ad`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `sds_library_fts_au`;--> statement-breakpoint
DROP TABLE IF EXISTS `sds_library_fts`;--> statement-breakpoint
CREATE VIRTUAL TABLE `sds_library_fts` USING fts5(
	product_name, manufacturer, company_key, flags, sds_id UNINDEXED, revision_date UNINDEXED, first_mapped_at UNINDEXED,
	tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);--> statement-breakpoint
INSERT INTO `sds_library_fts` (rowid, product_name, manufacturer, company_key, flags, sds_id, revision_date, first_mapped_at)
	SELECT library_key, product_name, manufacturer, 'c' || replace(company_id, '-', ''),
		(CASE WHEN superseded_in_company THEN 'fsup' ELSE 'fcur' END) || ' ' || (CASE WHEN mapped_to_inventory_count > 0 THEN 'fattach' ELSE 'fstand' END) || ' frv' || review_status,
		sds_id, revision_date, first_mapped_at
	FROM `company_sds_mappings`;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_ai` AFTER INSERT ON `company_sds_mappings` BEGIN
	UPDATE `company_sds_mappings` SET `library_key` = (SELECT coalesce(max(`library_key`), 0) + 1 FROM `company_sds_mappings`)
		WHERE rowid = new.rowid AND `library_key` IS NULL;
	INSERT INTO `sds_library_fts` (rowid, product_name, manufacturer, company_key, flags, sds_id, revision_date, first_mapped_at)
		SELECT library_key, product_name, manufacturer, 'c' || replace(company_id, '-', ''),
			(CASE WHEN superseded_in_company THEN 'fsup' ELSE 'fcur' END) || ' ' || (CASE WHEN mapped_to_inventory_count > 0 THEN 'fattach' ELSE 'fstand' END) || ' frv' || review_status,
			sds_id, revision_date, first_mapped_at
		FROM `company_sds_mappings` WHERE rowid = new.rowid;
END;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_ad` AFTER DELETE ON `company_sds_mappings` BEGIN
	DELETE FROM `sds_library_fts` WHERE rowid = old.library_key;
END;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_au` AFTER UPDATE ON `company_sds_mappings`
WHEN old.product_name IS NOT new.product_name OR old.manufacturer IS NOT new.manufacturer OR old.revision_date IS NOT new.revision_date
	OR old.superseded_in_company IS NOT new.superseded_in_company OR old.review_status IS NOT new.review_status
	OR (old.mapped_to_inventory_count > 0) IS NOT (new.mapped_to_inventory_count > 0) BEGIN
	DELETE FROM `sds_library_fts` WHERE rowid = old.library_key;
	INSERT INTO `sds_library_fts` (rowid, product_name, manufacturer, company_key, flags, sds_id, revision_date, first_mapped_at)
	VALUES (new.library_key, new.product_name, new.manufacturer, 'c' || replace(new.company_id, '-', ''),
		(CASE WHEN new.superseded_in_company THEN 'fsup' ELSE 'fcur' END) || ' ' || (CASE WHEN new.mapped_to_inventory_count > 0 THEN 'fattach' ELSE 'fstand' END) || ' frv' || new.review_status,
		new.sds_id, new.revision_date, new.first_mapped_at);
END;--> statement-breakpoint
-- The sort indexes carry the key and the filter columns, so the walk reads no table row.
DROP INDEX IF EXISTS `mappings_company_name_nocase_idx`;--> statement-breakpoint
CREATE INDEX `mappings_company_name_nocase_idx` ON `company_sds_mappings` (`company_id`, `product_name` COLLATE NOCASE, `sds_id`, `library_key`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`);--> statement-breakpoint
DROP INDEX IF EXISTS `mappings_company_mfr_nocase_idx`;--> statement-breakpoint
CREATE INDEX `mappings_company_mfr_nocase_idx` ON `company_sds_mappings` (`company_id`, `manufacturer` COLLATE NOCASE, `sds_id`, `library_key`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`);
--> statement-breakpoint
CREATE INDEX `mappings_company_rev_cov_idx` ON `company_sds_mappings` (`company_id`, `revision_date`, `sds_id`, `library_key`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`);--> statement-breakpoint
CREATE INDEX `mappings_company_first_cov_idx` ON `company_sds_mappings` (`company_id`, `first_mapped_at`, `sds_id`, `library_key`, `superseded_in_company`, `review_status`, `mapped_to_inventory_count`);

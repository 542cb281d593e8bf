-- Full-text search over each company's SDS library (product name and manufacturer), kept in step
-- with company_sds_mappings by triggers. company_key scopes a query to one company; mkey names one
-- mapping so a trigger can delete exactly its row (mapping rowids are not stable across VACUUM).
CREATE VIRTUAL TABLE `sds_library_fts` USING fts5(
	product_name, manufacturer, company_key, mkey, sds_id UNINDEXED,
	tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);--> statement-breakpoint
INSERT INTO `sds_library_fts` (product_name, manufacturer, company_key, mkey, sds_id)
	SELECT product_name, manufacturer, 'c' || replace(company_id, '-', ''), 'k' || replace(company_id, '-', '') || replace(sds_id, '-', ''), sds_id
	FROM `company_sds_mappings`;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_ai` AFTER INSERT ON `company_sds_mappings` BEGIN
	INSERT INTO `sds_library_fts` (product_name, manufacturer, company_key, mkey, sds_id)
	VALUES (new.product_name, new.manufacturer, 'c' || replace(new.company_id, '-', ''), 'k' || replace(new.company_id, '-', '') || replace(new.sds_id, '-', ''), new.sds_id);
END;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_ad` AFTER DELETE ON `company_sds_mappings` BEGIN
	DELETE FROM `sds_library_fts` WHERE `sds_library_fts` MATCH ('mkey:"k' || replace(old.company_id, '-', '') || replace(old.sds_id, '-', '') || '"');
END;--> statement-breakpoint
CREATE TRIGGER `sds_library_fts_au` AFTER UPDATE OF product_name, manufacturer ON `company_sds_mappings`
WHEN old.product_name IS NOT new.product_name OR old.manufacturer IS NOT new.manufacturer BEGIN
	DELETE FROM `sds_library_fts` WHERE `sds_library_fts` MATCH ('mkey:"k' || replace(old.company_id, '-', '') || replace(old.sds_id, '-', '') || '"');
	INSERT INTO `sds_library_fts` (product_name, manufacturer, company_key, mkey, sds_id)
	VALUES (new.product_name, new.manufacturer, 'c' || replace(new.company_id, '-', ''), 'k' || replace(new.company_id, '-', '') || replace(new.sds_id, '-', ''), new.sds_id);
END;--> statement-breakpoint
-- Case-insensitive sorting of the library, as a person reads a binder's index.
CREATE INDEX `mappings_company_name_nocase_idx` ON `company_sds_mappings` (`company_id`, `product_name` COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `mappings_company_mfr_nocase_idx` ON `company_sds_mappings` (`company_id`, `manufacturer` COLLATE NOCASE);

CREATE TABLE `sds_suggestions` (
	`suggestion_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`company_product_id` text NOT NULL,
	`sds_id` text NOT NULL,
	`source` text NOT NULL,
	`confidence` real NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text NOT NULL,
	`decided_at` text,
	`decided_by_user_id` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sds_id`) REFERENCES `sds_documents`(`sds_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `suggestions_product_sds_uq` ON `sds_suggestions` (`company_id`,`company_product_id`,`sds_id`);--> statement-breakpoint
CREATE INDEX `suggestions_product_idx` ON `sds_suggestions` (`company_id`,`company_product_id`,`status`);--> statement-breakpoint
ALTER TABLE `company_sds_mappings` ADD `superseded_by_sds_id` text;--> statement-breakpoint
ALTER TABLE `company_sds_mappings` ADD `previous_sds_id` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_product_name` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_manufacturer` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_revision_date` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_revision_number` text;--> statement-breakpoint
-- Hand-written: what parsing already read becomes the document's own identity.
UPDATE `sds_documents` SET
	`parsed_product_name` = CASE WHEN json_extract(`field_sources`, '$.product_name') = 'parsed' THEN `product_name` END,
	`parsed_manufacturer` = CASE WHEN json_extract(`field_sources`, '$.manufacturer') = 'parsed' THEN `manufacturer` END,
	`parsed_revision_date` = CASE WHEN json_extract(`field_sources`, '$.revision_date') = 'parsed' THEN `revision_date` END;--> statement-breakpoint
-- Version state moves to each company's mapping: a company's link to its newer version, and back.
UPDATE `company_sds_mappings` SET `superseded_by_sds_id` = (
	SELECT d.`superseded_by_id` FROM `sds_documents` d WHERE d.`sds_id` = `company_sds_mappings`.`sds_id`
) WHERE `superseded_in_company` = 1;--> statement-breakpoint
UPDATE `company_sds_mappings` SET `previous_sds_id` = (
	SELECT d.`previous_version_id` FROM `sds_documents` d WHERE d.`sds_id` = `company_sds_mappings`.`sds_id`
) WHERE EXISTS (
	SELECT 1 FROM `sds_documents` d JOIN `company_sds_mappings` p ON p.`sds_id` = d.`previous_version_id` AND p.`company_id` = `company_sds_mappings`.`company_id`
	WHERE d.`sds_id` = `company_sds_mappings`.`sds_id`
);--> statement-breakpoint
-- A company that did not contribute a document sees only what the document says (sds-view.ts).
UPDATE `company_sds_mappings` SET
	`product_name` = (SELECT coalesce(d.`parsed_product_name`, CASE WHEN d.`sds_parsed` THEN 'Unnamed SDS ' ELSE 'Unread SDS ' END || substr(d.`file_checksum`, 1, 8)) FROM `sds_documents` d WHERE d.`sds_id` = `company_sds_mappings`.`sds_id`),
	`manufacturer` = (SELECT coalesce(d.`parsed_manufacturer`, 'Unknown manufacturer') FROM `sds_documents` d WHERE d.`sds_id` = `company_sds_mappings`.`sds_id`),
	`revision_date` = (SELECT d.`parsed_revision_date` FROM `sds_documents` d WHERE d.`sds_id` = `company_sds_mappings`.`sds_id`)
WHERE `company_id` IS NOT (SELECT d.`contributed_by_company_id` FROM `sds_documents` d WHERE d.`sds_id` = `company_sds_mappings`.`sds_id`);--> statement-breakpoint
-- The global repository is searched by the document's own identity, never by what a company typed.
CREATE VIRTUAL TABLE `sds_repository_fts` USING fts5(
	product_name, manufacturer, dkey, sds_id UNINDEXED,
	tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);--> statement-breakpoint
INSERT INTO `sds_repository_fts` (product_name, manufacturer, dkey, sds_id)
	SELECT coalesce(`parsed_product_name`, ''), coalesce(`parsed_manufacturer`, ''), 'k' || replace(`sds_id`, '-', ''), `sds_id`
	FROM `sds_documents` WHERE `parsed_product_name` IS NOT NULL OR `parsed_manufacturer` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `sds_repository_fts_ai` AFTER INSERT ON `sds_documents`
WHEN new.`parsed_product_name` IS NOT NULL OR new.`parsed_manufacturer` IS NOT NULL BEGIN
	INSERT INTO `sds_repository_fts` (product_name, manufacturer, dkey, sds_id)
	VALUES (coalesce(new.`parsed_product_name`, ''), coalesce(new.`parsed_manufacturer`, ''), 'k' || replace(new.`sds_id`, '-', ''), new.`sds_id`);
END;--> statement-breakpoint
CREATE TRIGGER `sds_repository_fts_au` AFTER UPDATE OF `parsed_product_name`, `parsed_manufacturer` ON `sds_documents`
WHEN old.`parsed_product_name` IS NOT new.`parsed_product_name` OR old.`parsed_manufacturer` IS NOT new.`parsed_manufacturer` BEGIN
	DELETE FROM `sds_repository_fts` WHERE `sds_repository_fts` MATCH ('dkey:"k' || replace(old.`sds_id`, '-', '') || '"');
	INSERT INTO `sds_repository_fts` (product_name, manufacturer, dkey, sds_id)
	SELECT coalesce(new.`parsed_product_name`, ''), coalesce(new.`parsed_manufacturer`, ''), 'k' || replace(new.`sds_id`, '-', ''), new.`sds_id`
	WHERE new.`parsed_product_name` IS NOT NULL OR new.`parsed_manufacturer` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sds_repository_fts_ad` AFTER DELETE ON `sds_documents` BEGIN
	DELETE FROM `sds_repository_fts` WHERE `sds_repository_fts` MATCH ('dkey:"k' || replace(old.`sds_id`, '-', '') || '"');
END;

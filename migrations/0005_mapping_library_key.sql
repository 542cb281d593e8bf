ALTER TABLE `company_sds_mappings` ADD `library_key` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `mappings_library_key_uq` ON `company_sds_mappings` (`library_key`);
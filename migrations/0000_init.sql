CREATE TABLE `companies` (
	`company_id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`phone` text,
	`emergency_phone` text,
	`timezone` text DEFAULT 'UTC' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `locations` (
	`location_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`site_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`site_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `locations_site_name_uq` ON `locations` (`site_id`,`name`);--> statement-breakpoint
CREATE INDEX `locations_company_idx` ON `locations` (`company_id`,`site_id`);--> statement-breakpoint
CREATE TABLE `sites` (
	`site_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sites_company_name_uq` ON `sites` (`company_id`,`name`);--> statement-breakpoint
CREATE TABLE `invitations` (
	`invitation_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`email` text NOT NULL,
	`role` text NOT NULL,
	`token_hash` text NOT NULL,
	`invited_by_user_id` text,
	`expires_at` text NOT NULL,
	`accepted_at` text,
	`revoked_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invited_by_user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_token_uq` ON `invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `invitations_company_email_idx` ON `invitations` (`company_id`,`email`);--> statement-breakpoint
CREATE TABLE `users` (
	`user_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`role` text NOT NULL,
	`password_hash` text,
	`external_subject` text,
	`is_active` integer DEFAULT true NOT NULL,
	`last_login_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_company_idx` ON `users` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`audit_id` text PRIMARY KEY NOT NULL,
	`company_id` text,
	`user_id` text,
	`action` text NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text,
	`before` text,
	`after` text,
	`request_id` text,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_company_time_idx` ON `audit_log` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `company_products` (
	`company_product_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`product_name` text NOT NULL,
	`manufacturer` text NOT NULL,
	`product_name_normalized` text NOT NULL,
	`manufacturer_normalized` text NOT NULL,
	`product_code` text,
	`cas_number` text,
	`barcode_upc` text,
	`barcode_source` text(20),
	`internal_sku` text(100),
	`is_pesticide` integer DEFAULT false NOT NULL,
	`epa_registration_number` text(50),
	`signal_word` text(20),
	`sds_missing` integer DEFAULT true NOT NULL,
	`current_sds_id` text,
	`data_source` text,
	`confidence_score` real,
	`verification_status` text DEFAULT 'unverified' NOT NULL,
	`label_status` text DEFAULT 'none' NOT NULL,
	`label_id` text,
	`is_active` integer DEFAULT true NOT NULL,
	`created_by_user_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `products_company_barcode_idx` ON `company_products` (`company_id`,`barcode_upc`);--> statement-breakpoint
CREATE INDEX `products_company_name_idx` ON `company_products` (`company_id`,`product_name_normalized`,`manufacturer_normalized`);--> statement-breakpoint
CREATE INDEX `products_company_sku_idx` ON `company_products` (`company_id`,`internal_sku`);--> statement-breakpoint
CREATE INDEX `products_company_epa_idx` ON `company_products` (`company_id`,`epa_registration_number`);--> statement-breakpoint
CREATE INDEX `products_company_sds_idx` ON `company_products` (`company_id`,`current_sds_id`);--> statement-breakpoint
CREATE TABLE `inventory_items` (
	`chemical_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`company_product_id` text NOT NULL,
	`site_id` text NOT NULL,
	`location_id` text,
	`container_size` real NOT NULL,
	`size_unit` text DEFAULT 'L' NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`sds_id` text,
	`data_source` text,
	`extraction_confidence` real,
	`notes` text,
	`created_by_user_id` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_product_id`) REFERENCES `company_products`(`company_product_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`site_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`location_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `inventory_company_site_idx` ON `inventory_items` (`company_id`,`site_id`,`location_id`);--> statement-breakpoint
CREATE INDEX `inventory_company_product_idx` ON `inventory_items` (`company_id`,`company_product_id`);--> statement-breakpoint
CREATE INDEX `inventory_company_sds_idx` ON `inventory_items` (`company_id`,`sds_id`);--> statement-breakpoint
CREATE INDEX `inventory_company_created_idx` ON `inventory_items` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `bulk_upload_jobs` (
	`job_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`uploaded_by_user_id` text,
	`s3_bucket` text(100) NOT NULL,
	`s3_key` text NOT NULL,
	`file_name` text(255) NOT NULL,
	`file_size` integer,
	`job_status` text DEFAULT 'pending' NOT NULL,
	`total_files` integer DEFAULT 0 NOT NULL,
	`processed_files` integer DEFAULT 0 NOT NULL,
	`successful_uploads` integer DEFAULT 0 NOT NULL,
	`failed_uploads` integer DEFAULT 0 NOT NULL,
	`duplicates_found` integer DEFAULT 0 NOT NULL,
	`results` text DEFAULT '[]' NOT NULL,
	`error_message` text,
	`created_at` text NOT NULL,
	`started_at` text,
	`completed_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uploaded_by_user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `bulk_jobs_company_idx` ON `bulk_upload_jobs` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bulk_jobs_status_idx` ON `bulk_upload_jobs` (`job_status`);--> statement-breakpoint
CREATE TABLE `company_sds_mappings` (
	`company_id` text NOT NULL,
	`sds_id` text NOT NULL,
	`mapped_to_inventory_count` integer DEFAULT 0 NOT NULL,
	`review_status` text DEFAULT 'pending' NOT NULL,
	`first_mapped_at` text NOT NULL,
	`internal_notes` text,
	`reviewed_by` text,
	`reviewed_at` text,
	`product_name` text NOT NULL,
	`manufacturer` text NOT NULL,
	`revision_date` text,
	`superseded_in_company` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`company_id`, `sds_id`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sds_id`) REFERENCES `sds_documents`(`sds_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `mappings_company_first_idx` ON `company_sds_mappings` (`company_id`,`first_mapped_at`);--> statement-breakpoint
CREATE INDEX `mappings_company_name_idx` ON `company_sds_mappings` (`company_id`,`product_name`);--> statement-breakpoint
CREATE INDEX `mappings_company_mfr_idx` ON `company_sds_mappings` (`company_id`,`manufacturer`);--> statement-breakpoint
CREATE INDEX `mappings_company_rev_idx` ON `company_sds_mappings` (`company_id`,`revision_date`);--> statement-breakpoint
CREATE INDEX `mappings_company_review_idx` ON `company_sds_mappings` (`company_id`,`review_status`);--> statement-breakpoint
CREATE TABLE `sds_change_log` (
	`change_id` text PRIMARY KEY NOT NULL,
	`company_id` text,
	`sds_id` text NOT NULL,
	`previous_sds_id` text,
	`action` text NOT NULL,
	`details` text,
	`user_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `change_log_sds_idx` ON `sds_change_log` (`sds_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sds_composition` (
	`sds_id` text NOT NULL,
	`position` integer NOT NULL,
	`name` text,
	`cas_number` text,
	`ec_number` text,
	`concentration_text` text,
	`concentration_min` real,
	`concentration_max` real,
	PRIMARY KEY(`sds_id`, `position`),
	FOREIGN KEY (`sds_id`) REFERENCES `sds_documents`(`sds_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `composition_cas_idx` ON `sds_composition` (`cas_number`);--> statement-breakpoint
CREATE TABLE `sds_documents` (
	`sds_id` text PRIMARY KEY NOT NULL,
	`product_name` text NOT NULL,
	`manufacturer` text NOT NULL,
	`revision_date` text,
	`revision_number` text,
	`document_language` text DEFAULT 'en' NOT NULL,
	`field_sources` text DEFAULT '{}' NOT NULL,
	`sds_parsed` integer DEFAULT false NOT NULL,
	`parse_status` text DEFAULT 'pending' NOT NULL,
	`parse_confidence` real,
	`parse_error` text,
	`needs_ocr` integer DEFAULT false NOT NULL,
	`page_count` integer,
	`file_checksum` text NOT NULL,
	`file_size` integer NOT NULL,
	`file_name` text,
	`storage_bucket` text DEFAULT 'local' NOT NULL,
	`storage_key` text NOT NULL,
	`source_type` text NOT NULL,
	`source_url` text,
	`contributed_by_company_id` text,
	`uploaded_by_user_id` text,
	`previous_version_id` text,
	`superseded_by_id` text,
	`is_current` integer DEFAULT true NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`contributed_by_company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`uploaded_by_user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sds_checksum_uq` ON `sds_documents` (`file_checksum`);--> statement-breakpoint
CREATE INDEX `sds_name_idx` ON `sds_documents` (`product_name`,`manufacturer`);--> statement-breakpoint
CREATE INDEX `sds_previous_idx` ON `sds_documents` (`previous_version_id`);--> statement-breakpoint
CREATE TABLE `sds_hazard_info` (
	`sds_id` text PRIMARY KEY NOT NULL,
	`signal_word` text,
	`pictograms` text DEFAULT '[]' NOT NULL,
	`h_codes` text DEFAULT '[]' NOT NULL,
	`p_codes` text DEFAULT '[]' NOT NULL,
	`hazard_statements` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`sds_id`) REFERENCES `sds_documents`(`sds_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `sds_parse_jobs` (
	`job_id` text PRIMARY KEY NOT NULL,
	`sds_id` text NOT NULL,
	`job_status` text DEFAULT 'pending' NOT NULL,
	`priority` integer NOT NULL,
	`parse_sections` text NOT NULL,
	`retry_count` integer DEFAULT 0 NOT NULL,
	`error_message` text,
	`created_at` text NOT NULL,
	`started_at` text,
	`completed_at` text,
	FOREIGN KEY (`sds_id`) REFERENCES `sds_documents`(`sds_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `parse_jobs_sds_idx` ON `sds_parse_jobs` (`sds_id`);--> statement-breakpoint
CREATE INDEX `parse_jobs_status_idx` ON `sds_parse_jobs` (`job_status`);--> statement-breakpoint
CREATE TABLE `sds_sections` (
	`sds_id` text NOT NULL,
	`number` integer NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	PRIMARY KEY(`sds_id`, `number`),
	FOREIGN KEY (`sds_id`) REFERENCES `sds_documents`(`sds_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `web_search_cache` (
	`cache_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`product_name_normalized` text(255) NOT NULL,
	`manufacturer_normalized` text(255) NOT NULL,
	`barcode_upc` text(100),
	`search_query_used` text NOT NULL,
	`searched_at` text NOT NULL,
	`results` text NOT NULL,
	`result_count` integer DEFAULT 0 NOT NULL,
	`created_by_user_id` text,
	`times_accessed` integer DEFAULT 1 NOT NULL,
	`last_accessed_at` text NOT NULL,
	`sds_imported` integer DEFAULT false NOT NULL,
	`imported_sds_id` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `web_cache_key_uq` ON `web_search_cache` (`company_id`,`product_name_normalized`,`manufacturer_normalized`);--> statement-breakpoint
CREATE INDEX `web_cache_searched_idx` ON `web_search_cache` (`searched_at`);--> statement-breakpoint
CREATE TABLE `web_search_usage` (
	`day` text NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `company_id`, `user_id`)
);
--> statement-breakpoint
CREATE TABLE `labels` (
	`label_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`epa_registration_number` text(50) NOT NULL,
	`product_name` text,
	`file_name` text,
	`file_checksum` text NOT NULL,
	`file_size` integer NOT NULL,
	`storage_key` text NOT NULL,
	`source` text NOT NULL,
	`source_url` text,
	`label_date` text,
	`uploaded_by_user_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `labels_company_reg_idx` ON `labels` (`company_id`,`epa_registration_number`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`job_id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`company_id` text,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`priority` integer DEFAULT 5 NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer NOT NULL,
	`last_error` text,
	`result` text,
	`dedupe_key` text,
	`run_after` text NOT NULL,
	`created_at` text NOT NULL,
	`started_at` text,
	`finished_at` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jobs_status_idx` ON `jobs` (`status`,`run_after`);--> statement-breakpoint
CREATE INDEX `jobs_kind_status_idx` ON `jobs` (`kind`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_company_idx` ON `jobs` (`company_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `jobs_dedupe_idx` ON `jobs` (`dedupe_key`,`status`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`email_id` text PRIMARY KEY NOT NULL,
	`company_id` text,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'recorded' NOT NULL,
	`error` text,
	`created_at` text NOT NULL,
	`sent_at` text
);
--> statement-breakpoint
CREATE INDEX `email_outbox_company_idx` ON `email_outbox` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`notification_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text,
	`data` text,
	`read_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `notifications_company_user_idx` ON `notifications` (`company_id`,`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reports` (
	`report_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`site_id` text,
	`kind` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`file_name` text,
	`file_checksum` text,
	`file_size` integer,
	`row_count` integer,
	`error` text,
	`requested_by_user_id` text,
	`created_at` text NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `reports_company_idx` ON `reports` (`company_id`,`created_at`);
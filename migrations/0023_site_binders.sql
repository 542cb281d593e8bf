CREATE TABLE `site_binders` (
	`binder_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`site_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`trigger` text DEFAULT 'request' NOT NULL,
	`progress_done` integer DEFAULT 0 NOT NULL,
	`progress_total` integer DEFAULT 0 NOT NULL,
	`contents_key` text,
	`pdf_checksum` text,
	`pdf_size` integer,
	`page_count` integer,
	`zip_checksum` text,
	`zip_size` integer,
	`sds_count` integer,
	`not_included_count` integer,
	`error` text,
	`requested_by_user_id` text,
	`created_at` text NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`site_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `site_binders_site_idx` ON `site_binders` (`company_id`,`site_id`,`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `sites` ADD `emergency_phone` text;
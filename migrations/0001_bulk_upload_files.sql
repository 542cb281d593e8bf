CREATE TABLE `bulk_upload_files` (
	`job_id` text NOT NULL,
	`entry_index` integer NOT NULL,
	`file_name` text NOT NULL,
	`outcome` text NOT NULL,
	`sds_id` text,
	`error_code` text,
	`error_message` text,
	PRIMARY KEY(`job_id`, `entry_index`),
	FOREIGN KEY (`job_id`) REFERENCES `bulk_upload_jobs`(`job_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `bulk_files_outcome_idx` ON `bulk_upload_files` (`job_id`,`outcome`);
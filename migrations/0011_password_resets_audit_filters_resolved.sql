CREATE TABLE `password_resets` (
	`reset_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text,
	`created_by_user_id` text,
	`expires_at` text NOT NULL,
	`used_at` text,
	`revoked_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `password_resets_token_uq` ON `password_resets` (`token_hash`);--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`company_id`,`user_id`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `resolved_at` text;--> statement-breakpoint
CREATE INDEX `audit_company_entity_idx` ON `audit_log` (`company_id`,`entity_type`,`entity_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_company_user_idx` ON `audit_log` (`company_id`,`user_id`,`created_at`);
CREATE TABLE `web_sessions` (
	`session_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`user_id` text NOT NULL,
	`secret_hash` text NOT NULL,
	`token_generation` integer NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`ended_at` text,
	`address` text,
	`user_agent` text,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `web_sessions_secret_uq` ON `web_sessions` (`secret_hash`);--> statement-breakpoint
CREATE INDEX `web_sessions_user_idx` ON `web_sessions` (`company_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `web_sessions_expiry_idx` ON `web_sessions` (`expires_at`);
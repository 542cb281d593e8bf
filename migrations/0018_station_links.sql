CREATE TABLE `station_links` (
	`station_link_id` text PRIMARY KEY NOT NULL,
	`company_id` text NOT NULL,
	`site_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_by_user_id` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`site_id`) REFERENCES `sites`(`site_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`user_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `station_links_site_uq` ON `station_links` (`company_id`,`site_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `station_links_token_uq` ON `station_links` (`token_hash`);
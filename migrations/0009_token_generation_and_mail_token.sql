ALTER TABLE `invitations` ADD `mail_token_hash` text;--> statement-breakpoint
CREATE UNIQUE INDEX `invitations_mail_token_uq` ON `invitations` (`mail_token_hash`);--> statement-breakpoint
ALTER TABLE `users` ADD `token_generation` integer DEFAULT 0 NOT NULL;
CREATE TABLE `sds_field_corrections` (
	`company_id` text NOT NULL,
	`sds_id` text NOT NULL,
	`field` text NOT NULL,
	`value` text,
	`set_by_user_id` text,
	`set_by` text,
	`set_at` text NOT NULL,
	PRIMARY KEY(`company_id`, `sds_id`, `field`),
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`company_id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sds_id`) REFERENCES `sds_documents`(`sds_id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_emergency_phone` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_supplier_address` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_supplier_phone` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_ufi` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_recommended_use` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_physical_state` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_flash_point` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parsed_hazards_not_otherwise_classified` text;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `parse_evidence` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `sds_documents` ADD `needs_review_reasons` text DEFAULT '[]' NOT NULL;
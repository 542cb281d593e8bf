DROP INDEX `mappings_company_first_idx`;--> statement-breakpoint
DROP INDEX `mappings_company_rev_idx`;
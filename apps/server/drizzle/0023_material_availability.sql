ALTER TABLE "materials" ADD COLUMN "lead_time_days" integer;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "end_of_sale" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "installation_date" text;
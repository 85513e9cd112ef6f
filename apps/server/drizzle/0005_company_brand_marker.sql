ALTER TABLE "companies" ADD COLUMN "home_designer_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "brand_marker" text;
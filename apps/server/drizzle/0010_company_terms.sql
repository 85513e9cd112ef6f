ALTER TABLE "companies" ADD COLUMN "terms" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "eu_funding_mark" boolean DEFAULT false NOT NULL;
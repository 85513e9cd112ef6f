ALTER TABLE "companies" ADD COLUMN "amount_format" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "building_word" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "show_vat_amount" boolean DEFAULT false NOT NULL;
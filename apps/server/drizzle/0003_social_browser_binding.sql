ALTER TABLE "handover_codes" ADD COLUMN "browser_key_hash" text;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "browser_key_hash" text;
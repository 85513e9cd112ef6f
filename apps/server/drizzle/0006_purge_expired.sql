-- Throttle rows say when their window ends, so housekeeping can delete the ones that count for
-- nothing any more. Rows from before this migration get the longest window in use (an hour).
ALTER TABLE "throttles" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "throttles" SET "expires_at" = "window_start" + interval '1 hour';--> statement-breakpoint
ALTER TABLE "throttles" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "auth_tokens_expires_at_index" ON "auth_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "password_resets_expires_at_index" ON "password_resets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttles_expires_at_index" ON "throttles" USING btree ("expires_at");

ALTER TABLE "confirmations" DROP CONSTRAINT "confirmations_apartmentLayoutId_unique";--> statement-breakpoint
-- Every confirmation made before versions is its layout's version 1, of record.
ALTER TABLE "confirmations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmations" ALTER COLUMN "version" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "status" text DEFAULT 'current' NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "kind" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "locale" text DEFAULT 'et' NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "site" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "verify_code" text;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
-- The language the snapshot was taken in, the company's first site, and a code of 12 random
-- hex digits for the verification page; the content hash and the PDF of record are made by the
-- server when first asked for (decision 044).
UPDATE "confirmations" SET
  "locale" = coalesce(nullif("snapshot"->>'locale', ''), 'et'),
  "site" = coalesce((
    SELECT 'https://' || h."host" FROM "company_hosts" h
    JOIN "users" u ON u."company_id" = h."company_id"
    WHERE u."id" = "confirmations"."user_id"
    ORDER BY h."host" LIMIT 1
  ), ''),
  "verify_code" = substr(md5(random()::text || clock_timestamp()::text || "id"::text), 1, 12);--> statement-breakpoint
ALTER TABLE "confirmations" ALTER COLUMN "verify_code" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "confirmations_apartment_layout_id_version_index" ON "confirmations" USING btree ("apartment_layout_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "confirmations_one_current" ON "confirmations" USING btree ("apartment_layout_id") WHERE "confirmations"."status" = 'current';--> statement-breakpoint
CREATE INDEX "confirmations_pdf_sha256_index" ON "confirmations" USING btree ("pdf_sha256");--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_verifyCode_unique" UNIQUE("verify_code");

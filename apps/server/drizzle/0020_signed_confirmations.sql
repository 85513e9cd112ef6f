CREATE TABLE "company_signing" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"label" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_requests" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"confirm" jsonb NOT NULL,
	"package_updated_at" timestamp with time zone NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"site" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "signer_name" text;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "signer_subject" text;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "signer_issuer" text;--> statement-breakpoint
ALTER TABLE "confirmations" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_signing" ADD CONSTRAINT "company_signing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_requests" ADD CONSTRAINT "signing_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_requests_expires_at_index" ON "signing_requests" USING btree ("expires_at");--> statement-breakpoint
-- Whether a company's buyers sign is part of its cached answer (GET /company).
CREATE TRIGGER company_signing_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_signing" FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed();

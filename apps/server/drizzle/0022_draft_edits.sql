CREATE TABLE "company_draft_edits" (
	"company_id" integer NOT NULL,
	"version" integer NOT NULL,
	"by" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"changes" jsonb NOT NULL,
	CONSTRAINT "company_draft_edits_company_id_version_pk" PRIMARY KEY("company_id","version")
);
--> statement-breakpoint
ALTER TABLE "company_draft_edits" ADD CONSTRAINT "company_draft_edits_company_id_company_drafts_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_drafts"("company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_draft_edits" ADD CONSTRAINT "company_draft_edits_by_users_id_fk" FOREIGN KEY ("by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
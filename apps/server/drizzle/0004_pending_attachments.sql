CREATE TABLE "pending_attachments" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pending_attachments_provider_check" CHECK ("pending_attachments"."provider" in ('google', 'facebook'))
);
--> statement-breakpoint
ALTER TABLE "pending_attachments" ADD CONSTRAINT "pending_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_attachments_user_id_index" ON "pending_attachments" USING btree ("user_id");
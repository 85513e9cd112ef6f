CREATE TABLE "layout_reopenings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "layout_reopenings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"apartment_layout_id" integer NOT NULL,
	"confirmation_id" integer NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"tab_ids" integer[],
	"reopened_by" integer,
	"reopened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "layout_reopenings_confirmationId_unique" UNIQUE("confirmation_id")
);
--> statement-breakpoint
ALTER TABLE "layout_reopenings" ADD CONSTRAINT "layout_reopenings_apartment_layout_id_apartment_layouts_id_fk" FOREIGN KEY ("apartment_layout_id") REFERENCES "public"."apartment_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_reopenings" ADD CONSTRAINT "layout_reopenings_confirmation_id_confirmations_id_fk" FOREIGN KEY ("confirmation_id") REFERENCES "public"."confirmations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_reopenings" ADD CONSTRAINT "layout_reopenings_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "layout_reopenings_one_open" ON "layout_reopenings" USING btree ("apartment_layout_id") WHERE "layout_reopenings"."closed_at" is null;--> statement-breakpoint
-- A reopening is read with a logged-in person's standing on a layout (src/auth/personal-cache.ts).
CREATE TRIGGER layout_reopenings_personal_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON layout_reopenings FOR EACH STATEMENT EXECUTE FUNCTION hd_personal_changed();

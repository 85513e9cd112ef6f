CREATE TABLE "apartment_buyers" (
	"apartment_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apartment_buyers_apartment_id_email_pk" PRIMARY KEY("apartment_id","email")
);
--> statement-breakpoint
CREATE TABLE "cache_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cache_version_single_row" CHECK ("cache_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "handover_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "handover_codes_purpose_check" CHECK ("handover_codes"."purpose" in ('social', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "apartment_buyers" ADD CONSTRAINT "apartment_buyers_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_buyers" ADD CONSTRAINT "apartment_buyers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartment_buyers_email_index" ON "apartment_buyers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "handover_codes_user_id_index" ON "handover_codes" USING btree ("user_id");--> statement-breakpoint
INSERT INTO "cache_version" ("id", "value") VALUES (1, 0);
--> statement-breakpoint
-- Every change to what the read cache keeps counts one more in cache_version and is announced on
-- the channel hd_cache_changed, inside the writing transaction: the database makes the
-- announcement, so no write path can forget it.
CREATE FUNCTION hd_cache_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_version" SET "value" = "value" + 1 WHERE "id" = 1;
  PERFORM pg_notify('hd_cache_changed', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Packages and options also hold buyers' own packages and special solutions, which nothing
-- cached shows: only changes to the company's own count.
CREATE FUNCTION hd_cache_changed_company_packages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed WHERE "user_id" IS NULL) THEN
    UPDATE "cache_version" SET "value" = "value" + 1 WHERE "id" = 1;
    PERFORM pg_notify('hd_cache_changed', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION hd_cache_changed_catalogue_options() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed WHERE NOT "is_special") THEN
    UPDATE "cache_version" SET "value" = "value" + 1 WHERE "id" = 1;
    PERFORM pg_notify('hd_cache_changed', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'company_hosts', 'projects', 'buildings', 'apartments',
    'apartment_layouts', 'wardrobe_plans', 'room_types', 'rooms', 'selection_groups',
    'group_images', 'material_categories', 'materials', 'restrictions', 'package_selections',
    'symbol_legends', 'symbol_legend_items']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed()', t || '_cache_changed', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER packages_cache_inserted AFTER INSERT ON "packages" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed_company_packages();
--> statement-breakpoint
CREATE TRIGGER packages_cache_updated AFTER UPDATE ON "packages" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed_company_packages();
--> statement-breakpoint
CREATE TRIGGER packages_cache_deleted AFTER DELETE ON "packages" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed_company_packages();
--> statement-breakpoint
CREATE TRIGGER selections_cache_inserted AFTER INSERT ON "selections" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed_catalogue_options();
--> statement-breakpoint
CREATE TRIGGER selections_cache_updated AFTER UPDATE ON "selections" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed_catalogue_options();
--> statement-breakpoint
CREATE TRIGGER selections_cache_deleted AFTER DELETE ON "selections" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed_catalogue_options();

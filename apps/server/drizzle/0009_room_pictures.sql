-- Issue 12, "the model says what it means":
--
-- Room pictures belong to room types. A room type's base layers (`room_type_images`) were rows
-- of some group of it (`group_images`); they move to the group's room type. A room type's layers
-- for the options of a group of another room type (`followed_option_images`) draw a choice made
-- elsewhere in the layout (the whole apartment's floor) in its own rooms' pictures, which hidden
-- copy groups kept in step by restrictions did before.
--
-- `selection_groups.applies_to_all` had no behaviour and goes (decision 022).
--
-- A room's `label` is the company's; staff's renames go to `renamed`. A label of the shape a
-- rename writes (the same text in et, en and de, nothing else) is taken to be one and moved, so
-- that no rename is lost; a company's label of that shape comes back with its next import.
CREATE TABLE "followed_option_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "followed_option_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_type_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	"file" text NOT NULL,
	"layer" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_type_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_type_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_type_id" integer NOT NULL,
	"file" text NOT NULL,
	"layer" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "renamed" jsonb;--> statement-breakpoint
ALTER TABLE "followed_option_images" ADD CONSTRAINT "followed_option_images_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_option_images" ADD CONSTRAINT "followed_option_images_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "followed_option_images" ADD CONSTRAINT "followed_option_images_file_files_key_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_images" ADD CONSTRAINT "room_type_images_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_images" ADD CONSTRAINT "room_type_images_file_files_key_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "followed_option_images_room_type_id_selection_id_index" ON "followed_option_images" USING btree ("room_type_id","selection_id");--> statement-breakpoint
CREATE INDEX "followed_option_images_selection_id_index" ON "followed_option_images" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "room_type_images_room_type_id_index" ON "room_type_images" USING btree ("room_type_id");--> statement-breakpoint
INSERT INTO "room_type_images" ("room_type_id", "file", "layer")
SELECT DISTINCT ON (g."room_type_id", i."file", i."layer") g."room_type_id", i."file", i."layer"
FROM "group_images" i JOIN "selection_groups" g ON g."id" = i."selection_group_id"
ORDER BY g."room_type_id", i."file", i."layer", i."id";--> statement-breakpoint
DROP TABLE "group_images" CASCADE;--> statement-breakpoint
ALTER TABLE "selection_groups" DROP COLUMN "applies_to_all";--> statement-breakpoint
UPDATE "rooms" SET "renamed" = "label", "label" = NULL
WHERE jsonb_typeof("label") = 'object'
  AND (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys("label") AS k) = ARRAY['de', 'en', 'et']
  AND "label"->>'et' = "label"->>'en' AND "label"->>'en' = "label"->>'de';--> statement-breakpoint
-- Read-cache counting (migration 0002) for the new tables of what the cache keeps.
CREATE TRIGGER room_type_images_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_type_images" FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed();--> statement-breakpoint
CREATE TRIGGER followed_option_images_cache_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "followed_option_images" FOR EACH STATEMENT EXECUTE FUNCTION hd_cache_changed();

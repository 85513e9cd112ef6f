-- The company format's codes (docs/company-format.md), kept so that an import recognises what is
-- already there: a `code` on projects, buildings, apartments, layouts, wardrobe plans, selection
-- groups, restrictions, company packages, material categories and legend items. Rooms, room types
-- and options keep theirs in `slug`, materials in `code`, as before. Existing rows get the codes
-- export derived before codes were kept (that document's former rules: the row's own key or
-- name made into a code, `-2`, `-3`, … for one already taken in its scope, in list order), so
-- an export says the same after this migration as before it.
--
-- `retired_at` marks what an import found gone from the company's folder while buyers' designs
-- may still use it; `files.sha256` lets an import store only files that changed.
ALTER TABLE "apartment_layouts" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "apartment_layouts" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "material_categories" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "materials" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restrictions" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "selection_groups" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "selection_groups" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "selections" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "symbol_legend_items" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "wardrobe_plans" ADD COLUMN "code" text;--> statement-breakpoint
-- A name made into a code: ASCII lower case, marks dropped (ä → a, ß → ss), anything else a
-- single '-', at most 60 characters; '' when nothing is left.
CREATE FUNCTION hd_slugify(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(left(regexp_replace(regexp_replace(lower(regexp_replace(
    normalize(replace(coalesce(t, ''), 'ß', 'ss'), NFKD),
    '[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]', '', 'g')),
    '[^a-z0-9]+', '-', 'g'), '^-+|-+$', '', 'g'), 60), '-+$', '')
$$;--> statement-breakpoint
-- A translated name, English first.
CREATE FUNCTION hd_name_of(t jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(t->>'en', ''), nullif(t->>'et', ''), nullif(t->>'de', ''), nullif(t->>'ru', ''), '')
$$;--> statement-breakpoint
-- A row's own key (slug, number, material code) as it is when it is a code, else made into one.
CREATE FUNCTION hd_code_from_key(k text, fallback text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN btrim(coalesce(k, ''), E' \t\n\r') ~ '^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$' THEN btrim(k, E' \t\n\r')
    ELSE coalesce(nullif(hd_slugify(btrim(coalesce(k, ''), E' \t\n\r')), ''), fallback)
  END
$$;--> statement-breakpoint
CREATE FUNCTION hd_code_from_name(n text, fallback text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(hd_slugify(n), ''), fallback)
$$;--> statement-breakpoint
-- Codes unique in their scope: `query` gives (id, scope, base) ordered by scope, then list order;
-- a base already taken in the scope gets '-2', '-3', … .
CREATE FUNCTION hd_unique_codes(query text) RETURNS TABLE (row_id integer, code text) LANGUAGE plpgsql AS $$
DECLARE
  r record;
  current_scope text;
  taken text[] := '{}';
  candidate text;
  n integer;
BEGIN
  FOR r IN EXECUTE query LOOP
    IF current_scope IS DISTINCT FROM r.scope::text THEN
      current_scope := r.scope::text;
      taken := '{}';
    END IF;
    candidate := r.base;
    n := 2;
    WHILE candidate = ANY (taken) LOOP
      candidate := r.base || '-' || n;
      n := n + 1;
    END LOOP;
    taken := taken || candidate;
    row_id := r.id;
    code := candidate;
    RETURN NEXT;
  END LOOP;
END $$;--> statement-breakpoint
UPDATE "projects" p SET "code" = c.code FROM hd_unique_codes($q$
  SELECT id, company_id AS scope, hd_code_from_name(name, 'project-' || id) AS base
  FROM projects ORDER BY company_id, priority, id
$q$) c WHERE p.id = c.row_id;--> statement-breakpoint
UPDATE "buildings" b SET "code" = c.code FROM hd_unique_codes($q$
  SELECT id, project_id AS scope, hd_code_from_key(building_number, 'building-' || id) AS base
  FROM buildings ORDER BY project_id, priority, id
$q$) c WHERE b.id = c.row_id;--> statement-breakpoint
UPDATE "apartments" a SET "code" = c.code FROM hd_unique_codes($q$
  SELECT id, building_id AS scope, hd_code_from_key(number, 'apartment-' || id) AS base
  FROM apartments ORDER BY building_id, id
$q$) c WHERE a.id = c.row_id;--> statement-breakpoint
UPDATE "apartment_layouts" l SET "code" = c.code FROM hd_unique_codes($q$
  SELECT id, apartment_id AS scope, hd_code_from_name(name, 'layout-' || id) AS base
  FROM apartment_layouts ORDER BY apartment_id, priority, id
$q$) c WHERE l.id = c.row_id;--> statement-breakpoint
UPDATE "wardrobe_plans" w SET "code" = c.code FROM hd_unique_codes($q$
  SELECT id, apartment_layout_id AS scope,
    hd_code_from_name(hd_name_of(name), 'wardrobe-plan-' || id) AS base
  FROM wardrobe_plans ORDER BY apartment_layout_id, priority, id
$q$) c WHERE w.id = c.row_id;--> statement-breakpoint
-- Slugs and material codes already exist and are unique; the few that are no code change, first
-- to a value no code can be, so that no two rows hold the same one in between.
CREATE TEMPORARY TABLE hd_new_slugs AS
SELECT 'room_types' AS tbl, c.row_id, c.code FROM hd_unique_codes($q$
  SELECT id, project_id AS scope, hd_code_from_key(slug, 'room-type-' || id) AS base
  FROM room_types ORDER BY project_id, priority, id
$q$) c
UNION ALL
SELECT 'rooms', c.row_id, c.code FROM hd_unique_codes($q$
  SELECT id, apartment_layout_id AS scope, hd_code_from_key(slug, 'room-' || id) AS base
  FROM rooms ORDER BY apartment_layout_id, priority, id
$q$) c
UNION ALL
SELECT 'selections', c.row_id, c.code FROM hd_unique_codes($q$
  SELECT id, selection_group_id AS scope, hd_code_from_key(slug, 'option-' || id) AS base
  FROM selections WHERE NOT is_special ORDER BY selection_group_id, priority, id
$q$) c
UNION ALL
SELECT 'materials', c.row_id, c.code FROM hd_unique_codes($q$
  SELECT id, company_id AS scope, hd_code_from_key(code, 'material-' || id) AS base
  FROM materials ORDER BY company_id, priority, id
$q$) c;--> statement-breakpoint
UPDATE "room_types" t SET "slug" = '~' || t.id FROM hd_new_slugs n WHERE n.tbl = 'room_types' AND n.row_id = t.id AND t.slug <> n.code;--> statement-breakpoint
UPDATE "room_types" t SET "slug" = n.code FROM hd_new_slugs n WHERE n.tbl = 'room_types' AND n.row_id = t.id AND t.slug <> n.code;--> statement-breakpoint
UPDATE "rooms" t SET "slug" = '~' || t.id FROM hd_new_slugs n WHERE n.tbl = 'rooms' AND n.row_id = t.id AND t.slug <> n.code;--> statement-breakpoint
UPDATE "rooms" t SET "slug" = n.code FROM hd_new_slugs n WHERE n.tbl = 'rooms' AND n.row_id = t.id AND t.slug <> n.code;--> statement-breakpoint
UPDATE "selections" t SET "slug" = n.code FROM hd_new_slugs n WHERE n.tbl = 'selections' AND n.row_id = t.id AND t.slug <> n.code;--> statement-breakpoint
UPDATE "materials" t SET "code" = '~' || t.id FROM hd_new_slugs n WHERE n.tbl = 'materials' AND n.row_id = t.id AND t.code <> n.code;--> statement-breakpoint
UPDATE "materials" t SET "code" = n.code FROM hd_new_slugs n WHERE n.tbl = 'materials' AND n.row_id = t.id AND t.code <> n.code;--> statement-breakpoint
DROP TABLE hd_new_slugs;--> statement-breakpoint
-- A group's code was its room type's code and its title, unique in the project.
UPDATE "selection_groups" g SET "code" = c.code FROM hd_unique_codes($q$
  SELECT g.id, rt.project_id AS scope,
    hd_code_from_name(
      CASE WHEN hd_name_of(g.title) <> '' THEN rt.slug || '-' || hd_name_of(g.title) ELSE '' END,
      rt.slug || '-group-' || g.id) AS base
  FROM selection_groups g JOIN room_types rt ON rt.id = g.room_type_id
  ORDER BY rt.project_id, rt.priority, rt.id, g.priority, g.id
$q$) c WHERE g.id = c.row_id;--> statement-breakpoint
UPDATE "packages" p SET "code" = c.code FROM hd_unique_codes($q$
  SELECT id, project_id AS scope, hd_code_from_name(hd_name_of(name), 'package-' || id) AS base
  FROM packages WHERE user_id IS NULL ORDER BY project_id, priority, id
$q$) c WHERE p.id = c.row_id;--> statement-breakpoint
UPDATE "material_categories" m SET "code" = c.code FROM hd_unique_codes($q$
  SELECT id, company_id AS scope, hd_code_from_name(hd_name_of(name), 'category-' || id) AS base
  FROM material_categories ORDER BY company_id, priority, id
$q$) c WHERE m.id = c.row_id;--> statement-breakpoint
UPDATE "symbol_legend_items" i SET "code" = c.code FROM hd_unique_codes($q$
  SELECT id, legend_id AS scope, hd_code_from_name(hd_name_of(name), 'item-' || id) AS base
  FROM symbol_legend_items ORDER BY legend_id, priority, id
$q$) c WHERE i.id = c.row_id;--> statement-breakpoint
-- A restriction of the format was one option and the options it allows in one group: the rows
-- of one source option and target group share a code, `<group>.<option>.<target group>`, given
-- in the order of their first row.
CREATE TEMPORARY TABLE hd_restriction_keys AS
SELECT r.id, rt.project_id, r.source_selection_id, t.selection_group_id AS target_group_id,
  sg.code || '.' || s.slug || '.' || tg.code AS base
FROM restrictions r
JOIN selections s ON s.id = r.source_selection_id AND NOT s.is_special
JOIN selection_groups sg ON sg.id = s.selection_group_id
JOIN room_types rt ON rt.id = sg.room_type_id
JOIN selections t ON t.id = r.target_selection_id AND NOT t.is_special
JOIN selection_groups tg ON tg.id = t.selection_group_id
JOIN room_types trt ON trt.id = tg.room_type_id AND trt.project_id = rt.project_id;--> statement-breakpoint
UPDATE "restrictions" r SET "code" = c.code
FROM hd_unique_codes($q$
  SELECT min(id) AS id, project_id AS scope, hd_code_from_key(base, 'restriction') AS base
  FROM hd_restriction_keys GROUP BY project_id, source_selection_id, target_group_id, base
  ORDER BY project_id, min(id)
$q$) c
JOIN hd_restriction_keys f ON f.id = c.row_id
JOIN hd_restriction_keys k ON k.source_selection_id = f.source_selection_id AND k.target_group_id = f.target_group_id
WHERE r.id = k.id;--> statement-breakpoint
-- Restrictions involving a buyer's special solution were never the company's; they keep a code
-- of their own.
UPDATE "restrictions" SET "code" = 'restriction-' || id WHERE "code" IS NULL;--> statement-breakpoint
DROP TABLE hd_restriction_keys;--> statement-breakpoint
DROP FUNCTION hd_unique_codes(text);--> statement-breakpoint
DROP FUNCTION hd_code_from_name(text, text);--> statement-breakpoint
DROP FUNCTION hd_code_from_key(text, text);--> statement-breakpoint
DROP FUNCTION hd_name_of(jsonb);--> statement-breakpoint
DROP FUNCTION hd_slugify(text);--> statement-breakpoint
ALTER TABLE "apartment_layouts" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "material_categories" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "restrictions" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "selection_groups" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "symbol_legend_items" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wardrobe_plans" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_code_of_company_package" CHECK (("packages"."user_id" is null) = ("packages"."code" is not null));--> statement-breakpoint
DROP INDEX "apartment_layouts_apartment_id_index";--> statement-breakpoint
DROP INDEX "apartments_building_id_index";--> statement-breakpoint
DROP INDEX "buildings_project_id_index";--> statement-breakpoint
DROP INDEX "material_categories_company_id_index";--> statement-breakpoint
DROP INDEX "projects_company_id_index";--> statement-breakpoint
DROP INDEX "selection_groups_room_type_id_index";--> statement-breakpoint
DROP INDEX "symbol_legend_items_legend_id_index";--> statement-breakpoint
DROP INDEX "wardrobe_plans_apartment_layout_id_index";--> statement-breakpoint
CREATE UNIQUE INDEX "apartment_layouts_apartment_id_code_index" ON "apartment_layouts" USING btree ("apartment_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "apartments_building_id_code_index" ON "apartments" USING btree ("building_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "buildings_project_id_code_index" ON "buildings" USING btree ("project_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "material_categories_company_id_code_index" ON "material_categories" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_project_code_unique" ON "packages" USING btree ("project_id","code") WHERE "packages"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_id_code_index" ON "projects" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "selection_groups_room_type_id_code_index" ON "selection_groups" USING btree ("room_type_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "selections_group_slug_unique" ON "selections" USING btree ("selection_group_id","slug") WHERE not "selections"."is_special";--> statement-breakpoint
CREATE UNIQUE INDEX "symbol_legend_items_legend_id_code_index" ON "symbol_legend_items" USING btree ("legend_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "wardrobe_plans_apartment_layout_id_code_index" ON "wardrobe_plans" USING btree ("apartment_layout_id","code");

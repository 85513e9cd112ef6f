/**
 * What a project's buyers chose (docs/api.md, "Popular choices"): per room type and group, how
 * many saved designs and how many confirmed designs chose each option, for the company's staff.
 */
import type { I18nText, PopularChoicesAnswer } from "@home-designer/core";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { rowsOf } from "../../db/client.ts";
import { projects } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";

type Row = {
  room_type_id: number;
  room_type_label: I18nText;
  group_id: number;
  group_title: I18nText;
  option_id: number;
  option_code: string;
  option_title: I18nText;
  saved: number;
  confirmed: number;
  saved_designs: number;
  confirmed_designs: number;
};

/**
 * One set-based query: a saved design's choices as stored (a save stores one option per group per
 * room), a confirmed design's as its snapshot keeps them (what was confirmed, a company package
 * confirmed as it is included), each counted once per design however many rooms of the type
 * chose it, then joined to every option the project's groups offer. Special solutions are one
 * package's own and are not listed; a retired option is listed while a design chose it.
 */
export async function popularChoices(
  ctx: AppContext,
  companyId: number,
  code: string,
): Promise<PopularChoicesAnswer> {
  const [project] = await ctx.db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.code, code)))
    .limit(1);
  if (!project) throw notFound(localized("projectNotFound"));
  const result = await ctx.db.execute(sql`
    with saved_designs as (
      select id from packages where project_id = ${project.id} and user_id is not null
    ),
    confirmed_designs as (
      select c.id, c.snapshot from confirmations c
      join packages p on p.id = c.package_id
      -- Confirmations of record only (ofRecord, decision 044): superseded versions are history.
      where p.project_id = ${project.id} and c.status = 'current'
    ),
    saved as (
      select r.room_type_id, ups.selection_id, count(distinct ups.package_id)::int as n
      from user_package_selections ups
      join saved_designs d on d.id = ups.package_id
      join rooms r on r.id = ups.room_id
      group by r.room_type_id, ups.selection_id
    ),
    confirmed as (
      select r.room_type_id, (choice->>'selectionId')::int as selection_id,
        count(distinct d.id)::int as n
      from confirmed_designs d
      cross join lateral jsonb_array_elements(d.snapshot->'rooms') as room
      cross join lateral jsonb_array_elements(room->'choices') as choice
      join rooms r on r.id = (room->>'id')::int
      group by r.room_type_id, (choice->>'selectionId')::int
    )
    select rt.id as room_type_id, rt.label as room_type_label,
      g.id as group_id, g.title as group_title,
      s.id as option_id, s.slug as option_code, s.title as option_title,
      coalesce(sv.n, 0) as saved, coalesce(cf.n, 0) as confirmed,
      (select count(*)::int from saved_designs) as saved_designs,
      (select count(*)::int from confirmed_designs) as confirmed_designs
    from room_types rt
    join selection_groups g on g.room_type_id = rt.id and g.retired_at is null
    join selections s on s.selection_group_id = g.id and not s.is_special
    left join saved sv on sv.room_type_id = rt.id and sv.selection_id = s.id
    left join confirmed cf on cf.room_type_id = rt.id and cf.selection_id = s.id
    where rt.project_id = ${project.id} and rt.retired_at is null
      and (s.retired_at is null or sv.n > 0 or cf.n > 0)
    order by rt.priority, rt.id, g.priority, g.id,
      coalesce(cf.n, 0) desc, coalesce(sv.n, 0) desc, s.priority, s.id`);
  const rows = rowsOf<Row>(result);

  const roomTypes: PopularChoicesAnswer["room_types"] = [];
  for (const row of rows) {
    let roomType = roomTypes.at(-1);
    if (roomType?.id !== row.room_type_id) {
      roomType = { id: row.room_type_id, label: row.room_type_label, groups: [] };
      roomTypes.push(roomType);
    }
    let group = roomType.groups.at(-1);
    if (group?.id !== row.group_id) {
      group = { id: row.group_id, title: row.group_title, options: [] };
      roomType.groups.push(group);
    }
    group.options.push({
      id: row.option_id,
      code: row.option_code,
      title: row.option_title,
      saved: Number(row.saved),
      confirmed: Number(row.confirmed),
    });
  }
  return {
    project: { code: project.code, name: project.name },
    saved_designs: Number(rows[0]?.saved_designs ?? 0),
    confirmed_designs: Number(rows[0]?.confirmed_designs ?? 0),
    room_types: roomTypes,
  };
}

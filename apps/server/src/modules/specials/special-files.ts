import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { files, packages, selectionFiles, selections } from "../../db/schema.ts";

/**
 * How long a link to a special solution's file works. Answers that list the files are given
 * only to the package's owner and staff of its company; a link passed on stops working soon.
 */
export const FILE_LINK_SECONDS = 60 * 60;

/**
 * Which half of a link's lifetime it is now: an answer holding links made now may be handed out
 * again while this stays the same, since each link then still has at least half its lifetime left.
 */
export function fileLinkPeriod(now = Date.now()): number {
  return Math.floor(now / ((FILE_LINK_SECONDS * 1000) / 2));
}

export type FileRow = { id: number; key: string; name: string | null; type: string };

/** A special solution's files as answers list them, each with a link of its own for an hour. */
export function presentFiles(ctx: AppContext, rows: FileRow[]) {
  return Promise.all(
    rows.map(async (f) => ({
      id: f.id,
      name: f.name ?? f.key.split("/").pop() ?? f.key,
      type: f.type,
      url: await ctx.storage.signedUrl(f.key, FILE_LINK_SECONDS),
    })),
  );
}

/**
 * Deletes the rows and stored objects of files that no special solution shows any more. Copies of
 * a solution (a duplicated package) share its files, so a file goes with its last user. One
 * statement decides and deletes, so a copy made meanwhile keeps what it shows.
 */
export async function removeUnusedFiles(ctx: AppContext, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const unused = await ctx.db
    .delete(files)
    .where(
      and(
        inArray(files.key, keys),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(selectionFiles)
            .where(eq(selectionFiles.file, files.key)),
        ),
      ),
    )
    .returning({ key: files.key });
  // A stored object whose removal fails is only unreachable: its row, and so every link, is gone.
  await Promise.all(unused.map((f) => ctx.storage.remove(f.key).catch(() => {})));
}

/** Packages about to be deleted: one, or a person's (those of one layout, or all of them). */
export type GoingPackages = { packageId: number } | { userId: number; layoutId?: number };

/**
 * Runs `deletion`, which deletes the `going` packages (or what they cascade from: an account),
 * and then erases the files of their special solutions that no other solution shows.
 */
export async function erasingSpecialFiles<T>(
  ctx: AppContext,
  going: GoingPackages,
  deletion: () => Promise<T>,
): Promise<T> {
  const keys = await specialFileKeys(ctx.db, going);
  const result = await deletion();
  await removeUnusedFiles(ctx, keys);
  return result;
}

async function specialFileKeys(db: Db, going: GoingPackages): Promise<string[]> {
  const which =
    "packageId" in going
      ? eq(packages.id, going.packageId)
      : and(
          eq(packages.userId, going.userId),
          going.layoutId === undefined ? undefined : eq(packages.apartmentLayoutId, going.layoutId),
        );
  const rows = await db
    .selectDistinct({ key: selectionFiles.file })
    .from(selectionFiles)
    .innerJoin(selections, eq(selections.id, selectionFiles.selectionId))
    .innerJoin(packages, eq(packages.id, selections.packageId))
    .where(which);
  return rows.map((r) => r.key);
}

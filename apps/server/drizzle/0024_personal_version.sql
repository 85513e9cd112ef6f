ALTER TABLE "cache_version" ADD COLUMN "personal" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every change to what logged-in people's reads keep (their logins and account, packages,
-- confirmations, reopenings, apartments' buyers: the tables of migrations 0007 and 0017) also
-- counts one more in cache_version.personal, in the writing transaction. With PostgreSQL, each
-- server process compares it before answering (src/cache/read-cache.ts) and forgets what it kept
-- when it moved, so a logout or a changed password on one process counts on every other from the
-- next request on (docs/decisions/053-logged-in-reads-kept-in-memory.md). It is the read cache's
-- row, not a row of its own: a transaction writing both kinds (an import) takes one lock, so two
-- such transactions cannot each wait for the other's.
CREATE OR REPLACE FUNCTION hd_personal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_version" SET "personal" = "personal" + 1 WHERE "id" = 1;
  PERFORM pg_notify('hd_personal_changed', '');
  RETURN NULL;
END
$$;

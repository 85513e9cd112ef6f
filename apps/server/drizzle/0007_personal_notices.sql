-- Every change to what a logged-in person's calls read beyond the read cache (their logins and
-- account, packages, confirmations, apartments' buyers) is announced on hd_personal_changed: the
-- embedded database's server keeps those reads in memory and forgets them on each notice
-- (src/auth/personal-cache.ts).
CREATE FUNCTION hd_personal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hd_personal_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['auth_tokens', 'users', 'user_providers', 'packages', 'confirmations', 'apartment_buyers'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION hd_personal_changed()', t || '_personal_changed', t);
  END LOOP;
END
$$;

-- Every change to logins (tokens issued, revoked or purged; an account changed or deleted) is
-- announced on hd_logins_changed: the embedded database's server keeps the logins it has looked up
-- in memory and forgets them on each notice (src/auth/login-cache.ts).
CREATE FUNCTION hd_logins_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hd_logins_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER auth_tokens_logins_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "auth_tokens" FOR EACH STATEMENT EXECUTE FUNCTION hd_logins_changed();--> statement-breakpoint
CREATE TRIGGER users_logins_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION hd_logins_changed();

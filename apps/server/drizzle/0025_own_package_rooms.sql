-- A room's groups for a buyer's own package are kept in the personal cache too
-- (src/modules/rooms/groups-service.ts): they show the package's choices, its special solutions
-- and their files. So every change to those tables also counts in cache_version.personal and is
-- announced, as migrations 0007, 0017 and 0024 do for the others
-- (docs/decisions/053-logged-in-reads-kept-in-memory.md). The read cache's own count leaves out
-- special solutions (migration 0002 counts only the company's options), so `selections` needs its
-- own trigger; a change to the company's options also moves the read cache's count, which the
-- kept answer's key names anyway.
CREATE TRIGGER user_package_selections_personal_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_package_selections FOR EACH STATEMENT EXECUTE FUNCTION hd_personal_changed();--> statement-breakpoint
CREATE TRIGGER selections_personal_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON selections FOR EACH STATEMENT EXECUTE FUNCTION hd_personal_changed();--> statement-breakpoint
CREATE TRIGGER selection_files_personal_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON selection_files FOR EACH STATEMENT EXECUTE FUNCTION hd_personal_changed();--> statement-breakpoint
CREATE TRIGGER files_personal_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON files FOR EACH STATEMENT EXECUTE FUNCTION hd_personal_changed();

CREATE TABLE "audit_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"apartment_id" integer,
	"apartment_layout_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" integer,
	"for_user_id" integer,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_project_id_at_index" ON "audit_events" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_apartment_layout_id_index" ON "audit_events" USING btree ("apartment_layout_id");--> statement-breakpoint
CREATE INDEX "audit_events_apartment_id_index" ON "audit_events" USING btree ("apartment_id");--> statement-breakpoint
-- The trail is never changed (docs/decisions/047-audit-trail.md): no update, and no delete but of a
-- whole company's, whose row is gone when its cascade reaches here.
CREATE FUNCTION hd_audit_unchangeable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies WHERE id = OLD.company_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events are never changed' USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_events_unchangeable BEFORE UPDATE OR DELETE ON audit_events FOR EACH ROW EXECUTE FUNCTION hd_audit_unchangeable();--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events FOR EACH STATEMENT EXECUTE FUNCTION hd_audit_unchangeable();

CREATE TABLE "deadlines_passed" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deadlines_passed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"deadline" text NOT NULL,
	"apartment_layout_id" integer NOT NULL,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deadlines_passed" ADD CONSTRAINT "deadlines_passed_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadlines_passed" ADD CONSTRAINT "deadlines_passed_apartment_layout_id_apartment_layouts_id_fk" FOREIGN KEY ("apartment_layout_id") REFERENCES "public"."apartment_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deadlines_passed_project_id_deadline_apartment_layout_id_index" ON "deadlines_passed" USING btree ("project_id","deadline","apartment_layout_id");
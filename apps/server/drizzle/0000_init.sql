CREATE TABLE "apartment_layouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apartment_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"apartment_id" integer NOT NULL,
	"name" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"web_image_file" text,
	"plan_file" text,
	"kitchen_plan_file" text,
	"electrical_plan_file" text
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "apartments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"building_id" integer NOT NULL,
	"number" text NOT NULL,
	"floor" integer,
	"transaction_status" text DEFAULT 'available' NOT NULL,
	"www_detailed_url" text,
	CONSTRAINT "apartments_transaction_status_check" CHECK ("apartments"."transaction_status" in ('available', 'reserved', 'sold'))
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buildings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"building_number" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"web" text NOT NULL,
	"email" text NOT NULL,
	"logo_file" text,
	"colors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"favicons" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"vat" numeric(5, 2) DEFAULT '24.00' NOT NULL,
	"news_letter" boolean DEFAULT false NOT NULL,
	"pdf_footer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"help_videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"developer_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"construction_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"quote_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "company_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"locales" text[] DEFAULT '{et,en}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"apartment_layout_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "confirmations_apartmentLayoutId_unique" UNIQUE("apartment_layout_id")
);
--> statement-breakpoint
CREATE TABLE "files" (
	"key" text PRIMARY KEY NOT NULL,
	"company_id" integer,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"selection_group_id" integer NOT NULL,
	"file" text NOT NULL,
	"layer" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "material_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"category_id" integer,
	"code" text NOT NULL,
	"desc_short" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"desc_long" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_finishing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_type" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"element_type" text,
	"room_type" text,
	"manufacturer" text,
	"seller" text,
	"producer_product_id" text,
	"url" text,
	"thumbnail_file" text,
	"image_file" text,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"install_price_cents" integer DEFAULT 0 NOT NULL,
	"additional_price_cents" integer DEFAULT 0 NOT NULL,
	"quantity" numeric(12, 3),
	"vat" numeric(5, 2),
	"is_sample_available" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "materials_companyId_code_unique" UNIQUE("company_id","code")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"locale" text NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_selections" (
	"package_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	CONSTRAINT "package_selections_package_id_selection_id_pk" PRIMARY KEY("package_id","selection_id")
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_file" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"can_confirm" boolean DEFAULT true NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"pdf_footer" jsonb,
	"user_id" integer,
	"apartment_layout_id" integer,
	"base_package_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_user_package_scope_check" CHECK (("packages"."user_id" is null) = ("packages"."apartment_layout_id" is null)),
	CONSTRAINT "packages_default_is_company_package" CHECK (not ("packages"."is_default" and "packages"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "password_resets_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"project_url" text,
	"vat" numeric(5, 2),
	"show_plan_colors" boolean DEFAULT false NOT NULL,
	"show_symbols" boolean DEFAULT false NOT NULL,
	"show_quote_generation" boolean DEFAULT false NOT NULL,
	"pdf_footer" jsonb,
	"priority" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restrictions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "restrictions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_selection_id" integer NOT NULL,
	"target_selection_id" integer NOT NULL,
	CONSTRAINT "restrictions_sourceSelectionId_targetSelectionId_unique" UNIQUE("source_selection_id","target_selection_id"),
	CONSTRAINT "restrictions_not_self" CHECK ("restrictions"."source_selection_id" <> "restrictions"."target_selection_id")
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "room_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_room_type" boolean DEFAULT false NOT NULL,
	"vat" numeric(5, 2),
	CONSTRAINT "room_types_projectId_slug_unique" UNIQUE("project_id","slug")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rooms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"apartment_layout_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb,
	"numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rooms_apartmentLayoutId_slug_unique" UNIQUE("apartment_layout_id","slug")
);
--> statement-breakpoint
CREATE TABLE "selection_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selection_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"selection_id" integer NOT NULL,
	"file" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selection_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selection_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"room_type_id" integer NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"applies_to_all" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"selection_group_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"material_id" integer,
	"image_file" text,
	"image_layer" integer DEFAULT 0 NOT NULL,
	"is_special" boolean DEFAULT false NOT NULL,
	"room_id" integer,
	"package_id" integer,
	"label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unit_price_cents" integer DEFAULT 0 NOT NULL,
	"install_price_cents" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selections_id_group_unique" UNIQUE("id","selection_group_id"),
	CONSTRAINT "selections_special_scope_check" CHECK ("selections"."is_special" = ("selections"."room_id" is not null and "selections"."package_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"url" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symbol_legend_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "symbol_legend_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"legend_id" integer NOT NULL,
	"icon_file" text,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symbol_legends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "symbol_legends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "symbol_legends_companyId_key_unique" UNIQUE("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_layout_packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_layout_packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"apartment_layout_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"origin" text DEFAULT 'added' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_layout_packages_userId_apartmentLayoutId_packageId_unique" UNIQUE("user_id","apartment_layout_id","package_id"),
	CONSTRAINT "user_layout_packages_origin_check" CHECK ("user_layout_packages"."origin" in ('added', 'created', 'duplicated'))
);
--> statement-breakpoint
CREATE TABLE "user_package_selections" (
	"package_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"selection_group_id" integer NOT NULL,
	"selection_id" integer NOT NULL,
	CONSTRAINT "user_package_selections_package_id_room_id_selection_group_id_pk" PRIMARY KEY("package_id","room_id","selection_group_id")
);
--> statement-breakpoint
CREATE TABLE "user_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text,
	"name" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_providers_userId_provider_unique" UNIQUE("user_id","provider"),
	CONSTRAINT "user_providers_provider_check" CHECK ("user_providers"."provider" in ('main', 'google', 'facebook'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"locale" text DEFAULT 'et' NOT NULL,
	"is_subscribed" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('customer', 'designer', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "wardrobe_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wardrobe_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"apartment_layout_id" integer NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file" text NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartment_layouts" ADD CONSTRAINT "apartment_layouts_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_layouts" ADD CONSTRAINT "apartment_layouts_web_image_file_files_key_fk" FOREIGN KEY ("web_image_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_layouts" ADD CONSTRAINT "apartment_layouts_plan_file_files_key_fk" FOREIGN KEY ("plan_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_layouts" ADD CONSTRAINT "apartment_layouts_kitchen_plan_file_files_key_fk" FOREIGN KEY ("kitchen_plan_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_layouts" ADD CONSTRAINT "apartment_layouts_electrical_plan_file_files_key_fk" FOREIGN KEY ("electrical_plan_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_files_key_fk" FOREIGN KEY ("logo_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_hosts" ADD CONSTRAINT "company_hosts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_apartment_layout_id_apartment_layouts_id_fk" FOREIGN KEY ("apartment_layout_id") REFERENCES "public"."apartment_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmations" ADD CONSTRAINT "confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_images" ADD CONSTRAINT "group_images_selection_group_id_selection_groups_id_fk" FOREIGN KEY ("selection_group_id") REFERENCES "public"."selection_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_images" ADD CONSTRAINT "group_images_file_files_key_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_categories" ADD CONSTRAINT "material_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_category_id_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."material_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_thumbnail_file_files_key_fk" FOREIGN KEY ("thumbnail_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_image_file_files_key_fk" FOREIGN KEY ("image_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_selections" ADD CONSTRAINT "package_selections_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_selections" ADD CONSTRAINT "package_selections_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_image_file_files_key_fk" FOREIGN KEY ("image_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_apartment_layout_id_apartment_layouts_id_fk" FOREIGN KEY ("apartment_layout_id") REFERENCES "public"."apartment_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_base_package_id_packages_id_fk" FOREIGN KEY ("base_package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_source_selection_id_selections_id_fk" FOREIGN KEY ("source_selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restrictions" ADD CONSTRAINT "restrictions_target_selection_id_selections_id_fk" FOREIGN KEY ("target_selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_apartment_layout_id_apartment_layouts_id_fk" FOREIGN KEY ("apartment_layout_id") REFERENCES "public"."apartment_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_files" ADD CONSTRAINT "selection_files_selection_id_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_files" ADD CONSTRAINT "selection_files_file_files_key_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selection_groups" ADD CONSTRAINT "selection_groups_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_selection_group_id_selection_groups_id_fk" FOREIGN KEY ("selection_group_id") REFERENCES "public"."selection_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_image_file_files_key_fk" FOREIGN KEY ("image_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selections" ADD CONSTRAINT "selections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symbol_legend_items" ADD CONSTRAINT "symbol_legend_items_legend_id_symbol_legends_id_fk" FOREIGN KEY ("legend_id") REFERENCES "public"."symbol_legends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symbol_legend_items" ADD CONSTRAINT "symbol_legend_items_icon_file_files_key_fk" FOREIGN KEY ("icon_file") REFERENCES "public"."files"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symbol_legends" ADD CONSTRAINT "symbol_legends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_layout_packages" ADD CONSTRAINT "user_layout_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_layout_packages" ADD CONSTRAINT "user_layout_packages_apartment_layout_id_apartment_layouts_id_fk" FOREIGN KEY ("apartment_layout_id") REFERENCES "public"."apartment_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_layout_packages" ADD CONSTRAINT "user_layout_packages_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package_selections" ADD CONSTRAINT "user_package_selections_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package_selections" ADD CONSTRAINT "user_package_selections_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_package_selections" ADD CONSTRAINT "user_package_selections_selection_id_selection_group_id_selections_id_selection_group_id_fk" FOREIGN KEY ("selection_id","selection_group_id") REFERENCES "public"."selections"("id","selection_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_providers" ADD CONSTRAINT "user_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_providers" ADD CONSTRAINT "user_providers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_plans" ADD CONSTRAINT "wardrobe_plans_apartment_layout_id_apartment_layouts_id_fk" FOREIGN KEY ("apartment_layout_id") REFERENCES "public"."apartment_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wardrobe_plans" ADD CONSTRAINT "wardrobe_plans_file_files_key_fk" FOREIGN KEY ("file") REFERENCES "public"."files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartment_layouts_apartment_id_index" ON "apartment_layouts" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "apartments_building_id_index" ON "apartments" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_index" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "buildings_project_id_index" ON "buildings" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "company_hosts_company_id_index" ON "company_hosts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "confirmations_user_id_index" ON "confirmations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "confirmations_package_id_index" ON "confirmations" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "files_company_id_index" ON "files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "group_images_selection_group_id_index" ON "group_images" USING btree ("selection_group_id");--> statement-breakpoint
CREATE INDEX "material_categories_company_id_index" ON "material_categories" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "materials_category_id_index" ON "materials" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "package_selections_selection_id_index" ON "package_selections" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "packages_project_id_index" ON "packages" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "packages_user_id_apartment_layout_id_index" ON "packages" USING btree ("user_id","apartment_layout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packages_one_default_per_project" ON "packages" USING btree ("project_id") WHERE "packages"."is_default";--> statement-breakpoint
CREATE INDEX "password_resets_user_id_index" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_company_id_index" ON "projects" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "restrictions_target_selection_id_index" ON "restrictions" USING btree ("target_selection_id");--> statement-breakpoint
CREATE INDEX "rooms_room_type_id_index" ON "rooms" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "selection_files_selection_id_index" ON "selection_files" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "selection_groups_room_type_id_index" ON "selection_groups" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "selections_selection_group_id_index" ON "selections" USING btree ("selection_group_id");--> statement-breakpoint
CREATE INDEX "selections_package_id_room_id_index" ON "selections" USING btree ("package_id","room_id");--> statement-breakpoint
CREATE INDEX "short_links_company_id_url_index" ON "short_links" USING btree ("company_id","url");--> statement-breakpoint
CREATE INDEX "symbol_legend_items_legend_id_index" ON "symbol_legend_items" USING btree ("legend_id");--> statement-breakpoint
CREATE INDEX "user_layout_packages_apartment_layout_id_index" ON "user_layout_packages" USING btree ("apartment_layout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_providers_identity_unique" ON "user_providers" USING btree ("company_id","provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_unique" ON "users" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "wardrobe_plans_apartment_layout_id_index" ON "wardrobe_plans" USING btree ("apartment_layout_id");
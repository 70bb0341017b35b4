-- LeapMarket's keyword search (issue 17): title and skills weigh most, then the description. Immutable, so a
-- generated column can use it; skills is a JSON array of strings (anything else counts as none).
CREATE FUNCTION project_search_document(title text, skills jsonb, description text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce((
           SELECT string_agg(s #>> '{}', ' ')
           FROM jsonb_array_elements(CASE WHEN jsonb_typeof(skills) = 'array' THEN skills ELSE '[]' END) AS s
           WHERE jsonb_typeof(s) = 'string'), '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
$$;
--> statement-breakpoint
CREATE TABLE "project_invitations" (
	"project_id" uuid NOT NULL,
	"quant_user_id" text NOT NULL,
	"invited_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_invitations_project_id_quant_user_id_pk" PRIMARY KEY("project_id","quant_user_id")
);
--> statement-breakpoint
CREATE TABLE "project_milestones" (
	"project_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer,
	CONSTRAINT "project_milestones_project_id_position_pk" PRIMARY KEY("project_id","position")
);
--> statement-breakpoint
CREATE TABLE "project_nda_acceptances" (
	"project_id" uuid NOT NULL,
	"quant_user_id" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_nda_acceptances_project_id_quant_user_id_pk" PRIMARY KEY("project_id","quant_user_id")
);
--> statement-breakpoint
CREATE TABLE "project_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"quant_user_id" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"cover_note" text NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	"start_date" date NOT NULL,
	"milestone_amounts" jsonb,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_proposals_price_order" CHECK ("project_proposals"."price_max" >= "project_proposals"."price_min")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"project_type" text,
	"category" text,
	"duration_value" integer,
	"duration_unit" text DEFAULT 'weeks' NOT NULL,
	"duration_days" integer GENERATED ALWAYS AS (duration_value * case duration_unit when 'days' then 1 when 'weeks' then 7 else 30 end) STORED,
	"completion_date" date,
	"budget_type" text,
	"budget_min" integer,
	"budget_max" integer,
	"min_experience" text,
	"education" text,
	"field_of_study" text,
	"additional_requirements" text DEFAULT '' NOT NULL,
	"work_type" text DEFAULT 'remote' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"nda" boolean DEFAULT false NOT NULL,
	"plan" text DEFAULT 'standard' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"renewed_at" timestamp with time zone,
	"expiry_notice_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (project_search_document(title, skills, description)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_budget_complete" CHECK (("projects"."budget_type" is null) = ("projects"."budget_min" is null)),
	CONSTRAINT "projects_budget_order" CHECK ("projects"."budget_max" is null or "projects"."budget_max" >= "projects"."budget_min"),
	CONSTRAINT "projects_listed_has_dates" CHECK ("projects"."status" = 'draft' or "projects"."published_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_quant_user_id_users_id_fk" FOREIGN KEY ("quant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitations" ADD CONSTRAINT "project_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_milestones" ADD CONSTRAINT "project_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_nda_acceptances" ADD CONSTRAINT "project_nda_acceptances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_nda_acceptances" ADD CONSTRAINT "project_nda_acceptances_quant_user_id_users_id_fk" FOREIGN KEY ("quant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_proposals" ADD CONSTRAINT "project_proposals_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_proposals" ADD CONSTRAINT "project_proposals_quant_user_id_users_id_fk" FOREIGN KEY ("quant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_invitations_quant_idx" ON "project_invitations" USING btree ("quant_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_proposals_project_quant_key" ON "project_proposals" USING btree ("project_id","quant_user_id");--> statement-breakpoint
CREATE INDEX "project_proposals_project_created_idx" ON "project_proposals" USING btree ("project_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_proposals_quant_created_idx" ON "project_proposals" USING btree ("quant_user_id","created_at");--> statement-breakpoint
CREATE INDEX "projects_company_created_idx" ON "projects" USING btree ("company_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_market_featured_idx" ON "projects" USING btree ("featured" DESC NULLS FIRST,"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_newest_idx" ON "projects" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_budget_idx" ON "projects" USING btree ("budget_max" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "projects_expiry_idx" ON "projects" USING btree ("expires_at") WHERE status = 'published';
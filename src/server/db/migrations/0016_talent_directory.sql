-- Issue 14: what the directory searches is computed by PostgreSQL itself (generated columns), from these functions.
-- They are IMMUTABLE (same input, same output), as generated columns require.
CREATE FUNCTION quant_highest_degree(education jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN bool_or(d ~ '(ph\.? ?d|doctor|dphil|d\.phil)') THEN 'Ph.D.'
    WHEN bool_or(d ~ '(master|\mm\.? ?sc\M|\mm\.?s\.?\M|\mmfe\M|\mmba\M|\mmeng\M|\mmphil\M|\mmmath\M|\mmfin\M)') THEN 'Master''s'
    WHEN bool_or(d ~ '(bachelor|\mb\.? ?sc\M|\mb\.?s\.?\M|\mb\.?a\.?\M|\mbeng\M|\mb\.?tech\M|undergrad)') THEN 'Bachelor''s'
  END
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(education) = 'array' THEN education ELSE '[]' END) AS e,
       lower(coalesce(e ->> 'degree', '')) AS d
$$;
--> statement-breakpoint
-- shared/skill-synonyms.ts skillKey(): lower case, whitespace collapsed, trimmed; distinct; non-strings ignored.
CREATE FUNCTION quant_skill_keys(skills jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(skills) = 'array' THEN skills ELSE '[]' END) AS s,
       lower(btrim(regexp_replace(s #>> '{}', '\s+', ' ', 'g'))) AS k
  WHERE jsonb_typeof(s) = 'string' AND k <> ''
$$;
--> statement-breakpoint
-- Not the spec's placeholder (shared/quant-profile-placeholders.ts): a real headline or at least one real skill.
CREATE FUNCTION quant_profile_filled_in(title text, skills jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(btrim(title), '') NOT IN ('', 'Update your profile', 'Update your skills', 'Pending')
      OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(skills) = 'array' THEN skills ELSE '[]' END) AS s
        WHERE jsonb_typeof(s) = 'string'
          AND btrim(s #>> '{}') NOT IN ('', 'Update your profile', 'Update your skills', 'Pending'))
$$;
--> statement-breakpoint
-- Name, headline and skills weigh most (A), then location (B), then the bio (C). One configuration ('english')
-- for every part, so a query is stemmed as the document was.
CREATE FUNCTION quant_search_document(full_name text, title text, skills jsonb, location text, bio text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(full_name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce((
           SELECT string_agg(s #>> '{}', ' ')
           FROM jsonb_array_elements(CASE WHEN jsonb_typeof(skills) = 'array' THEN skills ELSE '[]' END) AS s
           WHERE jsonb_typeof(s) = 'string'), '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(location, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(bio, '')), 'C')
$$;
--> statement-breakpoint
CREATE TABLE "quant_firm_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"company_id" uuid,
	"firm_id" integer,
	"name" text NOT NULL,
	"domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quant_profile_views" (
	"quant_user_id" text NOT NULL,
	"company_id" uuid NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "quant_profile_views_quant_user_id_company_id_pk" PRIMARY KEY("quant_user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "talent_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" text,
	"created_by_name" text NOT NULL,
	"title" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD COLUMN "hourly_rate_max" integer;--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD COLUMN "available_from" date;--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD COLUMN "degree_override" text;--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD COLUMN "highest_degree" text GENERATED ALWAYS AS (coalesce(degree_override, quant_highest_degree(education))) STORED;--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD COLUMN "skill_keys" text[] GENERATED ALWAYS AS (quant_skill_keys(skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (is_visible and quant_profile_filled_in(title, skills)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (quant_search_document(full_name, title, skills, location, bio)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quant_firm_blocks" ADD CONSTRAINT "quant_firm_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_firm_blocks" ADD CONSTRAINT "quant_firm_blocks_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_firm_blocks" ADD CONSTRAINT "quant_firm_blocks_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_profile_views" ADD CONSTRAINT "quant_profile_views_quant_user_id_users_id_fk" FOREIGN KEY ("quant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quant_profile_views" ADD CONSTRAINT "quant_profile_views_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_matches" ADD CONSTRAINT "talent_matches_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_matches" ADD CONSTRAINT "talent_matches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quant_firm_blocks_user_company_idx" ON "quant_firm_blocks" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quant_firm_blocks_user_firm_idx" ON "quant_firm_blocks" USING btree ("user_id","firm_id");--> statement-breakpoint
CREATE INDEX "quant_firm_blocks_company_idx" ON "quant_firm_blocks" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "quant_firm_blocks_domain_idx" ON "quant_firm_blocks" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "quant_profile_views_quant_last_idx" ON "quant_profile_views" USING btree ("quant_user_id","last_viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "talent_matches_company_created_idx" ON "talent_matches" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quant_profiles_search_idx" ON "quant_profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "quant_profiles_skill_keys_idx" ON "quant_profiles" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "quant_profiles_listed_created_idx" ON "quant_profiles" USING btree ("created_at" DESC NULLS LAST,"id") WHERE listed;--> statement-breakpoint
CREATE INDEX "quant_profiles_listed_rate_idx" ON "quant_profiles" USING btree ("hourly_rate_min","id") WHERE listed;--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD CONSTRAINT "quant_profiles_availability_check" CHECK ("availability" IS NULL OR "availability" IN ('Available now', 'Available within 2 weeks', 'Available within a month', 'Not looking'));--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD CONSTRAINT "quant_profiles_degree_override_check" CHECK ("degree_override" IS NULL OR "degree_override" IN ('Bachelor''s', 'Master''s', 'Ph.D.'));--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD CONSTRAINT "quant_profiles_rate_order_check" CHECK ("hourly_rate_max" IS NULL OR "hourly_rate_min" IS NULL OR "hourly_rate_max" >= "hourly_rate_min");--> statement-breakpoint
ALTER TABLE "quant_firm_blocks" ADD CONSTRAINT "quant_firm_blocks_one_target_check" CHECK (("company_id" IS NULL) <> ("firm_id" IS NULL));
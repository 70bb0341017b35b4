CREATE TABLE "quant_search" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"listed" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"experience_years" integer NOT NULL,
	"rate_low" integer,
	"rate_high" integer,
	"highest_degree" text,
	"availability" text,
	"location" text,
	"prefers_remote" boolean NOT NULL,
	"filter_keys" text[] NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quant_search" ADD CONSTRAINT "quant_search_profile_id_quant_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."quant_profiles"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "quant_search_vector_idx" ON "quant_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "quant_search_filter_keys_idx" ON "quant_search" USING gin ("filter_keys");--> statement-breakpoint
CREATE INDEX "quant_search_newest_idx" ON "quant_search" USING btree ("created_at" DESC NULLS FIRST,"profile_id" DESC NULLS FIRST) WHERE listed;--> statement-breakpoint
CREATE INDEX "quant_search_rate_idx" ON "quant_search" USING btree ("rate_low","profile_id") WHERE listed;--> statement-breakpoint
-- Decision 0017: the narrow search row of a profile is written by this trigger, in the same statement as every
-- insert and update of quant_profiles (the wizard, the visibility switch and its placeholder, seed:demo, the
-- factories, bulk loads), from the profile's generated columns, which AFTER triggers see computed. A deleted
-- profile (an account deletion cascades to it) takes its row along through the foreign key.
-- The filter keys: the skill keys (always lower case) and one key per filterable fact, with capitals so that no
-- skill key can equal one (talent/filter-keys.ts builds the same strings): experience in whole years, 40 standing
-- for 40 or more, availability and the highest degree.
CREATE FUNCTION quant_filter_keys(skill_keys text[], experience_years integer, availability text, highest_degree text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT skill_keys
      || ARRAY['Experience=' || least(greatest(experience_years, 0), 40)]
      || CASE WHEN availability IS NULL THEN '{}'::text[] ELSE ARRAY['Availability=' || availability] END
      || CASE WHEN highest_degree IS NULL THEN '{}'::text[] ELSE ARRAY['Degree=' || highest_degree] END
$$;
--> statement-breakpoint
CREATE FUNCTION quant_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quant_search AS s (profile_id, user_id, listed, created_at, experience_years, rate_low, rate_high,
    highest_degree, availability, location, prefers_remote, filter_keys, search_vector)
  VALUES (NEW.id, NEW.user_id, NEW.listed, NEW.created_at, NEW.experience_years,
    coalesce(NEW.hourly_rate_min, NEW.hourly_rate_max), coalesce(NEW.hourly_rate_max, NEW.hourly_rate_min),
    NEW.highest_degree, NEW.availability, NEW.location, NEW.prefers_remote,
    quant_filter_keys(NEW.skill_keys, NEW.experience_years, NEW.availability, NEW.highest_degree), NEW.search_vector)
  ON CONFLICT (profile_id) DO UPDATE SET
    user_id = EXCLUDED.user_id, listed = EXCLUDED.listed, created_at = EXCLUDED.created_at,
    experience_years = EXCLUDED.experience_years, rate_low = EXCLUDED.rate_low, rate_high = EXCLUDED.rate_high,
    highest_degree = EXCLUDED.highest_degree, availability = EXCLUDED.availability, location = EXCLUDED.location,
    prefers_remote = EXCLUDED.prefers_remote, filter_keys = EXCLUDED.filter_keys,
    search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quant_search_sync AFTER INSERT OR UPDATE ON quant_profiles
  FOR EACH ROW EXECUTE FUNCTION quant_search_sync();
--> statement-breakpoint
-- The profiles that exist already.
INSERT INTO quant_search (profile_id, user_id, listed, created_at, experience_years, rate_low, rate_high,
  highest_degree, availability, location, prefers_remote, filter_keys, search_vector)
SELECT id, user_id, listed, created_at, experience_years, coalesce(hourly_rate_min, hourly_rate_max),
  coalesce(hourly_rate_max, hourly_rate_min), highest_degree, availability, location, prefers_remote,
  quant_filter_keys(skill_keys, experience_years, availability, highest_degree), search_vector
FROM quant_profiles;

ALTER TABLE "quant_search" ADD COLUMN "blocked_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "quant_search_user_idx" ON "quant_search" USING btree ("user_id");--> statement-breakpoint
-- Decision 0017: a quant's blocks, copied onto their search row as keys ('Company=<id>', 'Domain=<domain>'), so
-- the directory and the match test a block on the row instead of probing quant_firm_blocks for every match.
-- Kept by the profile's trigger (a new profile takes the blocks its user already has) and by one on the blocks.
CREATE FUNCTION quant_blocked_keys(quant_user_id text) RETURNS text[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT k ORDER BY k), '{}')
  FROM quant_firm_blocks AS b,
       LATERAL (VALUES ('Company=' || b.company_id::text), ('Domain=' || b.domain)) AS keys(k)
  WHERE b.user_id = quant_user_id AND k IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION quant_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO quant_search AS s (profile_id, user_id, listed, created_at, experience_years, rate_low, rate_high,
    highest_degree, availability, location, prefers_remote, filter_keys, blocked_keys, search_vector)
  VALUES (NEW.id, NEW.user_id, NEW.listed, NEW.created_at, NEW.experience_years,
    coalesce(NEW.hourly_rate_min, NEW.hourly_rate_max), coalesce(NEW.hourly_rate_max, NEW.hourly_rate_min),
    NEW.highest_degree, NEW.availability, NEW.location, NEW.prefers_remote,
    quant_filter_keys(NEW.skill_keys, NEW.experience_years, NEW.availability, NEW.highest_degree),
    quant_blocked_keys(NEW.user_id), NEW.search_vector)
  ON CONFLICT (profile_id) DO UPDATE SET
    user_id = EXCLUDED.user_id, listed = EXCLUDED.listed, created_at = EXCLUDED.created_at,
    experience_years = EXCLUDED.experience_years, rate_low = EXCLUDED.rate_low, rate_high = EXCLUDED.rate_high,
    highest_degree = EXCLUDED.highest_degree, availability = EXCLUDED.availability, location = EXCLUDED.location,
    prefers_remote = EXCLUDED.prefers_remote, filter_keys = EXCLUDED.filter_keys,
    blocked_keys = EXCLUDED.blocked_keys, search_vector = EXCLUDED.search_vector;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every insert, update and delete of a block (a deleted company, firm or account cascades here too).
CREATE FUNCTION quant_search_blocks_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE quant_search SET blocked_keys = quant_blocked_keys(OLD.user_id) WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE quant_search SET blocked_keys = quant_blocked_keys(NEW.user_id) WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quant_search_blocks_sync AFTER INSERT OR UPDATE OR DELETE ON quant_firm_blocks
  FOR EACH ROW EXECUTE FUNCTION quant_search_blocks_sync();
--> statement-breakpoint
UPDATE quant_search AS s SET blocked_keys = quant_blocked_keys(s.user_id)
WHERE EXISTS (SELECT 1 FROM quant_firm_blocks AS b WHERE b.user_id = s.user_id);

-- The applicant's name and skills on their applications (decision 0022): the board sorts, searches and filters a
-- company's applications from user_applications' own indexes. Only the triggers below write these columns.
-- The skills filter compares lower case (features/internship-board/applicants.ts).
CREATE FUNCTION applicant_skill_keys(skills jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT lower(s #>> '{}')), '{}')
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(skills) = 'array' THEN skills ELSE '[]' END) AS s
  WHERE jsonb_typeof(s) = 'string'
$$;
--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "applicant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "applicant_skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "applicant_skill_keys" text[] GENERATED ALWAYS AS (applicant_skill_keys(applicant_skills)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "user_applications_company_name_idx" ON "user_applications" USING btree ("company_id",lower("applicant_name"),"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_applications_skill_keys_idx" ON "user_applications" USING gin ("applicant_skill_keys");--> statement-breakpoint
-- The name a firm sees (platform/account-name.ts): the profile's full name, else the account's name.
CREATE FUNCTION applicant_display_name(p_user_id text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT coalesce(nullif(trim(p.full_name), ''), nullif(trim(u.name), ''))
     FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = p_user_id),
    'Unknown User')
$$;
--> statement-breakpoint
-- The skills company p_company_id sees: the account profile's, else the quant profile's when it is visible and the
-- quant blocks neither the company nor its domain (platform/talent-visibility.ts visibleTo).
CREATE FUNCTION applicant_visible_skills(p_user_id text, p_company_id uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT nullif(p.skills, '[]'::jsonb) FROM profiles p WHERE p.id = p_user_id),
    (SELECT q.skills FROM quant_profiles q
     WHERE q.user_id = p_user_id AND q.is_visible
       AND NOT EXISTS (
         SELECT 1 FROM quant_firm_blocks b
         WHERE b.user_id = p_user_id
           AND (b.company_id = p_company_id
                OR b.domain = (SELECT c.domain FROM company_profiles c WHERE c.id = p_company_id)))),
    '[]'::jsonb)
$$;
--> statement-breakpoint
-- Brings the applications of one applicant (or of one company) in step; rows already right are not written.
CREATE FUNCTION refresh_applicant_details(p_user_id text, p_company_id uuid) RETURNS void LANGUAGE sql AS $$
  UPDATE user_applications a SET applicant_name = d.name, applicant_skills = d.skills
  FROM (
    SELECT id, applicant_display_name(user_id) AS name, applicant_visible_skills(user_id, company_id) AS skills
    FROM user_applications
    WHERE (p_user_id IS NOT NULL AND user_id = p_user_id) OR (p_user_id IS NULL AND company_id = p_company_id)
  ) d
  WHERE a.id = d.id AND (a.applicant_name IS DISTINCT FROM d.name OR a.applicant_skills IS DISTINCT FROM d.skills)
$$;
--> statement-breakpoint
CREATE FUNCTION user_applications_fill_applicant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.applicant_name := applicant_display_name(NEW.user_id);
  NEW.applicant_skills := applicant_visible_skills(NEW.user_id, NEW.company_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_applications_fill_applicant BEFORE INSERT ON user_applications
  FOR EACH ROW EXECUTE FUNCTION user_applications_fill_applicant();
--> statement-breakpoint
-- A row of users, profiles, quant_profiles or quant_firm_blocks changed: refresh the applications of the user named
-- by the column TG_ARGV[0] (before and after, in case an update moved the row to another user).
CREATE FUNCTION applicant_details_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_user text;
  new_user text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_user := to_jsonb(OLD) ->> TG_ARGV[0]; END IF;
  IF TG_OP <> 'DELETE' THEN new_user := to_jsonb(NEW) ->> TG_ARGV[0]; END IF;
  IF old_user IS NOT NULL THEN PERFORM refresh_applicant_details(old_user, NULL); END IF;
  IF new_user IS NOT NULL AND new_user IS DISTINCT FROM old_user THEN
    PERFORM refresh_applicant_details(new_user, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_applicant_details AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION applicant_details_changed('id');
--> statement-breakpoint
CREATE TRIGGER profiles_applicant_details AFTER INSERT OR DELETE OR UPDATE OF id, full_name, skills ON profiles
  FOR EACH ROW EXECUTE FUNCTION applicant_details_changed('id');
--> statement-breakpoint
CREATE TRIGGER quant_profiles_applicant_details AFTER INSERT OR DELETE OR UPDATE OF user_id, skills, is_visible
  ON quant_profiles FOR EACH ROW EXECUTE FUNCTION applicant_details_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER quant_firm_blocks_applicant_details AFTER INSERT OR DELETE OR UPDATE ON quant_firm_blocks
  FOR EACH ROW EXECUTE FUNCTION applicant_details_changed('user_id');
--> statement-breakpoint
-- A quant's block by domain applies to every company at that domain.
CREATE FUNCTION company_domain_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_applicant_details(NULL, NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER company_profiles_applicant_details AFTER UPDATE OF domain ON company_profiles
  FOR EACH ROW WHEN (OLD.domain IS DISTINCT FROM NEW.domain) EXECUTE FUNCTION company_domain_changed();
--> statement-breakpoint
-- The applications sent before this migration.
UPDATE user_applications SET applicant_name = applicant_display_name(user_id),
  applicant_skills = applicant_visible_skills(user_id, company_id);

CREATE TABLE "company_application_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_application_versions" ADD CONSTRAINT "company_application_versions_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 0022: one more for every company whose applications a statement inserted, changed or deleted (a
-- company being deleted is left out: its row goes with it).
CREATE FUNCTION bump_company_application_versions(company_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO company_application_versions AS v (company_id, version)
  SELECT DISTINCT changed.company_id, 1 FROM unnest(company_ids) AS changed(company_id)
  WHERE EXISTS (SELECT 1 FROM company_profiles c WHERE c.id = changed.company_id)
  ORDER BY changed.company_id
  ON CONFLICT (company_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION user_applications_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_company_application_versions(ARRAY(SELECT company_id FROM old_rows));
  ELSE
    PERFORM bump_company_application_versions(ARRAY(SELECT company_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_applications_inserted AFTER INSERT ON user_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_applications_changed();
--> statement-breakpoint
CREATE TRIGGER user_applications_updated AFTER UPDATE ON user_applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_applications_changed();
--> statement-breakpoint
CREATE TRIGGER user_applications_deleted AFTER DELETE ON user_applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_applications_changed();
--> statement-breakpoint
-- The search matches positions' titles.
CREATE FUNCTION internship_position_retitled() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_company_application_versions(ARRAY[NEW.company_id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER internship_positions_retitled AFTER UPDATE OF title ON internship_positions
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title AND NEW.company_id IS NOT NULL)
  EXECUTE FUNCTION internship_position_retitled();

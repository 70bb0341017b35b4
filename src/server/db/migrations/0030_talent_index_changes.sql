CREATE TABLE "quant_search_removed" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"removed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quant_search" ADD COLUMN "changed_by" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "quant_search_removed_by_idx" ON "quant_search_removed" USING btree ("removed_by");--> statement-breakpoint
CREATE INDEX "quant_search_removed_at_idx" ON "quant_search_removed" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "quant_search_changed_idx" ON "quant_search" USING btree ("changed_by");--> statement-breakpoint
-- Decision 0025: the talent index in each app process reads what changed in quant_search since its last look, by
-- the writing transaction's id. Every insert and update is stamped, whatever wrote it (the profile's and the
-- blocks' triggers, a bulk load).
CREATE FUNCTION quant_search_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_by := pg_current_xact_id();
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quant_search_stamp BEFORE INSERT OR UPDATE ON quant_search
  FOR EACH ROW EXECUTE FUNCTION quant_search_stamp();
--> statement-breakpoint
-- A deleted row leaves its id for a day, so the indexes drop it too; older ids are forgotten here, where deletions
-- (rare: a deleted account) happen anyway.
CREATE FUNCTION quant_search_removed_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM quant_search_removed WHERE removed_at < now() - interval '1 day';
  INSERT INTO quant_search_removed (profile_id) VALUES (OLD.profile_id)
  ON CONFLICT (profile_id) DO UPDATE SET removed_by = pg_current_xact_id(), removed_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER quant_search_removed_sync AFTER DELETE ON quant_search
  FOR EACH ROW EXECUTE FUNCTION quant_search_removed_sync();

ALTER TABLE "conversation_reports" ADD COLUMN "times_reported" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "last_reported_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "conversation_reports" SET last_reported_at = created_at;--> statement-breakpoint
-- Open reports one reporter filed more than once about one conversation become one: the newest row keeps every
-- reporter's words (oldest first), how many times it was filed, and the first time.
WITH groups AS (
  SELECT conversation_id, reporter_user_id, max(created_at) AS newest, min(created_at) AS first, count(*)::int AS n,
    string_agg(nullif(details, ''), E'\n\n' ORDER BY created_at) AS all_details
  FROM "conversation_reports"
  WHERE resolved_at IS NULL AND conversation_id IS NOT NULL AND reporter_user_id IS NOT NULL
  GROUP BY conversation_id, reporter_user_id
  HAVING count(*) > 1
), keepers AS (
  SELECT DISTINCT ON (r.conversation_id, r.reporter_user_id) r.id, g.*
  FROM "conversation_reports" r
  JOIN groups g USING (conversation_id, reporter_user_id)
  WHERE r.resolved_at IS NULL
  ORDER BY r.conversation_id, r.reporter_user_id, r.created_at DESC, r.id DESC
), merged AS (
  UPDATE "conversation_reports" r
  SET details = left(coalesce(k.all_details, ''), 5000), times_reported = k.n, created_at = k.first,
    last_reported_at = k.newest
  FROM keepers k
  WHERE r.id = k.id
  RETURNING r.id, r.conversation_id, r.reporter_user_id
)
DELETE FROM "conversation_reports" d
USING merged m
WHERE d.resolved_at IS NULL AND d.conversation_id = m.conversation_id AND d.reporter_user_id = m.reporter_user_id
  AND d.id <> m.id;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reports_one_open_idx" ON "conversation_reports" USING btree ("conversation_id","reporter_user_id") WHERE "conversation_reports"."resolved_at" is null;
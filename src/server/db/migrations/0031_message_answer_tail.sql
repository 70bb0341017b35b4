-- Decision 0019 (update 2026-12-01): a message's JSON as the thread page's answer shows it, less its id and fromMe,
-- is kept beside it, so a page joins 50 texts instead of building 50 objects on every read. Declared IMMUTABLE,
-- which a generated column needs, though to_json and to_char are only STABLE in general: to_json of text depends
-- on nothing but its argument, and this to_char pattern has no locale field (no TM); the time is converted to UTC
-- here, whatever the session's TimeZone. Milliseconds are cut, as JavaScript's Date cuts them (toISOString's text).
CREATE FUNCTION message_answer_tail(message_side text, message_author_name text, message_body text,
  message_created_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ',"side":' || to_json(message_side)::text || ',"authorName":' || to_json(message_author_name)::text
    || ',"body":' || to_json(message_body)::text || ',"createdAt":"'
    || to_char(message_created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"}'
$$;
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "answer_tail" text GENERATED ALWAYS AS (message_answer_tail(side, author_name, body, created_at)) STORED NOT NULL;

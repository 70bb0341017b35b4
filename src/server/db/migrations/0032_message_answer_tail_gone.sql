-- Decision 0032: the thread page builds its answer as objects again; the messages' JSON text and its function go.
ALTER TABLE "conversation_messages" DROP COLUMN "answer_tail";
--> statement-breakpoint
DROP FUNCTION message_answer_tail(text, text, text, timestamptz);

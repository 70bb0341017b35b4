ALTER TABLE "conversation_reports" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD COLUMN "action_reason" text;
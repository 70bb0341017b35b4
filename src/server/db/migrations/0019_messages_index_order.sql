DROP INDEX "conversation_messages_thread_idx";--> statement-breakpoint
DROP INDEX "conversations_quant_recent_idx";--> statement-breakpoint
DROP INDEX "conversations_company_recent_idx";--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("conversation_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_quant_recent_idx" ON "conversations" USING btree ("quant_user_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_company_recent_idx" ON "conversations" USING btree ("company_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
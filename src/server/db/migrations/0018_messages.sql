CREATE TABLE "conversation_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversation_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"side" text NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_body_length" CHECK (char_length("conversation_messages"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "conversation_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid,
	"reporter_user_id" text,
	"reporter_side" text NOT NULL,
	"reporter_name" text NOT NULL,
	"quant_name" text NOT NULL,
	"company_name" text NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"messages" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"quant_user_id" text NOT NULL,
	"started_by" text NOT NULL,
	"started_by_user_id" text,
	"application_id" uuid,
	"offer" jsonb,
	"subject" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decline_reason" text,
	"declined_at" timestamp with time zone,
	"quant_replied_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_preview" text DEFAULT '' NOT NULL,
	"last_side" text NOT NULL,
	"last_author_name" text NOT NULL,
	"quant_unread" integer DEFAULT 0 NOT NULL,
	"company_unread" integer DEFAULT 0 NOT NULL,
	"quant_read_through" bigint DEFAULT 0 NOT NULL,
	"company_read_through" bigint DEFAULT 0 NOT NULL,
	"quant_notified_at" timestamp with time zone,
	"company_notified_at" timestamp with time zone,
	"quant_mail_due_at" timestamp with time zone,
	"company_mail_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_offer_when_firm_starts" CHECK ("conversations"."started_by" = 'quant' or "conversations"."offer" is not null),
	CONSTRAINT "conversations_unread_not_negative" CHECK ("conversations"."quant_unread" >= 0 and "conversations"."company_unread" >= 0)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "message_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reports" ADD CONSTRAINT "conversation_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_quant_user_id_users_id_fk" FOREIGN KEY ("quant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("conversation_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_reports_queue_idx" ON "conversation_reports" USING btree ("resolved_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_company_quant_key" ON "conversations" USING btree ("company_id","quant_user_id");--> statement-breakpoint
CREATE INDEX "conversations_quant_recent_idx" ON "conversations" USING btree ("quant_user_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_company_recent_idx" ON "conversations" USING btree ("company_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_quant_unread_idx" ON "conversations" USING btree ("quant_user_id") WHERE "conversations"."quant_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_company_unread_idx" ON "conversations" USING btree ("company_id") WHERE "conversations"."company_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversations_company_created_idx" ON "conversations" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_quant_mail_due_idx" ON "conversations" USING btree ("quant_mail_due_at") WHERE "conversations"."quant_mail_due_at" is not null;--> statement-breakpoint
CREATE INDEX "conversations_company_mail_due_idx" ON "conversations" USING btree ("company_mail_due_at") WHERE "conversations"."company_mail_due_at" is not null;
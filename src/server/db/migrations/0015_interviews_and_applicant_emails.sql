CREATE TABLE "applicant_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sent_by_user_id" text,
	"sender_name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_email_recipients" (
	"email_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	CONSTRAINT "application_email_recipients_email_id_application_id_pk" PRIMARY KEY("email_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "interview_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by_user_id" text,
	"creator_name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_invites" (
	"batch_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_invites_batch_id_application_id_pk" PRIMARY KEY("batch_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"application_id" uuid,
	"booked_at" timestamp with time zone,
	CONSTRAINT "interview_slots_batch_application_key" UNIQUE("batch_id","application_id")
);
--> statement-breakpoint
DROP INDEX "user_applications_company_created_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applicant_emails" ADD CONSTRAINT "applicant_emails_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicant_emails" ADD CONSTRAINT "applicant_emails_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_email_recipients" ADD CONSTRAINT "application_email_recipients_email_id_applicant_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."applicant_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_email_recipients" ADD CONSTRAINT "application_email_recipients_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_batches" ADD CONSTRAINT "interview_batches_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_batches" ADD CONSTRAINT "interview_batches_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invites" ADD CONSTRAINT "interview_invites_batch_id_interview_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."interview_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_invites" ADD CONSTRAINT "interview_invites_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_batch_id_interview_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."interview_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_emails_company_created_idx" ON "applicant_emails" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_email_recipients_application_idx" ON "application_email_recipients" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_batches_company_idx" ON "interview_batches" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "interview_invites_application_idx" ON "interview_invites" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interview_slots_company_starts_idx" ON "interview_slots" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_batch_idx" ON "interview_slots" USING btree ("batch_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_application_idx" ON "interview_slots" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "user_applications_company_created_idx" ON "user_applications" USING btree ("company_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
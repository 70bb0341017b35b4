CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text,
	"actor_user_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_user_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_applications" ALTER COLUMN "resume_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "application_status_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "company_id" uuid;--> statement-breakpoint
-- Hand-written: every application is to a company's position (the finder's reference listings are applied to on
-- the firm's own site), so each takes its position's company before the column becomes required.
UPDATE "user_applications" SET "company_id" = p."company_id" FROM "internship_positions" p WHERE p."id" = "user_applications"."opportunity_id";--> statement-breakpoint
DELETE FROM "user_applications" WHERE "company_id" IS NULL;--> statement-breakpoint
ALTER TABLE "user_applications" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Hand-written: the old pipeline's last step was called Accepted; an application never moved keeps its own date.
UPDATE "user_applications" SET "status" = 'Offered' WHERE "status" = 'Accepted';--> statement-breakpoint
UPDATE "user_applications" SET "status_changed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "rejection_mail_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_user_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."user_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_notes_application_idx" ON "application_notes" USING btree ("application_id","created_at");--> statement-breakpoint
ALTER TABLE "user_applications" ADD CONSTRAINT "user_applications_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_applications_company_created_idx" ON "user_applications" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_applications_company_gpa_idx" ON "user_applications" USING btree ("company_id","gpa_tenths" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_applications_rejection_due_idx" ON "user_applications" USING btree ("rejection_mail_due_at") WHERE "user_applications"."rejection_mail_due_at" is not null;--> statement-breakpoint
ALTER TABLE "user_applications" ADD CONSTRAINT "user_applications_status_check" CHECK ("user_applications"."status" in ('New', 'Reviewed', 'Shortlisted', 'Interviewed', 'Offered', 'Rejected', 'Withdrawn'));
CREATE TABLE "company_invitation_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"invited_by" text NOT NULL,
	"email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_invitation_mails" ADD CONSTRAINT "company_invitation_mails_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation_mails" ADD CONSTRAINT "company_invitation_mails_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_invitation_mails_company_idx" ON "company_invitation_mails" USING btree ("company_id","sent_at");--> statement-breakpoint
CREATE INDEX "company_invitation_mails_inviter_idx" ON "company_invitation_mails" USING btree ("invited_by","sent_at");--> statement-breakpoint
-- Invitations mailed in the last day count towards the limits.
INSERT INTO "company_invitation_mails" ("company_id", "invited_by", "email", "sent_at") SELECT "company_id", "invited_by", "email", "created_at" FROM "company_invitations" WHERE "invited_by" IS NOT NULL AND "created_at" > now() - interval '1 day';

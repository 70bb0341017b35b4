CREATE TABLE "project_invitation_mails" (
	"project_id" uuid NOT NULL,
	"quant_user_id" text NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_invitation_mails_project_id_quant_user_id_pk" PRIMARY KEY("project_id","quant_user_id")
);
--> statement-breakpoint
ALTER TABLE "project_invitation_mails" ADD CONSTRAINT "project_invitation_mails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_invitation_mails" ADD CONSTRAINT "project_invitation_mails_quant_user_id_users_id_fk" FOREIGN KEY ("quant_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Invitations already sent were mailed.
INSERT INTO "project_invitation_mails" ("project_id", "quant_user_id", "mailed_at") SELECT "project_id", "quant_user_id", "created_at" FROM "project_invitations" ON CONFLICT DO NOTHING;

CREATE TABLE "company_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" text NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_profiles_owner_user_id_unique" UNIQUE("owner_user_id")
);
--> statement-breakpoint
CREATE TABLE "internship_positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_key" text,
	"company_id" uuid,
	"company" text NOT NULL,
	"title" text NOT NULL,
	"department" text,
	"location" text NOT NULL,
	"region" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"deadline" date NOT NULL,
	"description" text NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"apply_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "internship_positions_reference_key_unique" UNIQUE("reference_key")
);
--> statement-breakpoint
CREATE TABLE "user_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"opportunity_id" uuid NOT NULL,
	"status" text DEFAULT 'New' NOT NULL,
	"cover_letter" text NOT NULL,
	"resume_key" text NOT NULL,
	"resume_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_applications_user_opportunity_key" UNIQUE("user_id","opportunity_id")
);
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internship_positions" ADD CONSTRAINT "internship_positions_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_applications" ADD CONSTRAINT "user_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_applications" ADD CONSTRAINT "user_applications_opportunity_id_internship_positions_id_fk" FOREIGN KEY ("opportunity_id") REFERENCES "public"."internship_positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internship_positions_status_deadline_idx" ON "internship_positions" USING btree ("status","deadline","id");--> statement-breakpoint
CREATE INDEX "internship_positions_region_role_idx" ON "internship_positions" USING btree ("region","role");--> statement-breakpoint
CREATE INDEX "internship_positions_company_created_idx" ON "internship_positions" USING btree ("company_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_applications_opportunity_created_idx" ON "user_applications" USING btree ("opportunity_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_applications_user_created_idx" ON "user_applications" USING btree ("user_id","created_at" DESC NULLS LAST);
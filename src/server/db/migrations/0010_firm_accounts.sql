CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_profiles" DROP CONSTRAINT "company_profiles_owner_user_id_unique";--> statement-breakpoint
ALTER TABLE "company_profiles" DROP CONSTRAINT "company_profiles_owner_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "size_band" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "headquarters" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "offices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "verification" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "verified_via" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "approved_domain" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_profiles" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_company_profiles_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_key" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_members_one_owner_key" ON "company_members" USING btree ("company_id") WHERE "company_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "company_profiles_verification_created_idx" ON "company_profiles" USING btree ("verification","created_at");--> statement-breakpoint
CREATE INDEX "company_profiles_domain_idx" ON "company_profiles" USING btree ("domain");--> statement-breakpoint
-- Profiles made before firm accounts: their one user becomes the owner, the slug comes from the name and id.
INSERT INTO "company_members" ("user_id", "company_id", "role", "created_at")
  SELECT "owner_user_id", "id", 'owner', "created_at" FROM "company_profiles";--> statement-breakpoint
UPDATE "company_profiles" SET "slug" = coalesce(nullif(trim(both '-' from regexp_replace(lower("name"), '[^a-z0-9]+', '-', 'g')), ''), 'company') || '-' || left("id"::text, 8);--> statement-breakpoint
ALTER TABLE "company_profiles" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "company_profiles" DROP COLUMN "owner_user_id";--> statement-breakpoint
ALTER TABLE "company_profiles" ADD CONSTRAINT "company_profiles_slug_unique" UNIQUE("slug");
CREATE TABLE "quant_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"is_visible" boolean DEFAULT false NOT NULL,
	"full_name" text,
	"title" text,
	"bio" text,
	"location" text,
	"hourly_rate_min" integer,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"experience_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prefers_remote" boolean DEFAULT true NOT NULL,
	"prefers_full_time" boolean DEFAULT false NOT NULL,
	"prefers_contract" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quant_profiles_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "quant_profiles" ADD CONSTRAINT "quant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quant_profiles_visible_created_idx" ON "quant_profiles" USING btree ("is_visible","created_at" DESC NULLS LAST);
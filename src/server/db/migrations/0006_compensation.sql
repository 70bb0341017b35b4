CREATE TABLE "compensation_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"level" text NOT NULL,
	"region" text NOT NULL,
	"base_salary" integer NOT NULL,
	"bonus" integer,
	"stock_value" integer,
	"total_comp" integer NOT NULL,
	"notes" text,
	"year" integer NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"submitted_on" date DEFAULT current_date NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text
);
--> statement-breakpoint
CREATE TABLE "compensation_histogram" (
	"role" text NOT NULL,
	"region" text NOT NULL,
	"level" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "compensation_histogram_role_region_level_metric_bucket_pk" PRIMARY KEY("role","region","level","metric","bucket")
);
--> statement-breakpoint
CREATE INDEX "compensation_entries_total_idx" ON "compensation_entries" USING btree ("total_comp","id") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_total_no_stock_idx" ON "compensation_entries" USING btree (("base_salary" + coalesce("bonus", 0)),"id") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_total_no_bonus_idx" ON "compensation_entries" USING btree (("base_salary" + coalesce("stock_value", 0)),"id") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_base_idx" ON "compensation_entries" USING btree ("base_salary","id") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_bonus_idx" ON "compensation_entries" USING btree (coalesce("bonus", 0),"id") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_stock_idx" ON "compensation_entries" USING btree (coalesce("stock_value", 0),"id") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_year_idx" ON "compensation_entries" USING btree ("year","id") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_cell_total_idx" ON "compensation_entries" USING btree ("role","level","region","total_comp","id") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_demo_idx" ON "compensation_entries" USING btree ("is_demo") WHERE "compensation_entries"."is_demo";
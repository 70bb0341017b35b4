DROP INDEX "quant_profiles_listed_created_idx";--> statement-breakpoint
DROP INDEX "quant_profiles_listed_rate_idx";--> statement-breakpoint
CREATE INDEX "quant_profiles_listed_newest_idx" ON "quant_profiles" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE listed;--> statement-breakpoint
CREATE INDEX "quant_profiles_listed_rate_idx" ON "quant_profiles" USING btree (coalesce("hourly_rate_min", "hourly_rate_max") asc nulls last,"id") WHERE listed;
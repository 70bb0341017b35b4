DROP INDEX "compensation_entries_total_idx";--> statement-breakpoint
DROP INDEX "compensation_entries_total_no_stock_idx";--> statement-breakpoint
DROP INDEX "compensation_entries_total_no_bonus_idx";--> statement-breakpoint
DROP INDEX "compensation_entries_base_idx";--> statement-breakpoint
DROP INDEX "compensation_entries_bonus_idx";--> statement-breakpoint
DROP INDEX "compensation_entries_stock_idx";--> statement-breakpoint
DROP INDEX "compensation_entries_year_idx";--> statement-breakpoint
CREATE INDEX "compensation_entries_total_idx" ON "compensation_entries" USING btree ("total_comp","id","role","region","level") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_total_no_stock_idx" ON "compensation_entries" USING btree (("base_salary" + coalesce("bonus", 0)),"id","role","region","level") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_total_no_bonus_idx" ON "compensation_entries" USING btree (("base_salary" + coalesce("stock_value", 0)),"id","role","region","level") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_base_idx" ON "compensation_entries" USING btree ("base_salary","id","role","region","level") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_bonus_idx" ON "compensation_entries" USING btree (coalesce("bonus", 0),"id","role","region","level") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_stock_idx" ON "compensation_entries" USING btree (coalesce("stock_value", 0),"id","role","region","level") WHERE "compensation_entries"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "compensation_entries_year_idx" ON "compensation_entries" USING btree ("year","id","role","region","level") WHERE "compensation_entries"."hidden_at" is null;
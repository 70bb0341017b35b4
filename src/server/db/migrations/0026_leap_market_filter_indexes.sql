DROP INDEX "user_applications_company_gpa_idx";--> statement-breakpoint
CREATE INDEX "user_applications_company_graduation_idx" ON "user_applications" USING btree ("company_id","graduation_year","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "projects_market_type_idx" ON "projects" USING btree ("project_type") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_category_idx" ON "projects" USING btree ("category") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_budget_type_idx" ON "projects" USING btree ("budget_type") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_work_type_idx" ON "projects" USING btree ("work_type") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_duration_idx" ON "projects" USING btree ("duration_days") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "user_applications_company_gpa_idx" ON "user_applications" USING btree ("company_id","gpa_tenths" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
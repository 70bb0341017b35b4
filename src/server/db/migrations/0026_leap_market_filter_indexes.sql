CREATE INDEX "projects_market_type_idx" ON "projects" USING btree ("project_type") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_category_idx" ON "projects" USING btree ("category") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_budget_type_idx" ON "projects" USING btree ("budget_type") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_work_type_idx" ON "projects" USING btree ("work_type") WHERE status = 'published' and visibility = 'public';--> statement-breakpoint
CREATE INDEX "projects_market_duration_idx" ON "projects" USING btree ("duration_days") WHERE status = 'published' and visibility = 'public';
CREATE UNIQUE INDEX "projects_id_company_key" ON "projects" USING btree ("id","company_id");--> statement-breakpoint
ALTER TABLE "project_proposals" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "project_proposals" SET "company_id" = "projects"."company_id" FROM "projects" WHERE "projects"."id" = "project_proposals"."project_id";--> statement-breakpoint
ALTER TABLE "project_proposals" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_proposals" ADD CONSTRAINT "project_proposals_project_company_fk" FOREIGN KEY ("project_id","company_id") REFERENCES "public"."projects"("id","company_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "project_proposals_project_considered_idx";--> statement-breakpoint
CREATE INDEX "project_proposals_company_considered_idx" ON "project_proposals" USING btree ("company_id","quant_user_id") WHERE "project_proposals"."status" in ('submitted', 'shortlisted');

-- An NDA project's description is hidden until the NDA is accepted: its keyword search reads the summary instead.
ALTER TABLE "projects" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (project_search_document(title, skills, case when nda then summary else description end)) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its index.
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search_vector");

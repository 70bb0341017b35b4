ALTER TABLE "compensation_entries" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "compensation_entries" ADD COLUMN "review_note" text;--> statement-breakpoint
CREATE INDEX "compensation_entries_hidden_at_idx" ON "compensation_entries" USING btree ("hidden_at","id") WHERE "compensation_entries"."hidden_at" is not null;
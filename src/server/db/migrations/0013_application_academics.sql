ALTER TABLE "user_applications" ADD COLUMN "university" text;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "degree_level" text;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "gpa_tenths" smallint;--> statement-breakpoint
ALTER TABLE "user_applications" ADD COLUMN "graduation_year" smallint;
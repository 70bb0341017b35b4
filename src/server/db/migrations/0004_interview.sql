CREATE TABLE "interview_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"question_slug" text NOT NULL,
	"answer" text NOT NULL,
	"correct" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_questions" (
	"slug" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"solution" text NOT NULL,
	"answer" jsonb
);
--> statement-breakpoint
ALTER TABLE "interview_attempts" ADD CONSTRAINT "interview_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_attempts" ADD CONSTRAINT "interview_attempts_question_slug_interview_questions_slug_fk" FOREIGN KEY ("question_slug") REFERENCES "public"."interview_questions"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_attempts_user_question_idx" ON "interview_attempts" USING btree ("user_id","question_slug");--> statement-breakpoint
CREATE INDEX "interview_questions_category_position_idx" ON "interview_questions" USING btree ("category","position");
ALTER TABLE "internship_positions" ADD COLUMN "pay_period" text;--> statement-breakpoint
ALTER TABLE "internship_positions" ADD COLUMN "pay_min" integer;--> statement-breakpoint
ALTER TABLE "internship_positions" ADD COLUMN "pay_max" integer;--> statement-breakpoint
ALTER TABLE "internship_positions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "internship_positions" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "internship_positions" ADD CONSTRAINT "internship_positions_pay_check" CHECK (("internship_positions"."pay_period" is null and "internship_positions"."pay_min" is null and "internship_positions"."pay_max" is null) or ("internship_positions"."pay_period" in ('month', 'hour') and "internship_positions"."pay_min" > 0 and "internship_positions"."pay_max" >= "internship_positions"."pay_min"));
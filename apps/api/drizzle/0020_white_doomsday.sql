ALTER TABLE "courses" ADD COLUMN "mentoring_max_bookings" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "landing_visit_keys" ADD COLUMN "views" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_mentoring_max_bookings" CHECK ("courses"."mentoring_max_bookings" between 1 and 20);
CREATE TABLE "landing_visit_keys" (
	"day" date NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "landing_visit_keys_day_key_pk" PRIMARY KEY("day","key")
);
--> statement-breakpoint
CREATE TABLE "landing_visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_visits" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_visits_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE INDEX "enrolments_created_idx" ON "enrolments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."status" in ('success', 'approved');--> statement-breakpoint
CREATE INDEX "resource_progress_completed_idx" ON "resource_progress" USING btree ("completed_at") WHERE "resource_progress"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "users_role_created_idx" ON "users" USING btree ("role","created_at");
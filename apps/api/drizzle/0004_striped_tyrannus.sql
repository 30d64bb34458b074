CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"printed_name" text NOT NULL,
	"course_name" text NOT NULL,
	"hours" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "mentoring_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"slot_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentoring_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"room_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_slots_capacity_check" CHECK ("mentoring_slots"."capacity" > 0 and "mentoring_slots"."duration_minutes" > 0),
	CONSTRAINT "mentoring_slots_booked_check" CHECK ("mentoring_slots"."booked" >= 0 and "mentoring_slots"."booked" <= "mentoring_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"reference" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer,
	"currency" text,
	"authorization_code" text,
	"matched" boolean NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_progress" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"watched" "int4multirange" DEFAULT '{}'::int4multirange NOT NULL,
	"position_seconds" integer DEFAULT 0 NOT NULL,
	"credited_seconds" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer,
	"first_report_at" timestamp with time zone,
	"last_report_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "resource_progress_position" CHECK ("resource_progress"."position_seconds" >= 0),
	CONSTRAINT "resource_progress_credited" CHECK ("resource_progress"."credited_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"base_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"transaction_id" text,
	"authorization_code" text,
	"card_last4" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "sandbox_payments_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "hours" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "base" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate" numeric(5, 4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "provider_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_bookings" ADD CONSTRAINT "mentoring_bookings_slot_id_mentoring_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."mentoring_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_bookings" ADD CONSTRAINT "mentoring_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_slots" ADD CONSTRAINT "mentoring_slots_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_progress" ADD CONSTRAINT "resource_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_progress" ADD CONSTRAINT "resource_progress_resource_id_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_course_unique" ON "cart_items" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_course_unique" ON "certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_bookings_slot_user_unique" ON "mentoring_bookings" USING btree ("slot_id","user_id");--> statement-breakpoint
CREATE INDEX "mentoring_bookings_user_idx" ON "mentoring_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mentoring_slots_course_idx" ON "mentoring_slots" USING btree ("course_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_unique" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_provider_tx_unique" ON "payment_transactions" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resource_progress_user_resource_unique" ON "resource_progress" USING btree ("user_id","resource_id");--> statement-breakpoint
CREATE INDEX "resource_progress_resource_idx" ON "resource_progress" USING btree ("resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_order_course_unique" ON "order_items" USING btree ("order_id","course_id");--> statement-breakpoint
CREATE INDEX "order_items_course_idx" ON "order_items" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_unique" UNIQUE("reference");
ALTER TABLE "orders" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirm_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_pending_checked_idx" ON "orders" USING btree ("last_checked_at") WHERE "orders"."status" = 'pending';
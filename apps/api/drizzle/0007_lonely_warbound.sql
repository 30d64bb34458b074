CREATE TABLE "lead_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"source" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"message" text,
	"ip" text,
	"town" text,
	"country" text,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "given_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "possibly_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_submissions" ADD CONSTRAINT "lead_submissions_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_submissions_lead_idx" ON "lead_submissions" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "outbox_to_created_idx" ON "outbox" USING btree ("to","created_at");--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_confirm_token_hash_unique" UNIQUE("confirm_token_hash");
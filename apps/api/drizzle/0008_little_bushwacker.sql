CREATE TABLE "book_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"token" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"terms" text NOT NULL,
	"course_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_purchases_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "hotmart_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"transaction" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotmart_events_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "hotmart_products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotmart_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction" text NOT NULL,
	"product_id" text NOT NULL,
	"email" text NOT NULL,
	"order_id" integer,
	"order_reference" text,
	"status" text NOT NULL,
	"approved_at" timestamp with time zone,
	"event_at" timestamp with time zone NOT NULL,
	"amount_cents" integer NOT NULL,
	"hotmart_price" numeric(12, 2),
	"hotmart_currency" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotmart_purchases_transaction_unique" UNIQUE("transaction"),
	CONSTRAINT "hotmart_purchases_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "hotmart_purchases_order_reference_unique" UNIQUE("order_reference")
);
--> statement-breakpoint
ALTER TABLE "book_offers" ADD CONSTRAINT "book_offers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_offers" ADD CONSTRAINT "book_offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_purchases" ADD CONSTRAINT "book_purchases_offer_id_book_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."book_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_purchases" ADD CONSTRAINT "book_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotmart_products" ADD CONSTRAINT "hotmart_products_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotmart_purchases" ADD CONSTRAINT "hotmart_purchases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_offers_project_token_unique" ON "book_offers" USING btree ("project_id","token");--> statement-breakpoint
CREATE INDEX "book_purchases_offer_idx" ON "book_purchases" USING btree ("offer_id");
DROP INDEX "courses_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (f_unaccent(lower("name" || ' ' || "description"))) STORED;--> statement-breakpoint
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "courses_search_text_trgm_idx" ON "courses" USING gin (f_unaccent(lower("name" || ' ' || "description")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_listing_idx" ON "courses" USING btree ("project_id","featured","published_at","id");--> statement-breakpoint
CREATE INDEX "courses_specialist_idx" ON "courses" USING btree ("specialist_id");
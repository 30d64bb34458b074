-- Issue 12: the public search ranks an in-memory index of the catalogue (modules/catalogue/search-index.ts)
-- and reads neither the stored normalised name+description nor its trigram index any more: every
-- course write stops paying for f_unaccent over the description and for the index update.
DROP INDEX "courses_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_text";

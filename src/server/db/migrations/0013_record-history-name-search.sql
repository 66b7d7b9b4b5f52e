-- Trigrams index any part of a text, so a search of a record's name (LIKE '%term%') reads the
-- index instead of every row. pg_trgm is a trusted extension (no superuser needed); PGlite loads
-- it from its contrib (db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "record_history_name" ON "record_history" USING gin ("record_name_search" gin_trgm_ops);

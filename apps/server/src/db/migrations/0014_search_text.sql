-- Search as you type and the typo-tolerant listing (modules/catalog/search-text.ts): one text per
-- product that the database keeps, under one trigram index (pg_trgm is created by 0001).
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || category || ' ' || description || ' ' || jsonb_path_query_array(options, '$[*].values[*]')::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_live_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE deleted_at is null;
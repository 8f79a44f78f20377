CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_text" text GENERATED ALWAYS AS (lower(name || ' ' || category || ' ' || jsonb_path_query_array(options, '$[*].values[*]')::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_live_title_trgm_idx" ON "products" USING gin ("title_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
-- Hand-written: the trigger that keeps search_words current, then the words of the products
-- already there. Words are split on the gaps searchWords() in modules/catalog/search-text.ts uses.
CREATE OR REPLACE FUNCTION "products_search_words"() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[][[:space:],.;:!?()"/&+]+') AS w
  WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF name, category, description, options ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_search_words"();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(products.search_text, '[][[:space:],.;:!?()"/&+]+') AS w
WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT (word) DO NOTHING;

-- Search as you type and the typo-tolerant listing (modules/catalog/search-text.ts): one text per
-- product that the database keeps, under one trigram index (pg_trgm is created by 0001).
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || category || ' ' || description || ' ' || jsonb_path_query_array(options, '$[*].values[*]')::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_live_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE TABLE "product_words" (
	"word" text NOT NULL,
	"name" text NOT NULL,
	"product_id" text NOT NULL,
	CONSTRAINT "product_words_word_name_product_id_pk" PRIMARY KEY("word","name","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_text" text GENERATED ALWAYS AS (lower(name || ' ' || category || ' ' || jsonb_path_query_array(options, '$[*].values[*]')::text)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_words_product_idx" ON "product_words" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops);--> statement-breakpoint
-- Hand-written: the triggers that keep search_words and product_words current, then the words of
-- the products already there. Words are split on the gaps searchWords() in
-- modules/catalog/search-text.ts uses.
CREATE OR REPLACE FUNCTION "products_search_words"() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[][[:space:],.;:!?()"/&+]+') AS w
  WHERE length(w) BETWEEN 2 AND 40
  ON CONFLICT (word) DO NOTHING;
  DELETE FROM product_words WHERE product_id = NEW.id;
  IF NEW.deleted_at IS NULL THEN
    INSERT INTO product_words (word, name, product_id)
    SELECT DISTINCT w, NEW.name, NEW.id
    FROM regexp_split_to_table(NEW.title_text, '[][[:space:],.;:!?()"/&+]+') AS w
    WHERE length(w) BETWEEN 1 AND 40;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "products_search_words" AFTER INSERT OR UPDATE OF name, category, description, options, deleted_at ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_search_words"();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products, regexp_split_to_table(products.search_text, '[][[:space:],.;:!?()"/&+]+') AS w
WHERE length(w) BETWEEN 2 AND 40
ON CONFLICT (word) DO NOTHING;--> statement-breakpoint
INSERT INTO product_words (word, name, product_id)
SELECT DISTINCT w, products.name, products.id
FROM products, regexp_split_to_table(products.title_text, '[][[:space:],.;:!?()"/&+]+') AS w
WHERE products.deleted_at IS NULL AND length(w) BETWEEN 1 AND 40;

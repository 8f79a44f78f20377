DROP INDEX "products_live_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("min_price_cents","id") WHERE deleted_at is null;--> statement-breakpoint
-- products.min_price_cents / max_price_cents: the lowest and highest price of its variants (a
-- variant without its own price sells at the product's). The listing's price filter and sorts
-- read them. Recomputed when the product's price changes and when a variant is added, removed
-- or repriced; a checkout (a stock change) does not touch them.
CREATE OR REPLACE FUNCTION "products_price_bounds"() RETURNS trigger AS $$
BEGIN
  SELECT coalesce(min(coalesce(v."price_cents", NEW."price_cents")), NEW."price_cents"),
         coalesce(max(coalesce(v."price_cents", NEW."price_cents")), NEW."price_cents")
  INTO NEW."min_price_cents", NEW."max_price_cents"
  FROM "product_variants" v WHERE v."product_id" = NEW."id";
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "products_price_bounds" BEFORE INSERT OR UPDATE OF "price_cents" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_price_bounds"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_variants_price_bounds"() RETURNS trigger AS $$
DECLARE
  pid text := coalesce(NEW."product_id", OLD."product_id");
BEGIN
  UPDATE "products" p SET
    "min_price_cents" = coalesce(
      (SELECT min(coalesce(v."price_cents", p."price_cents")) FROM "product_variants" v WHERE v."product_id" = pid),
      p."price_cents"),
    "max_price_cents" = coalesce(
      (SELECT max(coalesce(v."price_cents", p."price_cents")) FROM "product_variants" v WHERE v."product_id" = pid),
      p."price_cents")
  WHERE p."id" = pid;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "product_variants_price_bounds" AFTER INSERT OR DELETE OR UPDATE OF "price_cents" ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "product_variants_price_bounds"();--> statement-breakpoint
-- Data step: every existing product's bounds from its variants.
UPDATE "products" p SET
  "min_price_cents" = coalesce(
    (SELECT min(coalesce(v."price_cents", p."price_cents")) FROM "product_variants" v WHERE v."product_id" = p."id"),
    p."price_cents"),
  "max_price_cents" = coalesce(
    (SELECT max(coalesce(v."price_cents", p."price_cents")) FROM "product_variants" v WHERE v."product_id" = p."id"),
    p."price_cents");

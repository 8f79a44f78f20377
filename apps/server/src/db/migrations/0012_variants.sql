CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"price_cents" integer,
	"sku" text,
	"image_src" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_non_negative" CHECK ("product_variants"."price_cents" >= 0)
);
--> statement-breakpoint
DROP INDEX "stock_alerts_open_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "personalisation" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_label" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "personalisation" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "is_gift" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_note" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_values_idx" ON "product_variants" USING btree ("product_id","option_values");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("product_id",coalesce("variant_id", ''),"email") WHERE status <> 'notified';--> statement-breakpoint
-- Every existing product becomes a product without options: one default variant (no option
-- values) holding its stock. Units reserved by open checkouts are already off products.stock,
-- so they stay off the variant; the orders' items point at that variant.
INSERT INTO "product_variants" ("id", "product_id", "position", "option_values", "stock")
SELECT gen_random_uuid()::text, p."id", 0, '[]'::jsonb, p."stock"
FROM "products" p
WHERE NOT EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");--> statement-breakpoint
UPDATE "order_items" i SET "variant_id" = v."id"
FROM "product_variants" v
WHERE i."variant_id" IS NULL AND v."product_id" = i."product_id" AND v."option_values" = '[]'::jsonb;--> statement-breakpoint
-- products.stock stays the sum of its variants' stock (listings filter and sort on it). A
-- variant's change adds its difference (a difference, not a re-summed total, so two checkouts
-- of different variants of one product, serialised on the product row, both count).
CREATE OR REPLACE FUNCTION "product_variants_sum_stock"() RETURNS trigger AS $$
BEGIN
  -- A write made by the products trigger below already set the product's stock.
  IF pg_trigger_depth() > 1 THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    UPDATE "products" SET "stock" = "stock" + NEW."stock" WHERE "id" = NEW."product_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "products" SET "stock" = "stock" - OLD."stock" WHERE "id" = OLD."product_id";
  ELSIF NEW."stock" <> OLD."stock" THEN
    UPDATE "products" SET "stock" = "stock" + (NEW."stock" - OLD."stock") WHERE "id" = NEW."product_id";
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "product_variants_sum_stock" AFTER INSERT OR DELETE OR UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION "product_variants_sum_stock"();--> statement-breakpoint
-- A product inserted without options gets its default variant holding the stock it was given.
CREATE OR REPLACE FUNCTION "products_default_variant"() RETURNS trigger AS $$
BEGIN
  IF jsonb_array_length(NEW."options") = 0 THEN
    INSERT INTO "product_variants" ("id", "product_id", "position", "option_values", "stock")
    VALUES (gen_random_uuid()::text, NEW."id", 0, '[]'::jsonb, NEW."stock");
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "products_default_variant" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_default_variant"();--> statement-breakpoint
-- A direct write to products.stock (not one made by the variants trigger) goes to the default
-- variant of a product without options; on a product with options the variants rule it.
CREATE OR REPLACE FUNCTION "products_stock_to_variant"() RETURNS trigger AS $$
BEGIN
  IF pg_trigger_depth() = 1 AND NEW."stock" <> OLD."stock" THEN
    IF jsonb_array_length(NEW."options") = 0 THEN
      UPDATE "product_variants" SET "stock" = NEW."stock"
      WHERE "product_id" = NEW."id" AND "option_values" = '[]'::jsonb;
    ELSE
      NEW."stock" := OLD."stock";
    END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "products_stock_to_variant" BEFORE UPDATE OF "stock" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_stock_to_variant"();

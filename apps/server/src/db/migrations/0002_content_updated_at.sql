ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "products" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "blog_posts" SET "updated_at" = "created_at";--> statement-breakpoint
-- Every write to a product or post (price, stock, images, text) moves updated_at, whichever code
-- path made it: the sitemap's lastmod and caches can rely on it.
CREATE OR REPLACE FUNCTION "touch_updated_at"() RETURNS trigger AS $$
BEGIN
  NEW."updated_at" := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER "products_touch_updated_at" BEFORE UPDATE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "blog_posts_touch_updated_at" BEFORE UPDATE ON "blog_posts"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();

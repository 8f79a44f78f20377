-- pg_trgm backs the name search index (trusted extension: no superuser needed on PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "products_created_at_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
CREATE INDEX "products_live_newest_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_live_category_idx" ON "products" USING btree ("category","created_at" DESC NULLS LAST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_live_price_idx" ON "products" USING btree ("price_cents","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_live_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"reviews_count" DESC NULLS LAST,"id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_live_featured_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id") WHERE featured and deleted_at is null;--> statement-breakpoint
CREATE INDEX "products_live_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops) WHERE deleted_at is null;
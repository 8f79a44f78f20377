ALTER TABLE "products" ADD COLUMN "kind" text DEFAULT 'physical' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "download_limit" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_kind_known" CHECK ("products"."kind" in ('physical', 'pattern'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_download_limit_range" CHECK ("products"."download_limit" is null or "products"."download_limit" between 1 and 100);--> statement-breakpoint
CREATE INDEX "products_live_kind_idx" ON "products" USING btree ("kind","created_at" DESC NULLS LAST,"id") WHERE deleted_at is null;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_shipping" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "download_limit" integer;--> statement-breakpoint
CREATE TABLE "pattern_files" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"page_count" integer NOT NULL,
	"option_values" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pattern_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "pattern_files" ADD CONSTRAINT "pattern_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pattern_files_product_idx" ON "pattern_files" USING btree ("product_id","position");--> statement-breakpoint
CREATE TABLE "pattern_downloads" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"option_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"download_limit" integer NOT NULL,
	"downloads_used" integer DEFAULT 0 NOT NULL,
	"last_downloaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pattern_downloads_order_item_id_unique" UNIQUE("order_item_id"),
	CONSTRAINT "pattern_downloads_used_in_range" CHECK ("pattern_downloads"."downloads_used" >= 0 and "pattern_downloads"."downloads_used" <= "pattern_downloads"."download_limit")
);
--> statement-breakpoint
CREATE INDEX "pattern_downloads_order_idx" ON "pattern_downloads" USING btree ("order_id");

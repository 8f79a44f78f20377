CREATE TABLE "shipping_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"estimate" text DEFAULT '' NOT NULL,
	"countries" jsonb NOT NULL,
	"free_above_cents" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_price_not_negative" CHECK ("shipping_rates"."price_cents" >= 0),
	CONSTRAINT "shipping_rates_free_above_not_negative" CHECK ("shipping_rates"."free_above_cents" is null or "shipping_rates"."free_above_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_rate_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_wrap_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Orders placed before this change: their total was the sum of their items (shipping free,
-- no discount, no gift wrap), so that total is their subtotal.
UPDATE "orders" SET "subtotal_cents" = "total_cents" WHERE "subtotal_cents" = 0 AND "total_cents" > 0;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_not_negative" CHECK ("orders"."subtotal_cents" >= 0 and "orders"."discount_cents" >= 0 and "orders"."shipping_cents" >= 0 and "orders"."gift_wrap_cents" >= 0);
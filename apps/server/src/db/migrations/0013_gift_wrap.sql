CREATE TABLE "gift_wrap_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"price_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_wrap_settings_single_row" CHECK ("gift_wrap_settings"."id" = 1),
	CONSTRAINT "gift_wrap_settings_price_not_negative" CHECK ("gift_wrap_settings"."price_cents" is null or "gift_wrap_settings"."price_cents" >= 0)
);

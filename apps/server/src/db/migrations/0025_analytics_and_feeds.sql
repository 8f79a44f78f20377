CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	"kind" text NOT NULL,
	"path" text,
	"product_id" text,
	"order_id" text,
	"source" text,
	"medium" text,
	"campaign" text,
	CONSTRAINT "analytics_events_kind_known" CHECK ("analytics_events"."kind" in ('pageview', 'add_to_cart', 'checkout'))
);
--> statement-breakpoint
CREATE INDEX "analytics_events_day_idx" ON "analytics_events" USING btree ("day");
--> statement-breakpoint
CREATE INDEX "analytics_events_order_idx" ON "analytics_events" USING btree ("order_id") WHERE "analytics_events"."order_id" is not null;
--> statement-breakpoint
CREATE TABLE "analytics_daily_sources" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"visitors" integer NOT NULL,
	"pageviews" integer NOT NULL,
	"product_viewers" integer NOT NULL,
	"carters" integer NOT NULL,
	"checkouters" integer NOT NULL,
	"buyers" integer NOT NULL,
	"orders" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	CONSTRAINT "analytics_daily_sources_day_source_medium_campaign_pk" PRIMARY KEY("day","source","medium","campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_products" (
	"day" date NOT NULL,
	"product_id" text NOT NULL,
	"views" integer NOT NULL,
	"viewers" integer NOT NULL,
	"carters" integer NOT NULL,
	"buyers" integer NOT NULL,
	CONSTRAINT "analytics_daily_products_day_product_id_pk" PRIMARY KEY("day","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_builds" (
	"feed" text PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone NOT NULL,
	"items" integer NOT NULL,
	"warnings" integer NOT NULL
);

CREATE TABLE "drop_launch_signups" (
	"id" text PRIMARY KEY NOT NULL,
	"drop_id" text NOT NULL,
	"email" text NOT NULL,
	"confirm_token_hash" text,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monthly_drop_products" (
	"product_id" text PRIMARY KEY NOT NULL,
	"drop_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "launch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monthly_drops" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
-- Data step: an existing drop is released at the start of its release day (UTC).
UPDATE "monthly_drops" SET "release_at" = ("release_date"::timestamp AT TIME ZONE 'UTC');--> statement-breakpoint
ALTER TABLE "monthly_drops" ALTER COLUMN "release_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "monthly_drops" ADD COLUMN "launched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drop_launch_signups" ADD CONSTRAINT "drop_launch_signups_drop_id_monthly_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."monthly_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_drop_products" ADD CONSTRAINT "monthly_drop_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_drop_products" ADD CONSTRAINT "monthly_drop_products_drop_id_monthly_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."monthly_drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drop_launch_signups_drop_email_idx" ON "drop_launch_signups" USING btree ("drop_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "drop_launch_signups_token_idx" ON "drop_launch_signups" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "drop_launch_signups_waiting_idx" ON "drop_launch_signups" USING btree ("drop_id") WHERE confirmed_at is not null and notified_at is null;--> statement-breakpoint
CREATE INDEX "monthly_drop_products_drop_idx" ON "monthly_drop_products" USING btree ("drop_id","position");--> statement-breakpoint
CREATE INDEX "products_launch_at_idx" ON "products" USING btree ("launch_at") WHERE launch_at is not null and deleted_at is null;--> statement-breakpoint
CREATE INDEX "monthly_drops_unlaunched_idx" ON "monthly_drops" USING btree ("release_at") WHERE launched_at is null;
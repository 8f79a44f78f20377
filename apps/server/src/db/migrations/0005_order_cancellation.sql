ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by_user_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by_email" text;--> statement-breakpoint
-- Orders cancelled before this column existed: the last change is the best date there is.
UPDATE "orders" SET "cancelled_at" = "updated_at" WHERE "status" = 'cancelled';

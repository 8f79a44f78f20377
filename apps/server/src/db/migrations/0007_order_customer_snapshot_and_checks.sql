-- Orders keep a snapshot of their customer: added empty, back-filled from the account
-- that placed each order, then required.
ALTER TABLE "orders" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
UPDATE "orders" SET "customer_email" = "user"."email", "customer_name" = "user"."name" FROM "user" WHERE "user"."id" = "orders"."user_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_email" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "customer_name" SET NOT NULL;--> statement-breakpoint
-- Enum-like columns are checked against the shared lists (packages/shared) they are typed with.
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_known" CHECK ("contact_messages"."status" in ('pending', 'responded'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status_known" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" in ('pending', 'processing', 'completed', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_known" CHECK ("orders"."payment_status" in ('pending', 'awaiting_payment', 'paid', 'failed', 'expired', 'cancelled', 'refund_pending', 'refunded'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_known" CHECK ("products"."category" in ('baby', 'amigurumi', 'accessories', 'hats', 'bags', 'blankets', 'scarfs', 'home-decor'));--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_status_known" CHECK ("stock_alerts"."status" in ('unconfirmed', 'waiting', 'notified'));
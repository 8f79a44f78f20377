CREATE TABLE "order_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_payments_kind_known" CHECK ("order_payments"."kind" in ('full', 'deposit', 'balance')),
	CONSTRAINT "order_payments_amount" CHECK ("order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_kind_once" ON "order_payments" USING btree ("order_id","kind");
--> statement-breakpoint
INSERT INTO "order_payments" ("id", "order_id", "kind", "amount_cents", "provider_payment_id", "paid_at")
SELECT p."id", p."order_id", p."kind", p."amount_cents", p."provider_payment_id", coalesce(p."paid_at", p."created_at")
FROM "custom_order_payments" p
JOIN "orders" o ON o."id" = p."order_id"
WHERE p."status" = 'paid';

CREATE TABLE "custom_order_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"author" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_order_messages_author_known" CHECK ("custom_order_messages"."author" in ('maker', 'customer'))
);
--> statement-breakpoint
CREATE TABLE "custom_order_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"checkout_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"provider_payment_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_order_payments_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "custom_order_payments_kind_known" CHECK ("custom_order_payments"."kind" in ('full', 'deposit', 'balance')),
	CONSTRAINT "custom_order_payments_status_known" CHECK ("custom_order_payments"."status" in ('open', 'paid', 'closed')),
	CONSTRAINT "custom_order_payments_amount" CHECK ("custom_order_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "custom_order_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"url" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_order_quotes" (
	"request_id" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"plan" text NOT NULL,
	"deposit_cents" integer,
	"lead_time" text NOT NULL,
	"shipping_rate_name" text,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"valid_until" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_order_quotes_plan_known" CHECK ("custom_order_quotes"."plan" in ('full', 'deposit')),
	CONSTRAINT "custom_order_quotes_money" CHECK ("custom_order_quotes"."price_cents" > 0 and "custom_order_quotes"."shipping_cents" >= 0 and ("custom_order_quotes"."deposit_cents" is null or ("custom_order_quotes"."deposit_cents" > 0 and "custom_order_quotes"."deposit_cents" < "custom_order_quotes"."price_cents")))
);
--> statement-breakpoint
CREATE TABLE "custom_order_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"colours" text DEFAULT '' NOT NULL,
	"budget_min_cents" integer,
	"budget_max_cents" integer,
	"needed_by" text,
	"state" text DEFAULT 'new' NOT NULL,
	"order_id" text,
	"ready_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_order_requests_state_known" CHECK ("custom_order_requests"."state" in ('new', 'quoted', 'accepted', 'in_progress', 'shipped', 'closed', 'declined', 'expired')),
	CONSTRAINT "custom_order_requests_budget_order" CHECK ("custom_order_requests"."budget_min_cents" is null or "custom_order_requests"."budget_max_cents" is null or "custom_order_requests"."budget_min_cents" <= "custom_order_requests"."budget_max_cents")
);
--> statement-breakpoint
ALTER TABLE "custom_order_messages" ADD CONSTRAINT "custom_order_messages_request_id_custom_order_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_payments" ADD CONSTRAINT "custom_order_payments_request_id_custom_order_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_photos" ADD CONSTRAINT "custom_order_photos_request_id_custom_order_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_quotes" ADD CONSTRAINT "custom_order_quotes_request_id_custom_order_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_order_requests" ADD CONSTRAINT "custom_order_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_order_messages_request_idx" ON "custom_order_messages" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_order_payments_paid_once" ON "custom_order_payments" USING btree ("request_id","kind") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "custom_order_payments_request_idx" ON "custom_order_payments" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "custom_order_photos_request_idx" ON "custom_order_photos" USING btree ("request_id","position");--> statement-breakpoint
CREATE INDEX "custom_order_requests_state_idx" ON "custom_order_requests" USING btree ("state","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "custom_order_requests_user_idx" ON "custom_order_requests" USING btree ("user_id","created_at" DESC NULLS LAST);
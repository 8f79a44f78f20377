-- Gift cards (modules/gift-cards): the cards (only a code's hash and last 4 characters), the
-- money each order holds on a card, and the ledger of every balance change. Orders keep what
-- gift cards paid of them and what has been refunded so far (partial refunds).
CREATE TABLE "gift_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"code_hash" text,
	"last4" text,
	"status" text NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text,
	"message" text,
	"send_on" date NOT NULL,
	"sent_at" timestamp with time zone,
	"order_id" text,
	"buyer_user_id" text,
	"issued_by_user_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_status_known" CHECK ("gift_cards"."status" in ('pending', 'active', 'disabled', 'void')),
	CONSTRAINT "gift_cards_balance_not_negative" CHECK ("gift_cards"."balance_cents" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_idx" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_due_idx" ON "gift_cards" USING btree ("send_on") WHERE "gift_cards"."sent_at" is null;--> statement-breakpoint
CREATE TABLE "gift_card_holds" (
	"id" text PRIMARY KEY NOT NULL,
	"gift_card_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_holds_state_known" CHECK ("gift_card_holds"."state" in ('held', 'spent', 'released')),
	CONSTRAINT "gift_card_holds_amounts" CHECK ("gift_card_holds"."amount_cents" > 0 and "gift_card_holds"."refunded_cents" >= 0 and "gift_card_holds"."refunded_cents" <= "gift_card_holds"."amount_cents")
);
--> statement-breakpoint
ALTER TABLE "gift_card_holds" ADD CONSTRAINT "gift_card_holds_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_holds_card_order_idx" ON "gift_card_holds" USING btree ("gift_card_id","order_id");--> statement-breakpoint
CREATE INDEX "gift_card_holds_order_idx" ON "gift_card_holds" USING btree ("order_id");--> statement-breakpoint
CREATE TABLE "gift_card_ledger" (
	"id" text PRIMARY KEY NOT NULL,
	"gift_card_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"balance_change_cents" integer NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"order_id" text,
	"actor_user_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_ledger_kind_known" CHECK ("gift_card_ledger"."kind" in ('issued', 'reserved', 'spent', 'released', 'refunded', 'adjusted'))
);
--> statement-breakpoint
ALTER TABLE "gift_card_ledger" ADD CONSTRAINT "gift_card_ledger_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_ledger_card_idx" ON "gift_card_ledger" USING btree ("gift_card_id","created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;

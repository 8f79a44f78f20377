ALTER TABLE "carts" ADD COLUMN "gift_cards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_carts" ADD COLUMN "gift_cards" jsonb DEFAULT '[]'::jsonb NOT NULL;

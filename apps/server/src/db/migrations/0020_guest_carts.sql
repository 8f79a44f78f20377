-- A guest's cart kept on the server (modules/carts), keyed by a signed cookie: the same lines and
-- gift choice as a signed-in shopper's row, a version for concurrent changes, and when it last
-- changed (rows idle for 30 days are swept).
CREATE TABLE "guest_carts" (
	"id" text PRIMARY KEY NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift" jsonb DEFAULT '{"isGift":false,"note":""}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "guest_carts_changed_at_idx" ON "guest_carts" USING btree ("changed_at");

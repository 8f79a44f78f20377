ALTER TABLE "carts" ADD COLUMN "restore_answered_order_id" text;

-- Refer a friend pays only for an order that earns it (issue 35 item 12, decision 0037): a void
-- referral says why, an ordered one keeps the minimum spend its order was judged by, and an order
-- qualifies one referral at most. The referrals voided so far were all cancelled orders.
ALTER TABLE "referrals" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "minimum_minor" integer;--> statement-breakpoint
UPDATE "referrals" SET "void_reason" = 'cancelled' WHERE "status" = 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_order_key" ON "referrals" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_void_has_reason" CHECK (("referrals"."status" = 'void') = ("referrals"."void_reason" is not null) and ("referrals"."void_reason" is null or "referrals"."void_reason" in ('cancelled', 'returned', 'refunded', 'below_minimum', 'yearly_cap')));

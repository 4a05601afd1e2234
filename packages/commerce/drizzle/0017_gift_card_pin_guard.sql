-- Issue 35 item 4: a gift card counts the PIN tries made on it (giftcard/pin-guard.ts).
ALTER TABLE "gift_cards" ADD COLUMN "pin_misses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "pin_missed_at" timestamp with time zone;
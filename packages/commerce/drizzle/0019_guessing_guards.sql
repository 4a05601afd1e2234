-- Issue 35 item 4: a gift card counts the PIN tries made on it (giftcard/pin-guard.ts); item 5
-- (decision 0029): one-time sign-in links (auth/sign-in-links.ts).
CREATE TABLE "sign_in_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "pin_misses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "pin_missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_links_customer_idx" ON "sign_in_links" USING btree ("customer_id");
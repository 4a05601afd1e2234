CREATE TABLE "quote_digital_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_digital_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quote_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sku" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"details" jsonb,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_digital_items_amount_positive" CHECK ("quote_digital_items"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_balances" (
	"customer_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"balance_minor" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_customer_id_currency_pk" PRIMARY KEY("customer_id","currency"),
	CONSTRAINT "credit_balances_non_negative" CHECK ("credit_balances"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" uuid NOT NULL,
	"currency" char(3) NOT NULL,
	"amount_minor" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_not_zero" CHECK ("credit_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_activations" (
	"gift_card_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_moves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"gift_card_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_moves_not_zero" CHECK ("gift_card_moves"."amount_minor" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"code_last4" char(4) NOT NULL,
	"currency" char(3) NOT NULL,
	"initial_minor" integer NOT NULL,
	"balance_minor" integer NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"store_locale" text NOT NULL,
	"order_id" uuid,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text,
	"deliver_on" date NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."balance_minor" between 0 and "gift_cards"."initial_minor"),
	CONSTRAINT "gift_cards_initial_positive" CHECK ("gift_cards"."initial_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_gift_cards" (
	"quote_id" bigint NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"store_locale" text NOT NULL,
	"sku" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"order_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referee_id" uuid NOT NULL,
	"store_locale" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"promotion_code" text NOT NULL,
	"order_id" uuid,
	"reward_minor" integer,
	"currency" char(3) NOT NULL,
	"ordered_at" timestamp with time zone,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referee_id")
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "kind" text DEFAULT 'product' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_digital_items" ADD CONSTRAINT "quote_digital_items_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_activations" ADD CONSTRAINT "gift_card_activations_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_activations" ADD CONSTRAINT "gift_card_activations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_moves" ADD CONSTRAINT "gift_card_moves_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_gift_cards" ADD CONSTRAINT "quote_gift_cards_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_gift_cards" ADD CONSTRAINT "quote_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_customers_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_customers_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_digital_items_quote_idx" ON "quote_digital_items" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_digital_items_one_subscription_key" ON "quote_digital_items" USING btree ("quote_id") WHERE kind = 'subscription';--> statement-breakpoint
CREATE INDEX "credit_entries_customer_idx" ON "credit_entries" USING btree ("customer_id","currency","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_once_key" ON "credit_entries" USING btree ("kind","reference","customer_id") WHERE kind in ('gift_card', 'referral', 'order', 'order_cancelled') and reference is not null;--> statement-breakpoint
CREATE INDEX "gift_card_moves_card_idx" ON "gift_card_moves" USING btree ("gift_card_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_hash_key" ON "gift_cards" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_due_idx" ON "gift_cards" USING btree ("deliver_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "quote_gift_cards_key" ON "quote_gift_cards" USING btree ("quote_id","gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_customer_key" ON "subscriptions" USING btree ("customer_id") WHERE status in ('active', 'cancelled_until_end');--> statement-breakpoint
CREATE INDEX "subscriptions_ends_idx" ON "subscriptions" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_key" ON "referrals" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_due_idx" ON "referrals" USING btree ("ordered_at") WHERE status = 'ordered';--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
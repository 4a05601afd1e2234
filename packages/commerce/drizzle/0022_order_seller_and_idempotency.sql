-- Issue 31: a renewal is authorised at most once a period (the sandbox acquirer keeps the
-- caller's idempotency key, one live authorisation per key), and an order keeps the seller its
-- receipt names as it was when placed. Orders placed before keep NULL and show the configured one.
ALTER TABLE "sandbox_authorisations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_authorisations_idempotency_key" ON "sandbox_authorisations" USING btree ("idempotency_key");
-- Issue 34 item 9: a card payment is recorded before the provider is asked, so an authorisation
-- whose order never committed (a crash, a kill) is found and released by the payments-reconcile job.
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_reference" text,
	"state" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_idempotency_key" ON "payment_attempts" USING btree ("provider","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_attempts_reference_idx" ON "payment_attempts" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payment_attempts_open_idx" ON "payment_attempts" USING btree ("created_at") WHERE "payment_attempts"."state" = 'open';
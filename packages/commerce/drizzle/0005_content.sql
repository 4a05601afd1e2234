CREATE TABLE "content_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" text NOT NULL,
	"type" text NOT NULL,
	"banner_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"seed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "content_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"locale" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"scheduled" jsonb,
	"scheduled_at" timestamp with time zone,
	"seed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_banners" ADD CONSTRAINT "content_banners_updated_by_customers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_updated_by_customers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_banners_region_type_banner_key" ON "content_banners" USING btree ("region","type","banner_id");--> statement-breakpoint
CREATE INDEX "content_banners_published_idx" ON "content_banners" USING btree ("region","type","position") WHERE published is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_entries_kind_key_locale_key" ON "content_entries" USING btree ("kind","key","locale");
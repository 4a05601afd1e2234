DROP INDEX "products_popularity_idx";--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS FIRST,"id");
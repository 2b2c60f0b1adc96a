CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree (("stock" > 0) desc,"name","id") WHERE "products"."available";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id") WHERE "products"."available";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_name";
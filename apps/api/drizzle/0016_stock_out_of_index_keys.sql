-- Every sale lowers products.stock. While stock was in the listing indexes' keys ((stock > 0) and a
-- trailing stock for index-only scans), each sale was a non-HOT update: a new entry in every index of
-- products, the GIN search index's pending list included, read by every listing and search until
-- vacuumed (0 of 3,000 sales HOT at 100,000 products). The indexes now key on in_stock, kept by
-- PostgreSQL, which changes only when the last unit sells or the first arrives (2,905 of 3,000 HOT).
DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_category_listing_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_listing_idx";--> statement-breakpoint
DROP INDEX "products_brand_listing_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (stock > 0) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"name","id") WHERE "products"."available";--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id","in_stock" DESC NULLS FIRST,"name","id") WHERE "products"."available";--> statement-breakpoint
CREATE INDEX "products_subcategory_listing_idx" ON "products" USING btree ("subcategory_id","in_stock" DESC NULLS FIRST,"name","id") WHERE "products"."available";--> statement-breakpoint
CREATE INDEX "products_brand_listing_idx" ON "products" USING btree ("brand_id","in_stock" DESC NULLS FIRST,"name","id") WHERE "products"."available";
-- Listings at 100,000 products (issue 15, docs/performance.md): the default order (in stock first,
-- then by name) over the whole catalogue, a category, a subcategory or a brand, each read from an
-- index alone, deep pages included; and the catalogue's shape counted from one narrow index.
DROP INDEX "products_listing_idx";--> statement-breakpoint
CREATE INDEX "products_category_listing_idx" ON "products" USING btree ("category_id",("stock" > 0) desc,"name","id","stock") WHERE "products"."available";--> statement-breakpoint
CREATE INDEX "products_subcategory_listing_idx" ON "products" USING btree ("subcategory_id",("stock" > 0) desc,"name","id","stock") WHERE "products"."available";--> statement-breakpoint
CREATE INDEX "products_brand_listing_idx" ON "products" USING btree ("brand_id",("stock" > 0) desc,"name","id","stock") WHERE "products"."available";--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING btree ("brand_id","category_id","subcategory_id") WHERE "products"."available";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree (("stock" > 0) desc,"name","id","stock") WHERE "products"."available";
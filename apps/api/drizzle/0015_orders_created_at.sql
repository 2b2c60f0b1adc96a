-- The sales report reads orders a page at a time in date order (issue 15): this index serves each
-- page from where the last one ended instead of sorting the period again.
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");
-- A distributor's SKU is one code whatever its case: 'rev-1' and 'REV-1' are the same product.
-- The exact-case unique constraint becomes a unique index on lower(sku) (ADR 010).
-- A database that already holds SKUs differing only in case is NOT changed behind anyone's back
-- (no renaming, no suffix: SKUs are printed on quotes, orders and the distributor's sheets): the
-- migration fails, naming the duplicates, and nothing is applied. Rename or merge them in the
-- dashboard (or with SQL), then start the server again. The demo seed has none.
DO $$
DECLARE
	duplicates text;
BEGIN
	SELECT string_agg(skus, '; ') INTO duplicates
	FROM (
		SELECT string_agg(sku, ', ' ORDER BY sku) AS skus
		FROM products
		GROUP BY lower(sku)
		HAVING count(*) > 1
		ORDER BY lower(sku)
		LIMIT 20
	) d;
	IF duplicates IS NOT NULL THEN
		RAISE EXCEPTION 'Migration 0012: products have SKUs that differ only in case (%). Rename or merge them, then migrate again.', duplicates;
	END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_lower_unique" ON "products" USING btree (lower("sku"));--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_sku_unique";

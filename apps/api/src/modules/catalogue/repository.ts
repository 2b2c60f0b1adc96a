import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { PageWindow, ProductSort } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { brands, categories, products, searchTerms } from '../../db/schema';
import { productTsquery, wordOrPrefixMatch } from '../../db/product-search';
import type { ParsedSearch } from '../../lib/search/search-query';

export interface ProductFilters {
  brandId?: number;
  /** One category: a level-1 one matches products.category_id, a subcategory products.subcategory_id. */
  category?: { id: number; level: 1 | 2 };
  brandNames?: string[];
  categoryIds?: number[];
  /** Bounds on the base price, already converted from the customer's price. */
  basePrice?: { min?: number; max?: number };
  search?: ParsedSearch;
}

const category = alias(categories, 'category');
const subcategory = alias(categories, 'subcategory');

const columns = {
  id: products.id,
  name: products.name,
  model: products.model,
  sku: products.sku,
  basePrice: products.price,
  vat: products.vat,
  ivaClass: products.ivaClass,
  stock: products.stock,
  available: products.available,
  images: products.images,
  brandId: brands.id,
  brandName: brands.name,
  categoryId: category.id,
  categoryName: category.name,
  subcategoryId: subcategory.id,
  subcategoryName: subcategory.name,
};

function whereOf(f: ProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.available, true)];
  if (f.brandId) conditions.push(eq(products.brandId, f.brandId));
  // One column per level, so the category's listing index serves the page in order.
  if (f.category)
    conditions.push(
      f.category.level === 1
        ? eq(products.categoryId, f.category.id)
        : eq(products.subcategoryId, f.category.id),
    );
  if (f.brandNames?.length) {
    const lowered = f.brandNames.map((n) => n.toLowerCase());
    conditions.push(
      inArray(
        products.brandId,
        sql`(select ${brands.id} from ${brands} where lower(${brands.name}) in ${lowered})`,
      ),
    );
  }
  if (f.categoryIds?.length) {
    conditions.push(
      or(
        inArray(products.categoryId, f.categoryIds),
        inArray(products.subcategoryId, f.categoryIds),
      ),
    );
  }
  if (f.basePrice?.min !== undefined) conditions.push(gte(products.price, f.basePrice.min));
  if (f.basePrice?.max !== undefined) conditions.push(lte(products.price, f.basePrice.max));
  if (f.search) conditions.push(wordOrPrefixMatch(f.search));
  return and(...conditions);
}

/** The storefront's default order, which the listing indexes keep: in stock first, then by name. */
const listingOrder = () => [desc(products.inStock), asc(products.name), asc(products.id)];

function orderOf(sort: ProductSort, f: ProductFilters): SQL[] {
  switch (sort) {
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'price_asc':
      return [asc(products.price), asc(products.id)];
    case 'price_desc':
      return [desc(products.price), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'relevance':
      break;
  }
  const s = f.search;
  if (!s) return listingOrder();
  // An exact SKU or model first, then model prefixes, then the text ranking.
  return [
    desc(sql`${products.skuKey} = ${s.key}`),
    desc(sql`${products.modelKey} = ${s.key}`),
    desc(sql`${products.modelKey} like ${`${s.key}%`}`),
    desc(sql`ts_rank(${products.searchVector}, ${productTsquery(s)})`),
    asc(products.name),
    asc(products.id),
  ];
}

export type ProductRow = Awaited<
  ReturnType<ReturnType<typeof createProductRepository>['list']>
>[number];

export function createProductRepository(db: DbOrTx) {
  const base = () =>
    db
      .select(columns)
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .innerJoin(category, eq(category.id, products.categoryId))
      .leftJoin(subcategory, eq(subcategory.id, products.subcategoryId));

  return {
    /**
     * One page. The page's ids are found first, from the index when the order allows it, and only
     * those rows are read and joined: a deep page walks index entries, not table rows.
     * `candidates` ranks only the first that many matches the search index yields, and the exact
     * SKU or model matches: a broad term ('cable': tens of thousands of matches) is not scored
     * match by match.
     */
    async list(
      filters: ProductFilters,
      sort: ProductSort,
      window: Pick<PageWindow, 'limit' | 'offset'>,
      candidates?: number,
    ) {
      const order = orderOf(sort, filters);
      const s = filters.search;
      const pool =
        candidates && s
          ? union(
              db
                .select({ id: products.id })
                .from(products)
                .where(whereOf(filters))
                .limit(candidates),
              // An exact SKU or model still comes first, however late the search index yields it.
              db
                .select({ id: products.id })
                .from(products)
                .where(
                  and(
                    whereOf(filters),
                    or(eq(products.skuKey, s.key), eq(products.modelKey, s.key)),
                  ),
                ),
            ).as('candidates')
          : undefined;
      const matching = pool
        ? db.select({ id: products.id }).from(products).innerJoin(pool, eq(pool.id, products.id))
        : db.select({ id: products.id }).from(products).where(whereOf(filters));
      const page = matching
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset)
        .as('page');
      return base()
        .innerJoin(page, eq(page.id, products.id))
        .orderBy(...order);
    },

    /** How many products match, counting at most `cap` + 1 of them: enough to say "more than cap". */
    async countUpTo(filters: ProductFilters, cap: number): Promise<number> {
      const matches = db
        .select({ one: sql`1` })
        .from(products)
        .where(whereOf(filters))
        .limit(cap + 1)
        .as('matches');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
      return row?.n ?? 0;
    },

    /**
     * The catalogue's shape: available products per (brand, category, subcategory), with each
     * brand's lower-cased name. A few dozen groups, read from products_facets_idx alone.
     */
    async shape() {
      const [groups, brandNames] = await Promise.all([
        db
          .select({
            brandId: products.brandId,
            categoryId: products.categoryId,
            subcategoryId: products.subcategoryId,
            n: sql<number>`count(*)::int`,
          })
          .from(products)
          .where(eq(products.available, true))
          .groupBy(products.brandId, products.categoryId, products.subcategoryId),
        db.select({ id: brands.id, name: sql<string>`lower(${brands.name})` }).from(brands),
      ]);
      return { groups, brandNames };
    },

    /**
     * The catalogue word closest to a misspelt one (`%` is trigram similarity ≥ 0.3, served by the
     * trigram index of the short search_terms table), or undefined when none is close.
     */
    async closestTerm(word: string): Promise<string | undefined> {
      const [row] = await db
        .select({ term: searchTerms.term })
        .from(searchTerms)
        .where(sql`${searchTerms.term} % ${word}`)
        .orderBy(desc(sql`similarity(${searchTerms.term}, ${word})`), asc(searchTerms.term))
        .limit(1);
      return row?.term;
    },

    async find(id: number) {
      const [row] = await db
        .select({
          ...columns,
          description: products.description,
          caracteristics: products.caracteristics,
          dataSheetURL: products.dataSheetURL,
        })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .innerJoin(category, eq(category.id, products.categoryId))
        .leftJoin(subcategory, eq(subcategory.id, products.subcategoryId))
        .where(eq(products.id, id));
      return row;
    },
  };
}
export type ProductRepository = ReturnType<typeof createProductRepository>;

/**
 * The bare SQL of each catalogue row: the product repository calls that ProductService makes for
 * that request, run in the bench's own process and pool against the same database, so the report
 * tells the database's share from the shop's. When the service changes what it asks the
 * repository, change the matching function here.
 */
import { baseRangeForCustomerPrice, pageWindow } from '@shop/shared';
import type { Db } from '../apps/api/src/db/client';
import { createConfigRepository } from '../apps/api/src/modules/config/repository';
import { createConfigService } from '../apps/api/src/modules/config/service';
import {
  createProductRepository,
  type ProductFilters,
  type ProductRepository,
} from '../apps/api/src/modules/catalogue/repository';
import { parseSearch } from '../apps/api/src/lib/search/search-query';
import { COUNT_CAP } from '../apps/api/src/modules/catalogue/service';

/** The query string of a catalogue row, as GET /api/products takes it. */
export interface CatalogueQuery {
  offset: number;
  limit: number;
  categoryId?: number;
  /** The signed-in customer's own prices. */
  minPrice?: number;
  maxPrice?: number;
  searchTerm?: string;
}

export interface BareSql {
  repo: ProductRepository;
  /** What the signed-in distributor pays over the base price (the price rows sign in as one). */
  distributorExtraFraction: number;
}

export async function createBareSql(db: Db): Promise<BareSql> {
  const config = createConfigService(createConfigRepository(db));
  return {
    repo: createProductRepository(db),
    distributorExtraFraction: await config.extraFraction('DISTRIBUTOR'),
  };
}

/**
 * A page without search or price bounds: its total comes from the catalogue's shape, read once per
 * catalogue version (not per request), so the request's own SQL is the page alone.
 */
const shapedPage = ({ repo }: BareSql, filters: ProductFilters, query: CatalogueQuery) =>
  repo.list(filters, 'relevance', pageWindow(query));

/** A search or a price range: counted up to the cap, then the page (a bounded ranking past it). */
async function countedPage({ repo }: BareSql, filters: ProductFilters, query: CatalogueQuery) {
  const matches = await repo.countUpTo(filters, COUNT_CAP);
  const broad = matches > COUNT_CAP && !!filters.search;
  return repo.list(filters, 'relevance', pageWindow(query), broad ? COUNT_CAP : undefined);
}

export const firstPageSql = (sql: BareSql, query: CatalogueQuery) => shapedPage(sql, {}, query);

/** The bench's category is a level-1 one (catalogue-ids.ts). */
export const categorySql = (sql: BareSql, query: CatalogueQuery) =>
  shapedPage(sql, { category: { id: query.categoryId!, level: 1 } }, query);

export const priceRangeSql = (sql: BareSql, query: CatalogueQuery) =>
  countedPage(
    sql,
    {
      basePrice: baseRangeForCustomerPrice(
        { min: query.minPrice, max: query.maxPrice },
        sql.distributorExtraFraction,
      ),
    },
    query,
  );

export const deepPageSql = (sql: BareSql, query: CatalogueQuery) => shapedPage(sql, {}, query);

export const searchSql = (sql: BareSql, query: CatalogueQuery) =>
  countedPage(sql, { search: parseSearch(query.searchTerm) ?? undefined }, query);

export const productSql = ({ repo }: BareSql, id: number) => repo.find(id);

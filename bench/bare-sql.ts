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
} from '../apps/api/src/modules/products/repository';
import { parseSearch } from '../apps/api/src/modules/products/search-query';

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

/** A page of ProductService.list: the count and the rows, together as the service sends them. */
const listPage = ({ repo }: BareSql, filters: ProductFilters, query: CatalogueQuery) =>
  Promise.all([repo.count(filters), repo.list(filters, 'relevance', pageWindow(query))]);

export const firstPageSql = (sql: BareSql, query: CatalogueQuery) => listPage(sql, {}, query);

export const categorySql = (sql: BareSql, query: CatalogueQuery) =>
  listPage(sql, { categoryId: query.categoryId }, query);

export const priceRangeSql = (sql: BareSql, query: CatalogueQuery) =>
  listPage(
    sql,
    {
      basePrice: baseRangeForCustomerPrice(
        { min: query.minPrice, max: query.maxPrice },
        sql.distributorExtraFraction,
      ),
    },
    query,
  );

export const deepPageSql = (sql: BareSql, query: CatalogueQuery) => listPage(sql, {}, query);

export const searchSql = (sql: BareSql, query: CatalogueQuery) =>
  listPage(sql, { search: parseSearch(query.searchTerm) ?? undefined }, query);

export const productSql = ({ repo }: BareSql, id: number) => repo.find(id);

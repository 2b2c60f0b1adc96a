import { findCatalogueIds, type CatalogueIds } from './catalogue-ids';
import {
  categorySql,
  createBareSql,
  deepPageSql,
  firstPageSql,
  priceRangeSql,
  productSql,
  searchSql,
  type BareSql,
  type CatalogueQuery,
} from './bare-sql';
import { DEFAULT_CONNECTIONS, measureLoadRow, type LoadRowSpec } from './load-row';
import type { RowProducer } from './shop-context';
import { sqlLoad } from './sql-load';

/** The catalogue rows of issue 15, named as its table names them. */
export const CATALOGUE_ROW = {
  firstPage: '`GET /api/products?offset=0&limit=20`',
  category: 'list by category (level 1)',
  priceRange: 'list with price range (signed in)',
  deepPage: 'deep page (offset 2000)',
  product: '`GET /api/products/{id}`',
  search: "search 'camara'",
  broadSearch: "search broad 'cable'",
} as const;

export const FIRST_PAGE: CatalogueQuery = { offset: 0, limit: 20 };
export const CAMARA: CatalogueQuery = { ...FIRST_PAGE, searchTerm: 'camara' };

export const listPath = (query: CatalogueQuery) =>
  `/api/products?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`;

/** A catalogue row and the repository calls the shop makes for it. */
export interface CatalogueRowSpec extends LoadRowSpec {
  sql(bare: BareSql, i: number): Promise<unknown>;
}

function catalogueRows(ids: CatalogueIds, customer: Record<string, string>): CatalogueRowSpec[] {
  const category = { ...FIRST_PAGE, categoryId: ids.category.id };
  const priceRange = { ...FIRST_PAGE, minPrice: 200_000, maxPrice: 2_000_000 };
  const deepPage = { offset: 2000, limit: 20 };
  const cable = { ...FIRST_PAGE, searchTerm: 'cable' };
  const productIds = ids.productIds;
  return [
    {
      name: CATALOGUE_ROW.firstPage,
      path: listPath(FIRST_PAGE),
      budget: { rps: 2000, p95Ms: 25 },
      ceiling: 'list',
      sql: (bare) => firstPageSql(bare, FIRST_PAGE),
    },
    {
      name: CATALOGUE_ROW.category,
      path: listPath(category),
      budget: { rps: 2000, p95Ms: 25 },
      ceiling: 'list',
      sql: (bare) => categorySql(bare, category),
    },
    {
      name: CATALOGUE_ROW.priceRange,
      path: listPath(priceRange),
      headers: customer,
      budget: { rps: 1000, p95Ms: 50 },
      ceiling: 'list',
      sql: (bare) => priceRangeSql(bare, priceRange),
    },
    {
      name: CATALOGUE_ROW.deepPage,
      path: listPath(deepPage),
      budget: { rps: 500, p95Ms: 100 },
      ceiling: 'list',
      sql: (bare) => deepPageSql(bare, deepPage),
    },
    {
      name: CATALOGUE_ROW.product,
      // Many products, as shoppers open them, not one answer served again and again.
      path: `/api/products/${productIds[0]}`,
      paths: productIds.map((id) => `/api/products/${id}`),
      budget: { rps: 3000, p95Ms: 10 },
      ceiling: 'tiny',
      sql: (bare, i) => productSql(bare, productIds[i % productIds.length]!),
    },
    {
      name: CATALOGUE_ROW.search,
      path: listPath(CAMARA),
      connections: 10,
      budget: { rps: 500, p95Ms: 50 },
      ceiling: 'list',
      showMatches: true,
      sql: (bare) => searchSql(bare, CAMARA),
    },
    {
      name: CATALOGUE_ROW.broadSearch,
      path: listPath(cable),
      budget: { rps: 300, p95Ms: 100 },
      ceiling: 'list',
      showMatches: true,
      sql: (bare) => searchSql(bare, cable),
    },
  ];
}

/** The bare SQL runs on a pool of its own with at most 10 callers, the size of the shop's pool. */
export const bareSqlConcurrency = (spec: LoadRowSpec) =>
  Math.min(spec.connections ?? DEFAULT_CONNECTIONS, 10);

export const catalogueProducer: RowProducer = {
  label: 'catálogo',
  rows: Object.values(CATALOGUE_ROW),
  async produce(shop, wants) {
    const ids = await findCatalogueIds(shop.db);
    console.info(
      `  categoría de nivel 1 más grande: ${ids.category.name} (${ids.category.products.toLocaleString('es-CO')} productos); ${ids.productIds.length} productos para la ficha`,
    );
    const bare = await createBareSql(shop.db);
    const rows = [];
    for (const spec of catalogueRows(ids, shop.customer).filter((s) => wants(s.name))) {
      rows.push(
        await measureLoadRow(spec, {
          baseUrl: shop.baseUrl,
          ceilings: shop.ceilings,
          bareSql: (s) => sqlLoad((i) => s.sql(bare, i), { concurrency: bareSqlConcurrency(s) }),
        }),
      );
    }
    return rows;
  },
};

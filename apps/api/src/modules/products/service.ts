import {
  baseRangeForCustomerPrice,
  customerUnitPrice,
  NOT_FOUND_MESSAGES,
  pageWindow,
  type ClientType,
  type ProductDetail,
  type ProductListResponse,
  type ProductSummary,
  type SessionUser,
} from '@shop/shared';
import { notFound } from '../../lib/errors';
import type { UnitIvaPort } from '../taxes/unit-iva';
import { refuseAnonymousPriceQuery, type ListQuery } from './price-query';
import type { ProductFilters, ProductRepository, ProductRow } from './repository';
import { parseSearch, type ParsedSearch } from './search-query';

interface Deps {
  products: ProductRepository;
  /** The config's extra fraction (0.08 for 8 %) for a client type. */
  extraFraction: (clientType: ClientType) => Promise<number>;
  /** The IVA of each priced unit today (the taxes module's port). */
  unitIva: UnitIvaPort;
}

function toSummary(row: ProductRow, extraFraction: number | null): ProductSummary {
  const summary: ProductSummary = {
    id: row.id,
    name: row.name,
    model: row.model,
    sku: row.sku,
    brand: { id: row.brandId, name: row.brandName },
    categories: [
      { id: row.categoryId, name: row.categoryName, level: 1 },
      ...(row.subcategoryId && row.subcategoryName
        ? [{ id: row.subcategoryId, name: row.subcategoryName, level: 2 }]
        : []),
    ],
    images: row.images,
    available: row.available,
    inStock: row.stock > 0,
    vat: row.vat,
    ivaClass: row.ivaClass,
  };
  // The key is absent, not null, for anonymous callers: a price never leaves the server for them.
  if (extraFraction !== null) summary.price = customerUnitPrice(row.basePrice, extraFraction);
  return summary;
}

export function createProductService({ products: repo, extraFraction, unitIva }: Deps) {
  /** Each priced summary gets the IVA its price carries today; anonymous ones stay without. */
  const withIva = async <T extends ProductSummary>(summaries: T[]): Promise<T[]> => {
    const priced = summaries.filter((s) => s.price !== undefined);
    const ivas = await unitIva(priced.map((s) => ({ unitPrice: s.price!, ivaClass: s.ivaClass })));
    priced.forEach((s, i) => (s.iva = ivas[i]));
    return summaries;
  };

  /** The caller's extra fraction, or null for an anonymous caller (no prices at all). */
  const extraFractionOf = async (viewer: SessionUser | null): Promise<number | null> =>
    viewer ? extraFraction(viewer.clientType) : null;

  /** The search with each misspelt word replaced by the closest catalogue word; null when nothing changes. */
  async function correct(search: ParsedSearch): Promise<ParsedSearch | null> {
    const words = await Promise.all(
      search.words.map(async (w) =>
        w.length >= 3 && /[a-zñ]/.test(w) ? ((await repo.closestTerm(w)) ?? w) : w,
      ),
    );
    if (words.join(' ') === search.words.join(' ')) return null;
    return parseSearch(words.join(' '));
  }

  return {
    async list(query: ListQuery, viewer: SessionUser | null): Promise<ProductListResponse> {
      const extraFraction = await extraFractionOf(viewer);
      if (extraFraction === null) refuseAnonymousPriceQuery(query);
      const search = parseSearch(query.searchTerm) ?? undefined;
      const filters: ProductFilters = {
        brandId: query.brandId,
        categoryId: query.categoryId,
        brandNames: query.brands,
        categoryIds: query.categories,
        search,
        // Price filters compare the caller's own price: only a caller with a price has them.
        basePrice:
          extraFraction === null
            ? undefined
            : baseRangeForCustomerPrice(
                { min: query.minPrice, max: query.maxPrice },
                extraFraction,
              ),
      };
      const sort = query.sort ?? 'relevance';
      const page = pageWindow(query);
      // Count and page together: on a PostgreSQL pool they run at the same time.
      let [total, rows] = await Promise.all([repo.count(filters), repo.list(filters, sort, page)]);
      let correctedTerm: string | undefined;
      if (total === 0 && search) {
        const corrected = await correct(search);
        if (corrected) {
          filters.search = corrected;
          [total, rows] = await Promise.all([repo.count(filters), repo.list(filters, sort, page)]);
          if (total > 0) correctedTerm = corrected.words.join(' ');
        }
      }
      return {
        products: await withIva(rows.map((r) => toSummary(r, extraFraction))),
        total,
        totalPages: page.totalPages(total),
        page: query.offset + 1,
        ...(correctedTerm ? { correctedTerm } : {}),
      };
    },

    async get(id: number, viewer: SessionUser | null): Promise<ProductDetail> {
      const row = await repo.find(id);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.product);
      const extraFraction = await extraFractionOf(viewer);
      const [detail] = await withIva([
        {
          ...toSummary(row, extraFraction),
          description: row.description,
          caracteristics: row.caracteristics,
          dataSheetURL: row.dataSheetURL,
        },
      ]);
      return detail!;
    },
  };
}
export type ProductService = ReturnType<typeof createProductService>;

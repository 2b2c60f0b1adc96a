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
import { categoryLevel, countInShape, type CatalogueShape } from './catalogue-shape';
import type { ProductFilters, ProductRepository, ProductRow } from './repository';
import { parseSearch, type ParsedSearch } from '../../lib/search/search-query';

interface Deps {
  products: ProductRepository;
  /** The config's extra fraction (0.08 for 8 %) for a client type. */
  extraFraction: (clientType: ClientType) => Promise<number>;
  /** The IVA of each priced unit today (the taxes module's port). */
  unitIva: UnitIvaPort;
  /** The catalogue's shape in the current catalogue version (read once per version). */
  shape: () => Promise<CatalogueShape>;
}

/**
 * A search or a price range is counted up to this many matches: beyond it the listing says "más
 * de 1.000" and its pager stops at the pages those fill, instead of counting every match of a
 * broad term on each request. By relevance, such a search ranks this many of its matches.
 */
export const COUNT_CAP = 1000;

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

export function createProductService({ products: repo, extraFraction, unitIva, shape }: Deps) {
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
      const page = pageWindow(query);
      const answer = (rows: ProductRow[], total: number, more: Partial<ProductListResponse>) =>
        withIva(rows.map((r) => toSummary(r, extraFraction))).then((products) => ({
          products,
          total,
          totalPages: page.totalPages(total),
          page: query.offset + 1,
          ...more,
        }));

      const catalogue = await shape();
      const level = query.categoryId ? categoryLevel(catalogue, query.categoryId) : undefined;
      // A category no available product is in lists nothing, whatever else is asked.
      if (query.categoryId && !level) return answer([], 0, {});
      const search = parseSearch(query.searchTerm) ?? undefined;
      const filters: ProductFilters = {
        brandId: query.brandId,
        category: query.categoryId ? { id: query.categoryId, level: level! } : undefined,
        brandNames: query.brands,
        categoryIds: query.categories,
        search,
        // Price filters compare the caller's own price: only a caller with a price has them.
        basePrice:
          extraFraction === null || (query.minPrice === undefined && query.maxPrice === undefined)
            ? undefined
            : baseRangeForCustomerPrice(
                { min: query.minPrice, max: query.maxPrice },
                extraFraction,
              ),
      };
      const sort = query.sort ?? 'relevance';

      if (!filters.search && !filters.basePrice) {
        // Exact, from the shape: brands and categories never need a count(*).
        const total = countInShape(catalogue, filters);
        const rows = total > page.offset ? await repo.list(filters, sort, page) : [];
        return answer(rows, total, {});
      }

      const counted = async (f: ProductFilters) => {
        const matches = await repo.countUpTo(f, COUNT_CAP);
        const capped = matches > COUNT_CAP;
        const broad = capped && sort === 'relevance' && !!f.search;
        const rows = matches ? await repo.list(f, sort, page, broad ? COUNT_CAP : undefined) : [];
        return { total: Math.min(matches, COUNT_CAP), capped, rows };
      };
      let found = await counted(filters);
      let correctedTerm: string | undefined;
      if (found.total === 0 && search) {
        const corrected = await correct(search);
        if (corrected) {
          const again = await counted({ ...filters, search: corrected });
          if (again.total > 0) [found, correctedTerm] = [again, corrected.words.join(' ')];
        }
      }
      return answer(found.rows, found.total, {
        ...(found.capped ? { totalCapped: true as const } : {}),
        ...(correctedTerm ? { correctedTerm } : {}),
      });
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

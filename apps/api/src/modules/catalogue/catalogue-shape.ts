import type { ProductFilters } from './repository';

/** Available products per (brand, category, subcategory): a few dozen groups for the whole catalogue. */
export interface CatalogueShape {
  groups: { brandId: number; categoryId: number; subcategoryId: number | null; n: number }[];
  /** Each brand's name in lower case, for the `brands` filter (which names brands). */
  brandNames: { id: number; name: string }[];
}

/**
 * 1 when products have the category as their category, 2 as their subcategory; undefined when no
 * available product has it (its listing is then empty, whatever else is asked).
 */
export function categoryLevel(shape: CatalogueShape, id: number): 1 | 2 | undefined {
  if (shape.groups.some((g) => g.categoryId === id)) return 1;
  if (shape.groups.some((g) => g.subcategoryId === id)) return 2;
  return undefined;
}

/**
 * The exact number of products a listing without search or price bounds matches, from the shape:
 * the same conditions as the repository's WHERE, applied to groups instead of rows.
 */
export function countInShape(
  shape: CatalogueShape,
  f: Omit<ProductFilters, 'search' | 'basePrice'>,
): number {
  const named = f.brandNames?.length
    ? new Set(
        shape.brandNames
          .filter((b) => f.brandNames!.some((n) => n.toLowerCase() === b.name))
          .map((b) => b.id),
      )
    : undefined;
  const inCategories = (g: CatalogueShape['groups'][number]) =>
    f.categoryIds!.includes(g.categoryId) ||
    (g.subcategoryId !== null && f.categoryIds!.includes(g.subcategoryId));
  return shape.groups
    .filter(
      (g) =>
        (!f.brandId || g.brandId === f.brandId) &&
        (!f.category ||
          (f.category.level === 1 ? g.categoryId : g.subcategoryId) === f.category.id) &&
        (!named || named.has(g.brandId)) &&
        (!f.categoryIds?.length || inCategories(g)),
    )
    .reduce((sum, g) => sum + g.n, 0);
}

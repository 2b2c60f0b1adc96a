import { z } from 'zod';
import { PRODUCT_SORTS } from './product-sorts';
import { digitsParam, pageQuerySchema, pageResponseSchema } from './paging';
import { idListParam, idParam } from './ids';
import { IvaClassSchema } from './taxes/iva-classes';
import { UnitIvaSchema } from './taxes/breakdown';

export const BrandIdParamsSchema = z.object({ id: idParam('de la marca') });
export const CategoryIdParamsSchema = z.object({ id: idParam('de la categoría') });
export const ProductIdParamsSchema = z.object({ id: idParam('del producto') });
export const ContentIdParamsSchema = z.object({ id: idParam('de la sección') });

export const BrandSchema = z.object({ id: z.number().int(), name: z.string() });
export type Brand = z.infer<typeof BrandSchema>;

/**
 * Our own brand record (docs/architecture.md, departure 1): no external catalogue, no credential
 * in the client.
 */
export const BrandDetailSchema = BrandSchema.extend({
  title: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
});
export type BrandDetail = z.infer<typeof BrandDetailSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  parentCategoryId: z.number().int().nullable(),
});
export type Category = z.infer<typeof CategorySchema>;

export const CategoryDetailSchema = CategorySchema.extend({
  subcategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;

export const CategoryListQuerySchema = z.strictObject({
  level: digitsParam(
    z.number({ error: 'El nivel debe ser 1 o 2.' }).refine((n) => n === 1 || n === 2, {
      error: 'El nivel debe ser 1 o 2.',
    }),
  ).optional(),
});

export const ProductImagesSchema = z.object({
  product_url: z.string(),
  views_url: z.array(z.string()),
});

/**
 * A product as a caller sees it. `price` (base × (1 + the client type's extra percentage), whole
 * pesos before VAT) exists only for a signed-in customer: for anyone else the key is absent.
 */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  sku: z.string(),
  brand: BrandSchema,
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), level: z.number().int() }),
  ),
  images: ProductImagesSchema,
  available: z.boolean(),
  inStock: z.boolean(),
  vat: z.number(),
  /** How the product is taxed: a computer or a phone is excluded under its cap (docs/taxes.md). */
  ivaClass: IvaClassSchema,
  price: z.number().int().optional(),
  /** With `price` only: the IVA of that unit price today, by the tax engine (an art. 424 cap…). */
  iva: UnitIvaSchema.optional(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  caracteristics: z.array(z.string()),
  dataSheetURL: z.string().nullable(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export { isPriceSort, PRODUCT_SORT_LABELS, PRODUCT_SORTS, type ProductSort } from './product-sorts';

const pesosFilter = (label: string) =>
  digitsParam(
    z
      .number({ error: `El precio ${label} debe ser un número.` })
      .int(`El precio ${label} debe ser un valor en pesos sin decimales.`)
      .min(0, `El precio ${label} no puede ser negativo.`)
      .max(1e12, `El precio ${label} es demasiado alto.`),
  ).optional();

/** Comma-separated lists in the query string: `brands=Ubiquiti,MikroTik`, `categories=3,7`. */
const splitList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const tooMany = 'Se permiten como máximo 20 valores en un filtro.';
const brandNamesList = z
  .string()
  .transform(splitList)
  .pipe(z.array(z.string().max(60, 'El nombre de la marca es demasiado largo.')).max(20, tooMany))
  .optional();
const categoryIdsList = idListParam('Las categorías deben ser identificadores numéricos.')
  .pipe(z.array(z.number()).max(20, tooMany))
  .optional();

export const ProductListQuerySchema = z
  .strictObject({
    ...pageQuerySchema({ defaultLimit: 20 }).shape,
    brandId: idParam('de la marca').optional(),
    categoryId: idParam('de la categoría').optional(),
    // The old client joins words with '+'; both that and spaces are accepted.
    searchTerm: z
      .string()
      .transform((v) => v.replace(/\+/g, ' ').trim())
      .pipe(z.string().max(100, 'La búsqueda no puede superar 100 caracteres.'))
      .optional(),
    minPrice: pesosFilter('mínimo'),
    maxPrice: pesosFilter('máximo'),
    brands: brandNamesList,
    categories: categoryIdsList,
    sort: z.enum(PRODUCT_SORTS, { error: 'El orden solicitado no es válido.' }).optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'El precio mínimo no puede ser mayor que el máximo.',
    path: ['minPrice'],
  });
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const ProductListResponseSchema = pageResponseSchema(
  'products',
  ProductSummarySchema,
).extend({
  total: z.number().int(),
  page: z.number().int(),
  /** Present when the search found nothing as typed and these corrected words found products. */
  correctedTerm: z.string().optional(),
  /**
   * Present when a search or a price range matched more products than the server counts: `total`
   * is then that cap, and the listing reads "Más de 1.000 productos".
   */
  totalCapped: z.literal(true).optional(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** Content blocks: 'Main Banner', 'Home', 'Login', 'Contact Us', 'Footer' feed the storefront. */
export const ContentItemSchema = z.object({
  name: z.string(),
  /** A line under the name, where the block shows one (a banner's message). */
  description: z.string().optional(),
  image: z.string().optional(),
  url: z.string().optional(),
});
export const ContentGroupSchema = z.object({
  name: z.string(),
  isHighlighted: z.boolean(),
  contents: z.array(ContentItemSchema),
});
export const ContentSectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  content: z.array(ContentGroupSchema),
});
export type ContentSection = z.infer<typeof ContentSectionSchema>;
export type ContentGroup = z.infer<typeof ContentGroupSchema>;

export {
  CONTENT_SECTIONS,
  CONTENT_SECTION_LABELS,
  isStorefrontSection,
  sectionLabel,
  type StorefrontSectionName,
} from './content-sections';

/** The day's official exchange rate (COP per USD) and the date it applies to. */
export const TrmSchema = z.object({
  value: z.number(),
  date: z.string(),
  /** True when the provider could not be reached and this is the last value known. */
  stale: z.boolean(),
});
export type Trm = z.infer<typeof TrmSchema>;

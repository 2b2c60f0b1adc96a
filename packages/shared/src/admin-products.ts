import { z } from 'zod';
import { BrandSchema, ProductImagesSchema } from './catalogue';
import { idField, idParam } from './ids';
import { pageQuerySchema, pageResponseSchema } from './paging';
import { ProductCategoriesInputSchema } from './product-input';
import { sortQueryShape } from './sorting';
import { IvaClassSchema } from './taxes/iva-classes';

/**
 * The dashboard's product grid: page sizes 20 to 100, 40 unless chosen (docs/architecture.md,
 * "Contract: constants and limits").
 */
export const PRODUCT_ADMIN_PAGE_SIZES = [20, 40, 60, 80, 100] as const;
export const PRODUCT_ADMIN_DEFAULT_PAGE_SIZE = 40;

/**
 * Texts of the product screens and answers that the API and the SPA share (docs/architecture.md,
 * "Contract: validation and messages").
 */
export const PRODUCT_ADMIN_MESSAGES = {
  created: 'Producto creado exitosamente',
  updated: 'Producto actualizado exitosamente',
  deleted: 'Producto eliminado.',
  createFailed: 'Error al crear el producto. Intente nuevamente.',
  updateFailed: 'Error al actualizar el producto',
  deleteFailed: 'Error al eliminar el producto.',
  loadFailed: 'Error al cargar los productos',
  loadOneFailed: 'Error al obtener el producto…',
  unknownBrand: 'La marca seleccionada no existe. Elija una marca de la lista.',
  inUse:
    "El producto tiene cotizaciones, órdenes o está en carritos de clientes, por eso no se puede eliminar. Márquelo como 'No disponible' para retirarlo de la tienda.",
  bulkFailed: 'No se pudieron cambiar los productos seleccionados. Intente nuevamente.',
  bulkNothingChanged: 'Los productos seleccionados ya tenían ese cambio.',
} as const;

/** 'Se actualizaron 3 productos.' after a change of several products at once. */
export const bulkUpdatedMessage = (count: number) =>
  count === 1 ? 'Se actualizó 1 producto.' : `Se actualizaron ${count} productos.`;

/** 'Ya existe un producto con el SKU «X».' */
export const skuTakenMessage = (sku: string) =>
  `Ya existe un producto con el SKU «${sku}». Use otro SKU o edite ese producto.`;

/** The grid's columns it may be ordered by; without `sort` it runs by name. */
export const PRODUCT_ADMIN_SORT_KEYS = ['name', 'sku', 'brand', 'price', 'stock'] as const;
export type ProductAdminSortKey = (typeof PRODUCT_ADMIN_SORT_KEYS)[number];

/** `?stock=`: none left, at or below the product's minimum stock, or some left. */
export const STOCK_FILTERS = ['out', 'low', 'in'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

export const AdminProductListQuerySchema = z.strictObject({
  ...pageQuerySchema({ defaultLimit: PRODUCT_ADMIN_DEFAULT_PAGE_SIZE }).shape,
  ...sortQueryShape(PRODUCT_ADMIN_SORT_KEYS),
  brand: idParam('de la marca').optional(),
  /** A level-1 category takes in its subcategories' products. */
  category: idParam('de la categoría').optional(),
  available: z
    .enum(['true', 'false'], { error: 'La disponibilidad debe ser true o false.' })
    .transform((value) => value === 'true')
    .optional(),
  stock: z.enum(STOCK_FILTERS, { error: 'El filtro de stock debe ser out, low o in.' }).optional(),
  // The old client joins words with '+'; both that and spaces are accepted.
  searchTerm: z
    .string()
    .transform((v) => v.replace(/\+/g, ' ').trim())
    .pipe(z.string().max(100, 'La búsqueda no puede superar 100 caracteres.'))
    .optional(),
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;
export type AdminProductListRequest = z.output<typeof AdminProductListQuerySchema>;

/** The most products one bulk change takes: the largest page of the grid. */
export const PRODUCT_BULK_MAX = 100;

/**
 * PATCH /api/products/admin: one change applied to the products staff selected in the grid, either
 * their availability or their categories ([level 1] or [level 1, level 2], as the form sends them).
 */
export const ProductBulkChangeSchema = z.strictObject({
  ids: z
    .array(idField('del producto'), { error: 'Seleccione al menos un producto.' })
    .min(1, 'Seleccione al menos un producto.')
    .max(PRODUCT_BULK_MAX, `Se pueden cambiar hasta ${PRODUCT_BULK_MAX} productos a la vez.`)
    .refine(
      (ids) => new Set(ids).size === ids.length,
      'Un producto está repetido en la selección.',
    ),
  change: z
    .strictObject(
      {
        available: z.boolean({ error: 'La disponibilidad debe ser verdadera o falsa.' }).optional(),
        categories: ProductCategoriesInputSchema.optional(),
      },
      { error: 'Indique qué cambiar en los productos seleccionados.' },
    )
    .refine(
      (change) => (change.available === undefined) !== (change.categories === undefined),
      'Indique un solo cambio: la disponibilidad o la categoría.',
    ),
});
export type ProductBulkChange = z.infer<typeof ProductBulkChangeSchema>;

export const ProductBulkResultSchema = z.object({
  /** How many of the selected products changed; those that already had the change are left. */
  updated: z.number().int(),
});
export type ProductBulkResult = z.infer<typeof ProductBulkResultSchema>;

/** A row of the grid: available or not, with the base price (before VAT and client percentage). */
export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  sku: z.string(),
  brand: BrandSchema,
  images: ProductImagesSchema,
  price: z.number().int(),
  vat: z.number(),
  ivaClass: IvaClassSchema,
  stock: z.number().int(),
  minimumStock: z.number().int(),
  available: z.boolean(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const AdminProductListResponseSchema = pageResponseSchema(
  'products',
  AdminProductRowSchema,
).extend({ total: z.number().int() });
export type AdminProductListResponse = z.infer<typeof AdminProductListResponseSchema>;

/**
 * One product as the edit form needs it: `brand` and `categories` are ids as the write schema
 * takes them (docs/architecture.md, "Contract: entities and fields"), with their names beside them
 * for the detail page.
 */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string(),
  sku: z.string(),
  description: z.string(),
  caracteristics: z.array(z.string()),
  price: z.number().int(),
  vat: z.number(),
  ivaClass: IvaClassSchema,
  stock: z.number().int(),
  minimumStock: z.number().int(),
  system: z.string(),
  brand: z.number().int(),
  brandName: z.string(),
  categories: z.array(z.number().int()),
  categoryNames: z.array(z.string()),
  available: z.boolean(),
  dataSheetURL: z.string().nullable(),
  images: ProductImagesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

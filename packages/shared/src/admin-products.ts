import { z } from 'zod';
import { BrandSchema, ProductImagesSchema } from './catalogue';
import { pageQuerySchema, pageResponseSchema } from './paging';
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
  loadOneFailed: 'Error al obtener el producto...',
  unknownBrand: 'La marca seleccionada no existe. Elija una marca de la lista.',
  inUse:
    "El producto tiene cotizaciones, órdenes o está en carritos de clientes, por eso no se puede eliminar. Márquelo como 'No disponible' para retirarlo de la tienda.",
} as const;

/** 'Ya existe un producto con el SKU «X».' */
export const skuTakenMessage = (sku: string) =>
  `Ya existe un producto con el SKU «${sku}». Use otro SKU o edite ese producto.`;

export const AdminProductListQuerySchema = z.strictObject({
  ...pageQuerySchema({ defaultLimit: PRODUCT_ADMIN_DEFAULT_PAGE_SIZE }).shape,
  // The old client joins words with '+'; both that and spaces are accepted.
  searchTerm: z
    .string()
    .transform((v) => v.replace(/\+/g, ' ').trim())
    .pipe(z.string().max(100, 'La búsqueda no puede superar 100 caracteres.'))
    .optional(),
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuerySchema>;

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

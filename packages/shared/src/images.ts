import { z } from 'zod';
import { pageQuerySchema, pageResponseSchema } from './paging';

/** The largest product image the dashboard accepts (the product form and the images screen). */
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The largest picture by its pixels: a few compressed megabytes can declare an image that takes
 * gigabytes to draw, freezing the browser of whoever opens the catalogue.
 */
export const PRODUCT_IMAGE_MAX_SIDE = 8000;
export const PRODUCT_IMAGE_MAX_PIXELS = 40_000_000;

/** What the browser's file picker offers; the server judges the bytes, not this list. */
export const PRODUCT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Images per page of the dashboard grid, as the old grid showed (docs/architecture.md, "Contract:
 * constants and limits"); its offset in rows became a page index (departure 6).
 */
export const IMAGE_PAGE_SIZE = 15;

/**
 * Spanish texts of the images screens and the upload route (docs/architecture.md, "Contract:
 * validation and messages").
 */
export const IMAGE_MESSAGES = {
  required: 'Por favor seleccione una imagen.',
  tooLarge: 'La imagen supera el tamaño máximo de 5 MB. Redúzcala o comprímala y súbala de nuevo.',
  notImage:
    'El archivo no es una imagen JPEG, PNG o WebP. Exporte la imagen en uno de esos formatos y súbala de nuevo.',
  onlyOne: 'Envíe una sola imagen a la vez.',
  tooManyPixels: (width: number, height: number) =>
    `La imagen mide ${width.toLocaleString('es-CO')} × ${height.toLocaleString('es-CO')} píxeles; el máximo es 8.000 píxeles por lado y 40 megapíxeles en total. Redúzcala y súbala de nuevo.`,
  uploaded: 'Imagen subida correctamente.',
  uploadFailed: 'Algo falló al subir el archivo.',
  listFailed: 'Error al cargar las imágenes de productos',
  loadFailed: 'Error al cargar la imagen',
  uploading: 'Subiendo…',
  copied: 'URL copiada al portapapeles.',
  copyFailed: 'No se pudo copiar la URL. Cópiela a mano desde la imagen.',
} as const;

export const ProductImageUploadResponseSchema = z.object({
  /** Where the image is served, relative to the shop: `/api/files/product/<uuid>.<ext>`. */
  url: z.string(),
});
export type ProductImageUploadResponse = z.infer<typeof ProductImageUploadResponseSchema>;

export const ProductImageSchema = z.object({
  url: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
  createdAt: z.string(),
});
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ImageListQuerySchema = pageQuerySchema({ defaultLimit: IMAGE_PAGE_SIZE });
export type ImageListQuery = z.infer<typeof ImageListQuerySchema>;

export const ImageListSchema = pageResponseSchema('images', ProductImageSchema);
export type ImageList = z.infer<typeof ImageListSchema>;

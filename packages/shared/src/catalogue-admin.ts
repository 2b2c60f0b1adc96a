import { z } from 'zod';
import { idField } from './ids';
import { lineText, requiredText } from './fields';
import { countOf as plural } from './plural';

/**
 * What the dashboard writes about categories (ADMIN_TAGS) and brands (ADMIN_BRANDS): one schema
 * for the form and the API, with the contract's texts where it has them (docs/architecture.md,
 * "Contract: validation and messages").
 */

export const CATEGORY_MESSAGES = {
  nameRequired: 'Escriba el nombre de la categoría.',
  level: 'El nivel debe ser 1 o 2.',
  parentRequired: 'Debe seleccionar una categoría padre para niveles mayores a 1',
  parentForbidden: 'Una categoría de nivel 1 no tiene categoría padre.',
  parentInvalid: 'La categoría padre no existe o no es de nivel 1. Elija otra.',
  nameTaken: 'Ya existe una categoría con ese nombre en el mismo lugar. Elija otro nombre.',
  hasProducts: (n: number) =>
    `La categoría tiene ${plural(n, 'producto', 'productos')}. Asígnelos a otra categoría antes de eliminarla.`,
  hasChildren: (n: number) =>
    `La categoría tiene ${plural(n, 'subcategoría', 'subcategorías')}. Elimínelas antes de eliminar la categoría.`,
  created: 'Categoría creada exitosamente',
  createFailed: 'Error al crear la categoría',
  renamed: 'Categoría renombrada correctamente.',
  renameFailed: 'Error al renombrar la categoría.',
  deleted: 'Categoría eliminada.',
  deleteFailed: 'Error del backend al eliminar la categoría',
  loadFailed: 'Error del backend al cargar las categorías',
} as const;

const categoryName = requiredText(CATEGORY_MESSAGES.nameRequired, 80);

export const CategoryCreateSchema = z
  .strictObject({
    name: categoryName,
    level: z
      .number({ error: CATEGORY_MESSAGES.level })
      .refine((n): n is 1 | 2 => n === 1 || n === 2, { error: CATEGORY_MESSAGES.level }),
    parentCategoryId: idField('de la categoría padre').nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if (input.level === 2 && !input.parentCategoryId)
      ctx.addIssue({
        code: 'custom',
        path: ['parentCategoryId'],
        message: CATEGORY_MESSAGES.parentRequired,
      });
    if (input.level === 1 && input.parentCategoryId)
      ctx.addIssue({
        code: 'custom',
        path: ['parentCategoryId'],
        message: CATEGORY_MESSAGES.parentForbidden,
      });
  });
export type CategoryCreateInput = z.input<typeof CategoryCreateSchema>;
export type CategoryCreate = z.output<typeof CategoryCreateSchema>;

/** A rename keeps the level and the parent: moving a category would move its products too. */
export const CategoryRenameSchema = z.strictObject({ name: categoryName });
export type CategoryRename = z.output<typeof CategoryRenameSchema>;

export const BRAND_MESSAGES = {
  nameRequired: 'Escriba el nombre de la marca.',
  symbols: 'El nombre de la marca no puede contener símbolos.',
  nameTaken: 'Ya existe una marca con ese nombre. Elija otro nombre.',
  logo: 'El logo debe ser una imagen subida a la tienda (/api/files/product/…) o una dirección https.',
  unchanged: 'No hay cambios para actualizar.',
  inUse: (n: number) =>
    `La marca tiene ${plural(n, 'producto', 'productos')}. Asígnelos a otra marca antes de eliminarla.`,
  created: 'Marca creada correctamente.',
  createFailed: 'Error al crear la marca.',
  updated: 'Marca actualizada correctamente.',
  updateFailed: 'Error al actualizar la marca.',
  deleted: 'Marca eliminada.',
  deleteFailed: 'Error del backend al eliminar la marca.',
  loadFailed: 'Error del backend al cargar las marcas.',
} as const;

/** Letters of any language (accents, ñ), digits and spaces between words (docs/architecture.md,
 * "Contract: validation and messages"). */
const BRAND_NAME = /^[\p{L}\p{N}]+(?: +[\p{L}\p{N}]+)*$/u;

const httpsUrl = z.url({ protocol: /^https$/ });

/** Our uploaded images or an https address: the storefront shows the logo on every brand page. */
const isLogoUrl = (value: string) =>
  /^\/api\/files\/product\/[a-zA-Z0-9][a-zA-Z0-9._-]{0,120}$/.test(value) ||
  httpsUrl.safeParse(value).success;

export const MAX_BRAND_DESCRIPTION_LENGTH = 20_000;

const brandFields = {
  name: requiredText(BRAND_MESSAGES.nameRequired, 60)
    .refine(
      (name) => name === '' || BRAND_NAME.test(name.replace(/\s+/g, ' ')),
      BRAND_MESSAGES.symbols,
    )
    .transform((name) => name.replace(/\s+/g, ' ')),
  title: lineText(200),
  /** Rich text: the API sanitizes it before storing it. */
  description: z
    .string()
    .max(
      MAX_BRAND_DESCRIPTION_LENGTH,
      `La descripción no puede superar ${MAX_BRAND_DESCRIPTION_LENGTH} caracteres.`,
    ),
  /** '' or null removes the logo. */
  logo: z
    .string()
    .trim()
    .max(500, BRAND_MESSAGES.logo)
    .refine((v) => v === '' || isLogoUrl(v), BRAND_MESSAGES.logo)
    .nullable()
    .transform((v) => v || null),
};

export const BrandCreateSchema = z.strictObject({
  name: brandFields.name,
  title: brandFields.title.optional(),
  description: brandFields.description.optional(),
  logo: brandFields.logo.optional(),
});
export type BrandCreateInput = z.input<typeof BrandCreateSchema>;
export type BrandCreate = z.output<typeof BrandCreateSchema>;

/** Only the fields that change. */
export const BrandUpdateSchema = z.strictObject(brandFields).partial();
export type BrandUpdateInput = z.input<typeof BrandUpdateSchema>;
export type BrandUpdate = z.output<typeof BrandUpdateSchema>;

/** A row of the dashboard's brand table: the brand page's fields and how many products use it. */
export const BrandAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  description: z.string(),
  logo: z.string().nullable(),
  products: z.number().int(),
});
export type BrandAdmin = z.infer<typeof BrandAdminSchema>;

/** A row of the dashboard's category tables: the category and how many products use it. */
export const CategoryAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  parentCategoryId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  products: z.number().int(),
  subcategories: z.number().int(),
});
export type CategoryAdmin = z.infer<typeof CategoryAdminSchema>;

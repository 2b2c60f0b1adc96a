import { z } from 'zod';
import { idField } from './ids';
import { lineText, requiredText } from './fields';
import {
  IVA_CLASS_LABELS,
  IvaClassSchema,
  ivaClassOfVat,
  nominalVatOf,
  type IvaClass,
} from './taxes/iva-classes';

/**
 * What an admin writes about a product, from the dashboard form and from each row of the Excel
 * upload alike (docs/architecture.md, "Contract: validation and messages"): one schema, so a row
 * the sheet accepts is a row the form would accept.
 */

export const PRODUCT_INPUT_MESSAGES = {
  incomplete: 'El formulario no está completo. Por favor, rellene todos los campos obligatorios.',
  // The spec's texts, naming each field by its label on the form rather than its API key.
  productUrl: "El campo 'Imagen principal' debe tener una URL válida",
  viewsUrl: "El campo 'Imágenes adicionales' debe tener al menos una URL válida",
  noChanges: 'No hubo cambios en el producto',
  price: 'El precio debe ser un valor en pesos, entero y mayor o igual a 0.',
  vat: 'El IVA debe ser 0.19 (19 %), 0.05 (5 %) o 0 (excluido): son las tarifas de IVA de Colombia.',
  stock: 'El stock debe ser un número entero mayor o igual a 0.',
  minimumStock: 'El stock mínimo debe ser un número entero mayor o igual a 0.',
  categories:
    'Seleccione la categoría de nivel 1 y, si aplica, una subcategoría de nivel 2 que pertenezca a ella.',
  dataSheetUrl: 'La ficha técnica debe ser una dirección web (http o https).',
} as const;

/**
 * Rich text is sanitized by the API on write. The bound is under Excel's 32,767 characters per
 * cell, so every description survives the export → edit → import round trip of the bulk upload.
 */
export const MAX_DESCRIPTION_LENGTH = 32_000;
export const MAX_CHARACTERISTICS = 50;
/** Whole pesos; far above any catalogue price and inside JavaScript's exact integers. */
export const MAX_PRODUCT_PRICE = 100_000_000_000;
const MAX_STOCK = 2_147_483_647;

/** Our own uploaded images (`/api/files/...`) or an absolute http(s) address. */
const isImageUrl = (value: string) => {
  if (/^\/api\/files\/(product|content)\/[a-zA-Z0-9][a-zA-Z0-9._-]{0,120}$/.test(value))
    return true;
  return isWebUrl(value);
};

const webUrl = z.url({ protocol: /^https?$/ });
const isWebUrl = (value: string) => webUrl.safeParse(value).success;

/**
 * Characteristics as typed in the form: comma-separated text split into a trimmed list. A comma
 * between two digits is a Colombian decimal comma ('2,4 GHz', '6,5 Gbps') and does not split.
 */
export const splitCharacteristics = (text: string): string[] =>
  text
    .split(/(?<!\d),|,(?!\d)/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Rich text with no words in it ('<p></p>', '<p> &nbsp;</p>'): as empty as no text at all. */
export const isBlankHtml = (html: string): boolean =>
  html.replace(/<[^>]*>|&nbsp;|\s/g, '').length === 0;

const required = (max = 200) => requiredText(PRODUCT_INPUT_MESSAGES.incomplete, max);

/**
 * A missing required field says the form is incomplete; a wrong one says what is wrong
 * (docs/architecture.md, "Contract: validation and messages").
 */
const missingOr =
  (message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? PRODUCT_INPUT_MESSAGES.incomplete : message;

const wholeNumber = (message: string, max: number) =>
  z
    .number({ error: missingOr(message) })
    .int(message)
    .min(0, message)
    .max(max, message);

const mainImageField = z
  .string({ error: PRODUCT_INPUT_MESSAGES.productUrl })
  .trim()
  .max(500, PRODUCT_INPUT_MESSAGES.productUrl)
  .refine((v) => v === '' || isImageUrl(v), PRODUCT_INPUT_MESSAGES.productUrl);
const extraImagesField = z
  .array(
    z.string({ error: PRODUCT_INPUT_MESSAGES.viewsUrl }).trim().max(500).refine(isImageUrl, {
      error: PRODUCT_INPUT_MESSAGES.viewsUrl,
    }),
    { error: PRODUCT_INPUT_MESSAGES.viewsUrl },
  )
  .max(20, 'Un producto admite hasta 20 imágenes adicionales.');

/**
 * Strict like the product itself: an unknown key inside `images` is refused, not dropped. A
 * product may have no picture yet (the storefront shows its placeholder): an empty main image.
 * An edit sends both keys, so a missing one never clears a picture by accident.
 */
export const ProductImagesInputSchema = z.strictObject({
  product_url: mainImageField,
  views_url: extraImagesField,
});

/** A new product's pictures: left out, it has none (the spec's fallback image shows instead). */
const NewProductImagesSchema = z
  .strictObject({
    product_url: mainImageField.default(''),
    views_url: extraImagesField.default([]),
  })
  .default({ product_url: '', views_url: [] });

/** `categories` is [level 1] or [level 1, level 2], as the spec's form sends it. */
export const ProductCategoriesInputSchema = z
  .array(idField('de la categoría'), { error: PRODUCT_INPUT_MESSAGES.incomplete })
  .min(1, PRODUCT_INPUT_MESSAGES.incomplete)
  .max(2, PRODUCT_INPUT_MESSAGES.categories);

const productFields = {
  name: required(),
  model: required(),
  sku: required(100),
  description: z
    .string({ error: PRODUCT_INPUT_MESSAGES.incomplete })
    .max(
      MAX_DESCRIPTION_LENGTH,
      `La descripción no puede superar ${MAX_DESCRIPTION_LENGTH} caracteres.`,
    )
    // A description of only tags or spaces ('<p></p>') is as empty as no description.
    .refine((html) => !isBlankHtml(html), {
      error: PRODUCT_INPUT_MESSAGES.incomplete,
    }),
  caracteristics: z
    .array(lineText(300).pipe(z.string().min(1, PRODUCT_INPUT_MESSAGES.incomplete)), {
      error: PRODUCT_INPUT_MESSAGES.incomplete,
    })
    .min(1, PRODUCT_INPUT_MESSAGES.incomplete)
    .max(MAX_CHARACTERISTICS, `Un producto admite hasta ${MAX_CHARACTERISTICS} características.`),
  price: wholeNumber(PRODUCT_INPUT_MESSAGES.price, MAX_PRODUCT_PRICE),
  /** The spec's VAT fraction: a Colombian rate (ivaClassOfVat), or left out when `ivaClass` says it. */
  vat: z
    .number({ error: missingOr(PRODUCT_INPUT_MESSAGES.vat) })
    .refine((v) => ivaClassOfVat(v) !== null, { error: PRODUCT_INPUT_MESSAGES.vat }),
  /** How the product is taxed (docs/taxes.md); `vat` follows it (nominalVatOf). */
  ivaClass: IvaClassSchema.optional(),
  stock: wholeNumber(PRODUCT_INPUT_MESSAGES.stock, MAX_STOCK),
  minimumStock: wholeNumber(PRODUCT_INPUT_MESSAGES.minimumStock, MAX_STOCK),
  brand: z
    .number({ error: missingOr('El identificador de la marca debe ser un número entero.') })
    .pipe(idField('de la marca')),
  categories: ProductCategoriesInputSchema,
  /** The spec's client sends it; the API forces it to the product's name whatever it says. */
  system: z.string().max(200).optional(),
  available: z.boolean({ error: 'Indique si el producto está disponible.' }),
  dataSheetURL: z
    .string()
    .trim()
    .max(500, PRODUCT_INPUT_MESSAGES.dataSheetUrl)
    .refine((v) => v === '' || isWebUrl(v), PRODUCT_INPUT_MESSAGES.dataSheetUrl)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  images: ProductImagesInputSchema,
};

const percentOf = (vat: number) => `${Math.round(vat * 100)} %`;

/** 'La clase de IVA «IVA 5 %» lleva un IVA del 5 %, pero el IVA enviado es 19 %. …' */
export const ivaMismatchMessage = (ivaClass: IvaClass, vat: number) =>
  `La clase de IVA «${IVA_CLASS_LABELS[ivaClass]}» lleva un IVA del ${percentOf(nominalVatOf(ivaClass))}, pero el IVA enviado es ${percentOf(vat)}. Envíe solo la clase de IVA o un IVA que coincida con ella.`;

/**
 * The class a product keeps when only its VAT fraction is sent: its own class while the fraction
 * is that class's nominal rate (a computer or a phone sent 0.19 stays capped), else the class the
 * fraction means.
 */
export function ivaClassAfterVat(current: IvaClass | undefined, vat: number): IvaClass {
  if (current !== undefined && nominalVatOf(current) === vat) return current;
  return ivaClassOfVat(vat) ?? 'GENERAL';
}

/** Both sent: they must agree (a capped class's nominal rate is 19 %). */
const checkIvaAgreement = (
  input: { vat?: number; ivaClass?: IvaClass },
  ctx: z.RefinementCtx,
): void => {
  if (input.vat === undefined || input.ivaClass === undefined) return;
  if (ivaClassOfVat(input.vat) === null || nominalVatOf(input.ivaClass) === input.vat) return;
  ctx.addIssue({
    code: 'custom',
    path: ['ivaClass'],
    message: ivaMismatchMessage(input.ivaClass, input.vat),
  });
};

/**
 * A new product: `ivaClass`, `vat` or both (they must agree). The output always has both: the
 * class given or the one the fraction means, and the class's nominal rate.
 */
export const ProductCreateSchema = z
  .strictObject({
    ...productFields,
    vat: productFields.vat.optional(),
    minimumStock: productFields.minimumStock.default(0),
    available: productFields.available.default(true),
    images: NewProductImagesSchema,
  })
  .superRefine((input, ctx) => {
    if (input.vat === undefined && input.ivaClass === undefined)
      ctx.addIssue({ code: 'custom', path: ['vat'], message: PRODUCT_INPUT_MESSAGES.incomplete });
    checkIvaAgreement(input, ctx);
  })
  .transform(({ vat, ivaClass, ...rest }) => {
    const cls: IvaClass = ivaClass ?? ivaClassAfterVat(undefined, vat!);
    return { ...rest, vat: nominalVatOf(cls), ivaClass: cls };
  });
export type ProductCreateInput = z.input<typeof ProductCreateSchema>;
export type ProductCreate = z.output<typeof ProductCreateSchema>;

/**
 * Only the fields that changed (spec: 'Product edit sends only changed fields'); built from the
 * fields without defaults, so an absent field stays absent instead of becoming 0 or true. The
 * class a lone `vat` leaves depends on the stored product (ivaClassAfterVat): the API decides it.
 */
export const ProductUpdateSchema = z
  .strictObject(productFields)
  .partial()
  .superRefine(checkIvaAgreement);
export type ProductUpdateInput = z.input<typeof ProductUpdateSchema>;
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

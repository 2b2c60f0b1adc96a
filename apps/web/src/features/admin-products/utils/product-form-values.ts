import { isDeepStrictEqual } from './deep-equal';
import {
  nominalVatOf,
  ProductCreateSchema,
  splitCharacteristics,
  type AdminProduct,
  type IvaClass,
  type ProductCreate,
  type ProductCreateInput,
  type ProductUpdateInput,
} from '@shop/shared';

/** What the form holds: text as typed, the IVA as its class (docs/taxes.md), images as addresses. */
export interface ProductFormValues {
  name: string;
  model: string;
  sku: string;
  price: string;
  ivaClass: IvaClass;
  stock: string;
  minimumStock: string;
  description: string;
  caracteristics: string;
  brand: string;
  category1: string;
  category2: string;
  available: boolean;
  dataSheetURL: string;
  productUrl: string;
  viewsUrl: string[];
}

export type ProductFormField = keyof ProductFormValues;

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  model: '',
  sku: '',
  price: '',
  ivaClass: 'GENERAL',
  stock: '',
  minimumStock: '0',
  description: '',
  caracteristics: '',
  brand: '',
  category1: '',
  category2: '',
  available: true,
  dataSheetURL: '',
  productUrl: '',
  viewsUrl: [],
};

/** '289.900', '$ 289900' → 289900; '' → undefined (missing); anything else → NaN (wrong). */
const pesos = (text: string): number | undefined => {
  const digits = text.replace(/[$\s.]/g, '');
  if (digits === '') return undefined;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

const optionalId = (text: string) => (text ? Number(text) : undefined);

/** The API's create body from the form (not yet validated). */
export function toProductInput(values: ProductFormValues): ProductCreateInput {
  const category1 = optionalId(values.category1);
  const category2 = optionalId(values.category2);
  return {
    name: values.name,
    model: values.model,
    sku: values.sku,
    price: pesos(values.price) as number,
    // The spec's `vat` goes along, the class's nominal rate, so the two always agree.
    vat: nominalVatOf(values.ivaClass),
    ivaClass: values.ivaClass,
    stock: pesos(values.stock) as number,
    minimumStock: pesos(values.minimumStock) ?? 0,
    description: values.description,
    caracteristics: splitCharacteristics(values.caracteristics),
    brand: optionalId(values.brand) as number,
    categories: (category1 ? [category1, ...(category2 ? [category2] : [])] : []) as number[],
    available: values.available,
    dataSheetURL: values.dataSheetURL.trim() || null,
    images: { product_url: values.productUrl, views_url: values.viewsUrl },
  };
}

/** Which form field an issue of the API's schema belongs to. */
const FIELD_OF: Record<string, ProductFormField> = {
  vat: 'ivaClass',
  categories: 'category1',
  images: 'productUrl',
};
export const fieldOfIssue = (path: readonly PropertyKey[]): ProductFormField => {
  if (path[0] === 'categories' && String(path[1]) === '1') return 'category2';
  if (path[0] === 'images' && path[1] === 'views_url') return 'viewsUrl';
  const key = String(path[0]);
  return FIELD_OF[key] ?? (key as ProductFormField);
};

export type ProductFormErrors = Partial<Record<ProductFormField, string>>;

/**
 * Checks the form with the API's own schema
 * (docs/architecture.md, "Contract: validation and messages"): each field's first problem. Answers
 * the body to send, or the errors.
 */
export function validateProductForm(
  values: ProductFormValues,
): { input: ProductCreate; errors: null } | { input: null; errors: ProductFormErrors } {
  const parsed = ProductCreateSchema.safeParse(toProductInput(values));
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: ProductFormErrors = {};
  for (const issue of parsed.error.issues) errors[fieldOfIssue(issue.path)] ??= issue.message;
  return { input: null, errors };
}

/** The form filled with a stored product, for its update. */
export function formValuesOf(product: AdminProduct): ProductFormValues {
  return {
    name: product.name,
    model: product.model,
    sku: product.sku,
    price: String(product.price),
    ivaClass: product.ivaClass,
    stock: String(product.stock),
    minimumStock: String(product.minimumStock),
    description: product.description,
    caracteristics: product.caracteristics.join(', '),
    brand: String(product.brand),
    category1: String(product.categories[0] ?? ''),
    category2: String(product.categories[1] ?? ''),
    available: product.available,
    dataSheetURL: product.dataSheetURL ?? '',
    productUrl: product.images.product_url,
    viewsUrl: product.images.views_url,
  };
}

const UPDATABLE = [
  'name',
  'model',
  'sku',
  'price',
  'vat',
  'ivaClass',
  'stock',
  'minimumStock',
  'description',
  'caracteristics',
  'brand',
  'categories',
  'available',
  'dataSheetURL',
  'images',
] as const;

/**
 * Only the fields that differ from the stored product
 * (docs/architecture.md, "Contract: states and transitions"); empty when nothing changed.
 */
export function changedFields(product: AdminProduct, input: ProductCreate): ProductUpdateInput {
  const stored: Record<string, unknown> = { ...product, dataSheetURL: product.dataSheetURL };
  // The form shows the stored list joined by ', '; read back untouched, a characteristic that held
  // a comma of its own would come back split, and must not count as the admin's change.
  stored.caracteristics = splitCharacteristics(product.caracteristics.join(', '));
  const changes: Record<string, unknown> = {};
  for (const key of UPDATABLE) {
    const next = input[key] ?? null;
    if (!isDeepStrictEqual(next, stored[key] ?? null)) changes[key] = next;
  }
  return changes as ProductUpdateInput;
}

import type { BrandAdmin, BrandCreate, BrandUpdateInput } from '@shop/shared';
import type { BrandFormValues } from '../components/brand-form';

export const toFormValues = (brand: BrandAdmin): BrandFormValues => ({
  name: brand.name,
  title: brand.title,
  description: brand.description,
  logo: brand.logo ?? '',
});

/** Only the fields that changed, as PATCH takes them; null when nothing did. */
export function brandChanges(brand: BrandAdmin, values: BrandCreate): BrandUpdateInput | null {
  const changes: BrandUpdateInput = {};
  if (values.name !== brand.name) changes.name = values.name;
  if ((values.title ?? '') !== brand.title) changes.title = values.title ?? '';
  if ((values.description ?? '') !== brand.description)
    changes.description = values.description ?? '';
  if ((values.logo ?? null) !== brand.logo) changes.logo = values.logo ?? null;
  return Object.keys(changes).length ? changes : null;
}

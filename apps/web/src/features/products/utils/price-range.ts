export interface PriceRangeResult {
  value?: { minPrice: number | undefined; maxPrice: number | undefined };
  errors: { minPrice?: string; maxPrice?: string };
}

/** Blank means no bound; thousands separators typed by habit ('1.500.000') are accepted. */
const clean = (raw: string) => {
  const value = raw.replace(/[.\s$]/g, '').trim();
  return value === '' ? undefined : value;
};

/**
 * Checks the typed bounds with the same rules (and Spanish messages) the API applies, so a
 * mistake is explained beside the field instead of failing the whole listing. The schema loads on
 * the first check: in the listing's chunk it brought every schema into a drawn page's hydration.
 */
export async function parsePriceRange(min: string, max: string): Promise<PriceRangeResult> {
  const { ProductListQuerySchema } = await import('../../../lib/first-screen-schemas');
  const input = { minPrice: clean(min), maxPrice: clean(max) };
  const parsed = ProductListQuerySchema.safeParse(input);
  if (parsed.success) {
    return {
      value: { minPrice: parsed.data.minPrice, maxPrice: parsed.data.maxPrice },
      errors: {},
    };
  }
  const errors: PriceRangeResult['errors'] = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'minPrice' || field === 'maxPrice') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { errors };
}

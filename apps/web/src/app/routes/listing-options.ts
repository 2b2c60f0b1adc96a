import { useBrands } from '../../features/brands/api/get-brands';
import { BRANDS_ERROR } from '../../features/brands/utils/messages';
import { useCategories } from '../../features/categories/api/get-categories';
import { CATEGORIES_ERROR } from '../../features/categories/utils/messages';
import type { FilterOption } from '../../features/products/components/listing-filters';
import { useErrorToast } from '../../hooks/use-error-toast';

/** Every brand as a filter choice (the API matches names without regard to case). */
export function useBrandOptions(): FilterOption<string>[] | undefined {
  const { data, isError } = useBrands();
  useErrorToast(isError, BRANDS_ERROR);
  return data?.map((brand) => ({ value: brand.name, label: brand.name }));
}

/** The level-1 categories as filter choices (a product matches its category or subcategory). */
export function useCategoryOptions(): FilterOption<number>[] | undefined {
  const { data, isError } = useCategories(1);
  useErrorToast(isError, CATEGORIES_ERROR);
  return data?.map((category) => ({ value: category.id, label: category.name }));
}

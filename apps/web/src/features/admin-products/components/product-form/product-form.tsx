import { Link } from 'react-router';
import type { ProductCreate } from '@shop/shared';
import { LoadProblem } from '../../../../components/errors/load-problem';
import { Button, buttonClassName } from '../../../../components/ui/button/button';
import layout from '../../../../components/ui/form/form-layout.module.css';
import { RecordTableSkeleton } from '../../../../components/ui/record-table/record-table';
import { useErrorToast } from '../../../../hooks/use-error-toast';
import { useBrandOptions, useCategoryOptions } from '../../api/get-product-options';
import type { ProductFormValues } from '../../utils/product-form-values';
import { DescriptionSection } from './description-section';
import { ImagesSection } from './images-section';
import { PriceStockSection } from './price-stock-section';
import { ProductDataSection, type ProductOptions } from './product-data-section';
import styles from './product-form.module.css';
import { useProductForm } from './use-product-form';

interface ProductFormProps {
  defaultValues: ProductFormValues;
  submitLabel: string;
  cancelHref: string;
  isSending: boolean;
  /** Sends the checked product; rejects with the server's error for the form to place. */
  onSave: (input: ProductCreate) => Promise<unknown>;
}

/**
 * Every field of a product
 * (docs/architecture.md, "Contract: entities and fields" and "Contract: validation and messages"),
 * checked with the API's own schema before sending. It opens once the brands and categories are
 * read, so the selects show the stored choice.
 */
export function ProductForm(props: ProductFormProps) {
  const brands = useBrandOptions();
  const level1 = useCategoryOptions(1);
  const level2 = useCategoryOptions(2);
  const failed = brands.isError || level1.isError || level2.isError;
  useErrorToast(failed, OPTIONS_FAILED);
  if (brands.data && level1.data && level2.data)
    return (
      <ProductFields
        {...props}
        options={{ brands: brands.data, level1: level1.data, level2: level2.data }}
      />
    );
  if (failed)
    return (
      <LoadProblem
        message={OPTIONS_FAILED}
        onRetry={() => {
          void brands.refetch();
          void level1.refetch();
          void level2.refetch();
        }}
        isRetrying={brands.isFetching || level1.isFetching || level2.isFetching}
      />
    );
  return <RecordTableSkeleton />;
}

const OPTIONS_FAILED = 'Error al cargar los datos. Intente nuevamente.';

function ProductFields({
  defaultValues,
  submitLabel,
  cancelHref,
  isSending,
  onSave,
  options,
}: ProductFormProps & { options: ProductOptions }) {
  const { form, error, onSubmit } = useProductForm(defaultValues, onSave);
  const section = { form, error, disabled: isSending };
  return (
    <form className={layout.form} noValidate onSubmit={onSubmit} aria-busy={isSending || undefined}>
      <ProductDataSection {...section} defaultValues={defaultValues} options={options} />
      <PriceStockSection {...section} />
      <DescriptionSection {...section} />
      <ImagesSection {...section} />
      <div className={styles.buttons}>
        <Link to={cancelHref} className={buttonClassName({ variant: 'secondary' })}>
          Cancelar
        </Link>
        <Button type="submit" isLoading={isSending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

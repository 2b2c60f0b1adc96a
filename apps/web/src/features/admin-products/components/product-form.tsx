import { useRef, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'react-toastify/unstyled';
import { Link } from 'react-router';
import {
  bogotaDate,
  IVA_CLASS_LABELS,
  IVA_CLASSES,
  PRODUCT_INPUT_MESSAGES,
  type Brand,
  type Category,
  type ProductCreate,
} from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor/rich-text-editor';
import { TextField } from '../../../components/ui/form/text-field';
import layout from '../../../components/ui/form/form-layout.module.css';
import { isApiError } from '../../../lib/api-client';
import { REQUIRED_FIELD } from '../../../lib/form-errors';
import { useIvaCaps } from '../api/get-iva-caps';
import { useBrandOptions, useCategoryOptions } from '../api/get-product-options';
import { ivaCapHint } from '../utils/iva-cap-hint';
import {
  fieldOfIssue,
  validateProductForm,
  type ProductFormField,
  type ProductFormValues,
} from '../utils/product-form-values';
import { ImageUploadField } from './image-upload-field';
import styles from './product-form.module.css';

const resolver: Resolver<ProductFormValues> = async (values) => {
  const { errors } = validateProductForm(values);
  if (!errors) return { values, errors: {} };
  const fieldErrors: FieldErrors<ProductFormValues> = {};
  for (const [field, message] of Object.entries(errors))
    fieldErrors[field as ProductFormField] = { type: 'validate', message };
  return { values: {}, errors: fieldErrors };
};

/** Beside a field the spec's form-wide text reads 'Este campo es obligatorio.'; the toast says it. */
const beside = (message: string | undefined) =>
  message === PRODUCT_INPUT_MESSAGES.incomplete ? REQUIRED_FIELD : message;

interface ProductFormProps {
  defaultValues: ProductFormValues;
  submitLabel: string;
  cancelHref: string;
  isSending: boolean;
  /** Sends the checked product; rejects with the server's error for the form to place. */
  onSave: (input: ProductCreate) => Promise<unknown>;
}

/**
 * Every field of a product (spec §3 and §5), checked with the API's own schema before sending.
 * It opens once the brands and categories are read, so the selects show the stored choice.
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

interface Options {
  brands: Brand[];
  level1: Category[];
  level2: Category[];
}

function ProductFields({
  defaultValues,
  submitLabel,
  cancelHref,
  isSending,
  onSave,
  options,
}: ProductFormProps & { options: Options }) {
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<ProductFormValues>({ resolver, defaultValues });
  const sending = useRef(false);
  const category1 = useWatch({ control, name: 'category1' });
  const children = options.level2.filter((c) => String(c.parentCategoryId) === category1);
  const productUrl = useWatch({ control, name: 'productUrl' });
  const viewsUrl = useWatch({ control, name: 'viewsUrl' });
  const ivaClass = useWatch({ control, name: 'ivaClass' });
  const ivaCaps = useIvaCaps();

  const save = async (values: ProductFormValues) => {
    const { input } = validateProductForm(values);
    if (!input || sending.current) return;
    sending.current = true;
    try {
      await onSave(input);
    } catch (error) {
      if (isApiError(error) && error.code === 'SKU_TAKEN')
        setError('sku', { message: error.message }, { shouldFocus: true });
      else if (isApiError(error))
        for (const issue of error.issues)
          setError(fieldOfIssue(issue.path.split('.')), { message: issue.message });
    } finally {
      sending.current = false;
    }
  };

  const invalid = (found: FieldErrors<ProductFormValues>) => {
    const messages = Object.values(found).map((e) => e?.message);
    toast.error(
      messages.includes(PRODUCT_INPUT_MESSAGES.incomplete)
        ? PRODUCT_INPUT_MESSAGES.incomplete
        : 'Revise los campos marcados.',
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save, invalid)(event);
  const error = (field: ProductFormField) => beside(errors[field]?.message);

  return (
    <form className={layout.form} noValidate onSubmit={onSubmit} aria-busy={isSending || undefined}>
      <fieldset className={layout.section} disabled={isSending}>
        <legend className={layout.legend}>Datos del producto</legend>
        <div className={layout.grid}>
          <TextField label="Nombre" maxLength={200} error={error('name')} {...register('name')} />
          <TextField label="Modelo" maxLength={200} error={error('model')} {...register('model')} />
          <TextField
            label="SKU"
            maxLength={100}
            autoComplete="off"
            error={error('sku')}
            {...register('sku')}
          />
          <SelectField
            label="Marca"
            error={error('brand')}
            defaultValue={defaultValues.brand}
            {...register('brand')}
          >
            <option value="">Seleccione una marca</option>
            {options.brands.map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Categoría"
            error={error('category1')}
            defaultValue={defaultValues.category1}
            {...register('category1', { onChange: () => setValue('category2', '') })}
          >
            <option value="">Seleccione una categoría</option>
            {options.level1.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Subcategoría (opcional)"
            error={error('category2')}
            defaultValue={defaultValues.category2}
            disabled={!category1 || children.length === 0}
            help={category1 ? undefined : 'Elija primero la categoría.'}
            {...register('category2')}
          >
            <option value="">Sin subcategoría</option>
            {children.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className={layout.section} disabled={isSending}>
        <legend className={layout.legend}>Precio e inventario</legend>
        <div className={layout.grid}>
          <TextField
            label="Precio base (COP)"
            inputMode="numeric"
            help="En pesos, sin IVA ni decimales: 289900."
            error={error('price')}
            {...register('price')}
          />
          <SelectField
            label="Clase de IVA"
            help={ivaCapHint(ivaClass, bogotaDate(), ivaCaps.data) ?? undefined}
            error={error('ivaClass')}
            {...register('ivaClass')}
          >
            {IVA_CLASSES.map((value) => (
              <option key={value} value={value}>
                {IVA_CLASS_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Stock"
            inputMode="numeric"
            error={error('stock')}
            {...register('stock')}
          />
          <TextField
            label="Stock mínimo"
            inputMode="numeric"
            help="Por debajo de este número aparece en 'Monitorear Stock'."
            error={error('minimumStock')}
            {...register('minimumStock')}
          />
        </div>
        <CheckboxField
          label="Disponible para la venta (desmarque para retirarlo de la tienda)"
          {...register('available')}
        />
      </fieldset>

      <fieldset className={layout.section} disabled={isSending}>
        <legend className={layout.legend}>Descripción</legend>
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextEditor
              label="Descripción"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              help="Párrafos, títulos, listas, negrillas y enlaces."
              error={error('description')}
            />
          )}
        />
        <TextAreaField
          label="Características"
          rows={3}
          help="Separadas por comas: 5 puertos Gigabit, PoE pasivo, Montaje en rack."
          error={error('caracteristics')}
          {...register('caracteristics')}
        />
        <TextField
          label="Ficha técnica (opcional)"
          type="url"
          inputMode="url"
          placeholder="https://"
          error={error('dataSheetURL')}
          {...register('dataSheetURL')}
        />
      </fieldset>

      <fieldset className={layout.section} disabled={isSending}>
        <legend className={layout.legend}>Imágenes</legend>
        <div className={styles.images}>
          <ImageUploadField
            label="Imagen principal"
            help="JPEG, PNG o WebP. Se sube al elegirla."
            urls={productUrl ? [productUrl] : []}
            error={error('productUrl')}
            disabled={isSending}
            onChange={(urls) =>
              setValue('productUrl', urls[0] ?? '', { shouldDirty: true, shouldValidate: true })
            }
          />
          <ImageUploadField
            label="Imágenes adicionales"
            help="Opcionales; hasta 20 vistas del producto."
            urls={viewsUrl}
            multiple
            error={error('viewsUrl')}
            disabled={isSending}
            onChange={(urls) => setValue('viewsUrl', urls, { shouldDirty: true })}
          />
        </div>
      </fieldset>

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

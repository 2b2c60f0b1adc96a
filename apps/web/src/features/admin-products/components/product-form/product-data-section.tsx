import { useWatch } from 'react-hook-form';
import type { Brand, Category } from '@shop/shared';
import { SelectField } from '../../../../components/ui/form/select-field';
import { RecordOptions } from '../../../../components/ui/form/record-options';
import { TextField } from '../../../../components/ui/form/text-field';
import layout from '../../../../components/ui/form/form-layout.module.css';
import type { ProductFormValues } from '../../utils/product-form-values';
import { FormSection } from './form-section';
import type { ProductFormSectionProps } from './use-product-form';

export interface ProductOptions {
  brands: Brand[];
  level1: Category[];
  level2: Category[];
}

interface ProductDataSectionProps extends ProductFormSectionProps {
  defaultValues: ProductFormValues;
  options: ProductOptions;
}

/** 'Datos del producto': name, model, SKU, brand and the category with its subcategory. */
export function ProductDataSection({
  form: { register, setValue, control },
  error,
  defaultValues,
  options,
  disabled,
}: ProductDataSectionProps) {
  const category1 = useWatch({ control, name: 'category1' });
  const children = options.level2.filter((c) => String(c.parentCategoryId) === category1);
  return (
    <FormSection legend="Datos del producto" disabled={disabled}>
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
          <RecordOptions records={options.brands} label={(brand) => brand.name} />
        </SelectField>
        <SelectField
          label="Categoría"
          error={error('category1')}
          defaultValue={defaultValues.category1}
          {...register('category1', { onChange: () => setValue('category2', '') })}
        >
          <option value="">Seleccione una categoría</option>
          <RecordOptions records={options.level1} label={(category) => category.name} />
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
          <RecordOptions records={children} label={(category) => category.name} />
        </SelectField>
      </div>
    </FormSection>
  );
}

import { Controller } from 'react-hook-form';
import { TextAreaField } from '../../../../components/ui/form/text-area-field';
import { TextField } from '../../../../components/ui/form/text-field';
import { RichTextEditor } from '../../../../components/ui/rich-text-editor/rich-text-editor';
import { FormSection } from './form-section';
import type { ProductFormSectionProps } from './use-product-form';

/** 'Descripción': the rich text, the comma-separated features and the data sheet's address. */
export function DescriptionSection({
  form: { register, control },
  error,
  disabled,
}: ProductFormSectionProps) {
  return (
    <FormSection legend="Descripción" disabled={disabled}>
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
    </FormSection>
  );
}

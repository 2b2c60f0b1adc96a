import { Controller } from 'react-hook-form';
import { BrandCreateSchema, type BrandCreate } from '@shop/shared';
import { FormButtons } from '../../../components/ui/form-dialog/form-buttons';
import {
  useDialogForm,
  type DialogFormProps,
} from '../../../components/ui/form-dialog/use-dialog-form';
import { TextField } from '../../../components/ui/form/text-field';
import { ImagePickerField } from '../../../components/ui/image-picker/image-picker-field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor/rich-text-editor';
import styles from './brand-form.module.css';

const FIELDS = ['name', 'title', 'description', 'logo'] as const;

export interface BrandFormValues {
  name: string;
  title: string;
  description: string;
  logo: string;
}

export const EMPTY_BRAND: BrandFormValues = { name: '', title: '', description: '', logo: '' };

type BrandFormProps = DialogFormProps<BrandFormValues, BrandCreate>;

/**
 * The brand as its storefront page shows it (docs/architecture.md, departure 1): the name of the
 * spec (letters, digits and spaces), a title, the rich-text description and the logo, chosen from
 * the image library or uploaded in place.
 */
export function BrandForm({
  defaultValues,
  submitLabel,
  isSending,
  onSave,
  onCancel,
}: BrandFormProps) {
  const {
    register,
    control,
    onSubmit,
    formState: { errors },
  } = useDialogForm({
    schema: BrandCreateSchema,
    defaultValues,
    onSave,
    fields: FIELDS,
    takenCode: 'BRAND_NAME_TAKEN',
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Nombre"
        autoComplete="off"
        maxLength={60}
        help="Solo letras, números y espacios."
        error={errors.name?.message}
        disabled={isSending}
        {...register('name')}
      />
      <TextField
        label="Título"
        autoComplete="off"
        maxLength={200}
        help="Encabezado de la página de la marca en la tienda (opcional)."
        error={errors.title?.message}
        disabled={isSending}
        {...register('title')}
      />
      <Controller
        control={control}
        name="logo"
        render={({ field }) => (
          <ImagePickerField
            label="Logo"
            optional
            help="Elija una imagen de la biblioteca o suba una nueva (opcional)."
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.logo?.message}
            disabled={isSending}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field }) => (
          <RichTextEditor
            label="Descripción"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.description?.message}
          />
        )}
      />
      <div className={styles.buttons}>
        <FormButtons submitLabel={submitLabel} isSending={isSending} onCancel={onCancel} />
      </div>
    </form>
  );
}

import type { FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BrandCreateSchema, type BrandCreate, type BrandCreateInput } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextField } from '../../../components/ui/form/text-field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor/rich-text-editor';
import { useSingleSubmit } from '../../../hooks/use-single-submit';
import { showSaveError } from '../../../lib/form-errors';
import styles from './brand-form.module.css';

const FIELDS = ['name', 'title', 'description', 'logo'] as const;

export interface BrandFormValues {
  name: string;
  title: string;
  description: string;
  logo: string;
}

export const EMPTY_BRAND: BrandFormValues = { name: '', title: '', description: '', logo: '' };

interface BrandFormProps {
  defaultValues: BrandFormValues;
  submitLabel: string;
  isSending: boolean;
  /** Sends the checked values; rejects with the server's error for the form to place. */
  onSave: (values: BrandCreate) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * The brand as its storefront page shows it (docs/architecture.md, departure 1): the name of the
 * spec (letters, digits and spaces), a title, the rich-text description and the logo's address.
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
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BrandCreateInput, unknown, BrandCreate>({
    resolver: zodResolver(BrandCreateSchema),
    defaultValues,
  });
  const save = useSingleSubmit(onSave, (error) =>
    showSaveError(error, 'BRAND_NAME_TAKEN', FIELDS, setError),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);

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
      <TextField
        label="Logo (URL)"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="/api/files/product/logo.png o https://…"
        help="Una imagen subida en Imágenes o una dirección https."
        error={errors.logo?.message}
        disabled={isSending}
        {...register('logo')}
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
        <Button variant="secondary" onClick={onCancel} disabled={isSending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

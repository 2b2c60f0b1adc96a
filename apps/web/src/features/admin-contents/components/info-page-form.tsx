import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { InfoPageCreateSchema, type InfoPageCreate } from '@shop/shared';
import { FormButtons } from '../../../components/ui/form-dialog/form-buttons';
import {
  useDialogForm,
  type DialogFormProps,
} from '../../../components/ui/form-dialog/use-dialog-form';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { TextField } from '../../../components/ui/form/text-field';
import { RichTextEditor } from '../../../components/ui/rich-text-editor/rich-text-editor';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import styles from './info-page-form.module.css';

const FIELDS = ['slug', 'title', 'body'] as const;

/** Tags the visual editor does not keep (it would drop them on the first edit). */
const BEYOND_EDITOR = /<(table|img|div|span|sub|sup|code|hr)\b/i;

interface InfoPageFormProps extends DialogFormProps<InfoPageCreate, InfoPageCreate> {
  /** The address of an existing page does not change: its links would break. */
  slugLocked: boolean;
}

/** Address, title and body (HTML, sanitized by the server) of an information page. */
export function InfoPageForm({
  defaultValues,
  slugLocked,
  submitLabel,
  isSending,
  onSave,
  onCancel,
}: InfoPageFormProps) {
  const {
    control,
    register,
    onSubmit,
    formState: { errors },
  } = useDialogForm({
    schema: InfoPageCreateSchema,
    defaultValues,
    onSave,
    fields: FIELDS,
    takenCode: 'PAGE_SLUG_TAKEN',
    takenField: 'slug',
  });
  // A page with tables or images is edited as HTML, so saving never loses them.
  const [asHtml, setAsHtml] = useState(() => BEYOND_EDITOR.test(defaultValues.body));

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Dirección"
        autoComplete="off"
        maxLength={80}
        readOnly={slugLocked}
        help={
          slugLocked
            ? 'La dirección no cambia: el pie de página y otros sitios enlazan a ella.'
            : 'Minúsculas sin tildes, números y guiones: la página queda en /info/…'
        }
        error={errors.slug?.message}
        disabled={isSending}
        {...register('slug')}
      />
      <TextField
        label="Título"
        autoComplete="off"
        maxLength={120}
        error={errors.title?.message}
        disabled={isSending}
        {...register('title')}
      />
      <CheckboxField
        label="Editar como HTML (conserva tablas e imágenes, que el editor visual no admite)"
        checked={asHtml}
        disabled={isSending}
        onChange={(event) => setAsHtml(event.target.checked)}
      />
      {asHtml ? (
        <TextAreaField
          label="Contenido"
          className={styles.body}
          help="HTML: títulos, párrafos, listas, tablas, enlaces e imágenes. Los scripts y estilos se eliminan al guardar."
          error={errors.body?.message}
          disabled={isSending}
          {...register('body')}
        />
      ) : (
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <RichTextEditor
              label="Contenido"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.body?.message}
            />
          )}
        />
      )}
      <DialogButtons>
        <FormButtons submitLabel={submitLabel} isSending={isSending} onCancel={onCancel} />
      </DialogButtons>
    </form>
  );
}

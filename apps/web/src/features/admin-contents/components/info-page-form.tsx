import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InfoPageCreateSchema, type InfoPageCreate } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { TextField } from '../../../components/ui/form/text-field';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { isApiError } from '../../../lib/api-client';
import { showServerIssues } from '../../../lib/form-errors';
import styles from './info-page-form.module.css';

const FIELDS = ['slug', 'title', 'body'] as const;

interface InfoPageFormProps {
  defaultValues: InfoPageCreate;
  /** The address of an existing page does not change: its links would break. */
  slugLocked: boolean;
  submitLabel: string;
  isSending: boolean;
  onSave: (values: InfoPageCreate) => Promise<unknown>;
  onCancel: () => void;
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
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(InfoPageCreateSchema), defaultValues });
  const sending = useRef(false);

  const save = async (values: InfoPageCreate) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await onSave(values);
    } catch (error) {
      if (isApiError(error) && error.code === 'PAGE_SLUG_TAKEN') {
        setError('slug', { message: error.message }, { shouldFocus: true });
      } else {
        showServerIssues(error, FIELDS, setError);
      }
    } finally {
      sending.current = false;
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => void handleSubmit(save)(event);

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
      <TextAreaField
        label="Contenido"
        className={styles.body}
        help="HTML: títulos, párrafos, listas, enlaces e imágenes. Los scripts y estilos se eliminan al guardar."
        error={errors.body?.message}
        disabled={isSending}
        {...register('body')}
      />
      <DialogButtons>
        <Button variant="secondary" onClick={onCancel} disabled={isSending}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSending}>
          {submitLabel}
        </Button>
      </DialogButtons>
    </form>
  );
}

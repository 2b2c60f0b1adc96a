import { CATEGORY_MESSAGES, CategoryRenameSchema, type CategoryAdmin } from '@shop/shared';
import { FormButtons } from '../../../components/ui/form-dialog/form-buttons';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { submitForm } from '../../../components/ui/form-dialog/submit-form';
import { useDialogForm } from '../../../components/ui/form-dialog/use-dialog-form';
import { TextField } from '../../../components/ui/form/text-field';
import { clientErrorMessage } from '../../../lib/api-client';
import { useRenameCategory } from '../api/rename-category';
import styles from './category-form.module.css';

interface RenameCategoryDialogProps {
  target: CategoryAdmin | null;
  onClose: () => void;
}

/** 'Renombrar categoría': only the name; level and parent stay, and so do its products. */
export function RenameCategoryDialog({ target, onClose }: RenameCategoryDialogProps) {
  const rename = useRenameCategory();
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title="Renombrar categoría"
      size="sm"
      isSending={rename.isPending}
    >
      {(category, close) => (
        <RenameForm
          category={category}
          isSending={rename.isPending}
          onCancel={close}
          onSave={(name) =>
            submitForm({
              send: () => rename.mutateAsync({ id: category.id, name }),
              failed: (error) => clientErrorMessage(error, CATEGORY_MESSAGES.renameFailed),
              succeeded: CATEGORY_MESSAGES.renamed,
              onDone: onClose,
            })
          }
        />
      )}
    </FormDialog>
  );
}

interface RenameFormProps {
  category: CategoryAdmin;
  isSending: boolean;
  onSave: (name: string) => Promise<unknown>;
  onCancel: () => void;
}

function RenameForm({ category, isSending, onSave, onCancel }: RenameFormProps) {
  const {
    register,
    onSubmit,
    formState: { errors },
  } = useDialogForm({
    schema: CategoryRenameSchema,
    defaultValues: { name: category.name },
    onSave: (values) => onSave(values.name),
    fields: ['name'],
    takenCode: 'CATEGORY_NAME_TAKEN',
  });
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit}>
      <TextField
        label="Nuevo nombre"
        autoComplete="off"
        maxLength={80}
        help={
          category.parentName
            ? `Subcategoría de ${category.parentName}. Sus productos se buscarán por el nuevo nombre.`
            : 'Sus productos se buscarán por el nuevo nombre.'
        }
        error={errors.name?.message}
        disabled={isSending}
        {...register('name')}
      />
      <div className={styles.buttons}>
        <FormButtons submitLabel="Guardar nombre" isSending={isSending} onCancel={onCancel} />
      </div>
    </form>
  );
}

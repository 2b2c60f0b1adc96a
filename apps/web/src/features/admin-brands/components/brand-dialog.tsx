import { BRAND_MESSAGES, type BrandAdmin, type BrandCreate } from '@shop/shared';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { submitChanges, submitForm } from '../../../components/ui/form-dialog/submit-form';
import { clientErrorMessage } from '../../../lib/api-client';
import { useCreateBrand, useUpdateBrand } from '../api/save-brand';
import { brandChanges, toFormValues } from '../utils/brand-changes';
import { BrandForm, EMPTY_BRAND } from './brand-form';

export type BrandDialogTarget = { mode: 'create' } | { mode: 'edit'; brand: BrandAdmin };

interface BrandDialogProps {
  target: BrandDialogTarget | null;
  onClose: () => void;
}

/** 'Crear marca' and 'Editar marca': the brand form in a dialog over the table. */
export function BrandDialog({ target, onClose }: BrandDialogProps) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Editar marca' : 'Crear marca'}
      size="md"
    >
      {(open, close) =>
        open.mode === 'edit' ? (
          <EditBrand brand={open.brand} onDone={onClose} onCancel={close} />
        ) : (
          <CreateBrand onDone={onClose} onCancel={close} />
        )
      }
    </FormDialog>
  );
}

/** The create form on its own: the dialog and /dashboard/admin-products/brands/create both use it. */
export function CreateBrand({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const create = useCreateBrand();
  return (
    <BrandForm
      defaultValues={EMPTY_BRAND}
      submitLabel="Crear marca"
      isSending={create.isPending}
      onCancel={onCancel}
      onSave={(values: BrandCreate) =>
        submitForm({
          send: () => create.mutateAsync(values),
          failed: (error) =>
            `${BRAND_MESSAGES.createFailed} ${clientErrorMessage(error, 'Inténtelo de nuevo.')}`,
          succeeded: BRAND_MESSAGES.created,
          onDone,
        })
      }
    />
  );
}

interface EditBrandProps {
  brand: BrandAdmin;
  onDone: () => void;
  onCancel: () => void;
}

function EditBrand({ brand, onDone, onCancel }: EditBrandProps) {
  const update = useUpdateBrand();
  return (
    <BrandForm
      defaultValues={toFormValues(brand)}
      submitLabel="Guardar cambios"
      isSending={update.isPending}
      onCancel={onCancel}
      onSave={(values: BrandCreate) =>
        submitChanges(brandChanges(brand, values), BRAND_MESSAGES.unchanged, (changes) => ({
          send: () => update.mutateAsync({ id: brand.id, changes }),
          failed: (error) => clientErrorMessage(error, BRAND_MESSAGES.updateFailed),
          succeeded: BRAND_MESSAGES.updated,
          onDone,
        }))
      }
    />
  );
}

import { toast } from 'react-toastify/unstyled';
import { BRAND_MESSAGES, type BrandAdmin, type BrandCreate } from '@shop/shared';
import { Modal } from '../../../components/ui/modal/modal';
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
    <Modal
      open={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Editar marca' : 'Crear marca'}
      size="md"
    >
      {target?.mode === 'edit' ? (
        <EditBrand brand={target.brand} onClose={onClose} />
      ) : target ? (
        <CreateBrand onDone={onClose} onCancel={onClose} />
      ) : null}
    </Modal>
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
      onSave={async (values: BrandCreate) => {
        try {
          await create.mutateAsync(values);
        } catch (error) {
          toast.error(
            `${BRAND_MESSAGES.createFailed} ${clientErrorMessage(error, 'Inténtelo de nuevo.')}`,
          );
          throw error;
        }
        toast.success(BRAND_MESSAGES.created);
        onDone();
      }}
    />
  );
}

function EditBrand({ brand, onClose }: { brand: BrandAdmin; onClose: () => void }) {
  const update = useUpdateBrand();
  return (
    <BrandForm
      defaultValues={toFormValues(brand)}
      submitLabel="Guardar cambios"
      isSending={update.isPending}
      onCancel={onClose}
      onSave={async (values: BrandCreate) => {
        const changes = brandChanges(brand, values);
        if (!changes) {
          toast.info(BRAND_MESSAGES.unchanged);
          return;
        }
        try {
          await update.mutateAsync({ id: brand.id, changes });
        } catch (error) {
          toast.error(clientErrorMessage(error, BRAND_MESSAGES.updateFailed));
          throw error;
        }
        toast.success(BRAND_MESSAGES.updated);
        onClose();
      }}
    />
  );
}

import type { CompanyAddress, CompanyAddressInput } from '@shop/shared';
import { FormDialog } from '../../../components/ui/form-dialog/form-dialog';
import { submitForm } from '../../../components/ui/form-dialog/submit-form';
import { clientErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateCompanyAddress } from '../api/create-company-address';
import { useUpdateCompanyAddress } from '../api/update-company-address';
import { EMPTY_ADDRESS, toFormValues } from '../utils/address-form';
import { ADDRESS_PAGE_MESSAGES } from '../utils/messages';
import { AddressForm } from './address-form';

export type AddressDialogTarget = { mode: 'create' } | { mode: 'edit'; address: CompanyAddress };

interface AddressDialogProps {
  target: AddressDialogTarget | null;
  onClose: () => void;
}

const failed = (error: unknown) => clientErrorMessage(error, ADDRESS_PAGE_MESSAGES.saveFailed);

/** 'Agregar dirección' and 'Editar dirección': the address form in a dialog over the list. */
export function AddressDialog({ target, onClose }: AddressDialogProps) {
  return (
    <FormDialog
      target={target}
      onClose={onClose}
      title={target?.mode === 'edit' ? 'Editar dirección' : 'Agregar dirección'}
      closeOnBackdrop={false}
    >
      {(open, close) =>
        open.mode === 'edit' ? (
          <EditAddress address={open.address} onDone={onClose} onCancel={close} />
        ) : (
          <CreateAddress onDone={onClose} onCancel={close} />
        )
      }
    </FormDialog>
  );
}

function CreateAddress({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const create = useCreateCompanyAddress();
  return (
    <AddressForm
      defaultValues={EMPTY_ADDRESS}
      submitLabel="Agregar dirección"
      isSending={create.isPending}
      onCancel={onCancel}
      onSave={(input: CompanyAddressInput) =>
        submitForm({
          send: () => create.mutateAsync(input),
          failed,
          succeeded: ADDRESS_PAGE_MESSAGES.created,
          onDone,
        })
      }
    />
  );
}

interface EditAddressProps {
  address: CompanyAddress;
  onDone: () => void;
  onCancel: () => void;
}

function EditAddress({ address, onDone, onCancel }: EditAddressProps) {
  const update = useUpdateCompanyAddress();
  return (
    <AddressForm
      defaultValues={toFormValues(address)}
      submitLabel="Guardar cambios"
      isSending={update.isPending}
      onCancel={onCancel}
      onSave={async (input: CompanyAddressInput, changed: boolean) => {
        if (!changed) {
          toast.info(ADDRESS_PAGE_MESSAGES.unchanged, { toastId: 'address-unchanged' });
          return onDone();
        }
        await submitForm({
          send: () => update.mutateAsync({ id: address.id, input }),
          failed,
          succeeded: ADDRESS_PAGE_MESSAGES.updated,
          onDone,
        });
      }}
    />
  );
}

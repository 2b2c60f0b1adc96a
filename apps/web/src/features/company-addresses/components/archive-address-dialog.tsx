import type { CompanyAddress } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { Modal } from '../../../components/ui/modal/modal';
import { clientErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useArchiveCompanyAddress } from '../api/archive-company-address';
import { ADDRESS_PAGE_MESSAGES } from '../utils/messages';
import styles from './archive-address-dialog.module.css';

interface ArchiveAddressDialogProps {
  /** The address to archive; null keeps the dialog closed. */
  address: CompanyAddress | null;
  onClose: () => void;
}

/**
 * 'Archivar dirección': asked first, since nobody can pick it afterwards. Not a delete: the orders
 * that used it keep the copy they made (ADR 017), which the dialog says so nobody fears for them.
 */
export function ArchiveAddressDialog({ address, onClose }: ArchiveAddressDialogProps) {
  const archive = useArchiveCompanyAddress();
  const close = () => {
    if (!archive.isPending) onClose();
  };
  const confirm = (target: CompanyAddress) =>
    archive.mutate(target.id, {
      onSuccess: () => {
        toast.success(ADDRESS_PAGE_MESSAGES.archived);
        onClose();
      },
      onError: (error) =>
        toast.error(clientErrorMessage(error, ADDRESS_PAGE_MESSAGES.archiveFailed)),
    });
  return (
    <Modal open={address !== null} onClose={close} title="Archivar dirección" size="sm">
      {address !== null ? (
        <div className={styles.body}>
          <p>
            ¿Archivar la dirección «{address.siteName}»? Ya no podrá elegirse al generar una orden.
          </p>
          <p>Las órdenes que ya la usaron conservan su copia: su dirección de entrega no cambia.</p>
          <DialogButtons>
            <Button variant="secondary" onClick={close} disabled={archive.isPending}>
              Cancelar
            </Button>
            <Button isLoading={archive.isPending} onClick={() => confirm(address)}>
              Archivar
            </Button>
          </DialogButtons>
        </div>
      ) : null}
    </Modal>
  );
}

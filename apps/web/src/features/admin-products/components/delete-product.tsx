import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { PRODUCT_ADMIN_MESSAGES, type AdminProduct } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { DialogButtons } from '../../../components/ui/modal/dialog-buttons';
import { Modal } from '../../../components/ui/modal/modal';
import { Notice } from '../../../components/ui/notice/notice';
import { paths } from '../../../config/paths';
import { clientErrorMessage, isApiError } from '../../../lib/api-client';
import { useDeleteProduct } from '../api/save-product';
import styles from './delete-product.module.css';

/**
 * 'Eliminar' with a confirmation. A product some cart, quote or order names is refused by the
 * server (its documents keep it); the page then says so and suggests 'No disponible' instead.
 */
export function DeleteProduct({ product }: { product: AdminProduct }) {
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useDeleteProduct();
  const navigate = useNavigate();
  const close = () => {
    if (!remove.isPending) setOpen(false);
  };

  const confirm = () =>
    remove.mutate(product.id, {
      onSuccess: () => {
        toast.success(PRODUCT_ADMIN_MESSAGES.deleted);
        void navigate(paths.dashboardProducts.getHref(), { replace: true });
      },
      onError: (error) => {
        const message = clientErrorMessage(error, PRODUCT_ADMIN_MESSAGES.deleteFailed);
        toast.error(message);
        if (isApiError(error) && error.status === 409) setRefusal(message);
        setOpen(false);
      },
    });

  return (
    <div className={styles.delete}>
      <Button
        variant="secondary"
        icon={<Trash2 size={18} aria-hidden="true" />}
        onClick={() => setOpen(true)}
      >
        Eliminar
      </Button>
      <p className={styles.note}>
        Un producto con cotizaciones, órdenes o en carritos no se elimina: márquelo como &apos;No
        disponible&apos; en &apos;Editar&apos;.
      </p>
      {refusal ? (
        <Notice tone="danger">
          <p>{refusal}</p>
        </Notice>
      ) : null}
      <Modal open={open} onClose={close} title="Eliminar producto" size="sm">
        <div className={styles.body}>
          <p>
            ¿Eliminar <strong>{product.name}</strong> (SKU {product.sku})? Esta acción no se puede
            deshacer.
          </p>
          <DialogButtons>
            <Button variant="secondary" onClick={close} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button className={styles.danger} isLoading={remove.isPending} onClick={confirm}>
              Eliminar
            </Button>
          </DialogButtons>
        </div>
      </Modal>
    </div>
  );
}

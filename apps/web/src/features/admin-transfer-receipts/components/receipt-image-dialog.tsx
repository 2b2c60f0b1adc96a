import { useEffect, useRef } from 'react';
import { Download } from 'lucide-react';
import { TRANSFER_MESSAGES, type StaffReceipt } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { buttonClassName } from '../../../components/ui/button/button';
import { Modal } from '../../../components/ui/modal/modal';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useReceiptImage } from '../api/receipt-file';
import styles from './receipts.module.css';

/** An image receipt (JPEG, PNG) at its size within the dialog, with a download link. */
export function ReceiptImageDialog({
  viewer,
  receipt,
  onClose,
}: {
  viewer: Viewer;
  receipt: StaffReceipt | null;
  onClose: () => void;
}) {
  const image = useReceiptImage(viewer, receipt);
  return (
    <Modal
      open={receipt !== null}
      onClose={onClose}
      title={receipt ? `Comprobante de ${receipt.order.customId}` : ''}
      size="xl"
    >
      {receipt && image.data ? (
        <ReceiptImage blob={image.data} receipt={receipt} />
      ) : image.isError ? (
        <LoadProblem
          message={clientErrorMessage(image.error, TRANSFER_MESSAGES.fileFailed)}
          onRetry={() => void image.refetch()}
          isRetrying={image.isFetching}
        />
      ) : (
        <Skeleton height="50vh" radius="md" />
      )}
    </Modal>
  );
}

function ReceiptImage({ blob, receipt }: { blob: Blob; receipt: StaffReceipt }) {
  const picture = useRef<HTMLImageElement>(null);
  const download = useRef<HTMLAnchorElement>(null);
  // The object URL lives while the dialog shows it and is released on closing (the file is private).
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([blob], { type: receipt.mimeType }));
    if (picture.current) picture.current.src = url;
    if (download.current) download.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob, receipt.mimeType]);
  return (
    <div className={styles.preview}>
      <img
        ref={picture}
        className={styles.image}
        alt={`Comprobante ${receipt.fileName} de la orden ${receipt.order.customId}`}
      />
      <a
        ref={download}
        className={buttonClassName({ variant: 'secondary' })}
        download={receipt.fileName}
      >
        <Download size={18} aria-hidden="true" />
        Descargar
      </a>
    </div>
  );
}

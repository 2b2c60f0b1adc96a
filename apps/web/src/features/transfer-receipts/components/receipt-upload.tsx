import { useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { TRANSFER_MESSAGES, TRANSFER_RECEIPT_ACCEPT } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { FileField } from '../../../components/ui/form/file-field';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useUploadReceipt } from '../api/upload-receipt';
import { receiptFileProblem } from '../utils/receipt-file';
import styles from './order-receipts.module.css';

/**
 * 'Subir comprobante': one PDF, JPEG or PNG of at most 5 MB for the order. The chosen file is
 * looked at first; while it goes up the form is locked and says how far it got, and a refusal
 * (the server's own words) stays beside the field as well as in a toast.
 */
export function ReceiptUpload({ viewer, orderId }: { viewer: Viewer; orderId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(0);
  // A new input after each upload: the browser keeps no file chosen for the next one.
  const [inputKey, setInputKey] = useState(0);
  const upload = useUploadReceipt(viewer, orderId, setSent);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (upload.isPending) return;
    const refusal = file ? receiptFileProblem(file) : TRANSFER_MESSAGES.required;
    if (refusal || !file) {
      setProblem(refusal);
      return;
    }
    setSent(0);
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(TRANSFER_MESSAGES.uploaded);
        setFile(null);
        setProblem(null);
        setInputKey((key) => key + 1);
      },
      onError: (error) => {
        const message = clientErrorMessage(error, TRANSFER_MESSAGES.uploadFailed);
        setProblem(message);
        toast.error(message);
      },
    });
  };

  return (
    <form className={styles.upload} noValidate onSubmit={submit}>
      <FileField
        key={inputKey}
        label="Comprobante de la transferencia"
        accept={TRANSFER_RECEIPT_ACCEPT}
        fileName={file?.name}
        help="PDF, JPEG o PNG de hasta 5 MB."
        error={problem ?? undefined}
        disabled={upload.isPending}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          setFile(chosen);
          setProblem(chosen ? receiptFileProblem(chosen) : null);
        }}
      />
      {upload.isPending ? (
        <div className={styles.progress} role="status">
          <progress max={1} value={sent} aria-label="Avance de la subida" />
          <span>
            {sent < 1 ? `Subiendo… ${Math.round(sent * 100)} %` : 'Revisando el archivo…'}
          </span>
        </div>
      ) : null}
      <div>
        <Button
          type="submit"
          icon={<Upload size={18} aria-hidden="true" />}
          isLoading={upload.isPending}
        >
          Subir comprobante
        </Button>
      </div>
    </form>
  );
}

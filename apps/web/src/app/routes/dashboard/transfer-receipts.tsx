import { useState } from 'react';
import { TRANSFER_MESSAGES, type StaffReceipt } from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PagedRecords } from '../../../components/ui/record-table/paged-records';
import { usePendingReceipts } from '../../../features/admin-transfer-receipts/api/get-pending-receipts';
import { useOpenReceiptPdf } from '../../../features/admin-transfer-receipts/api/receipt-file';
import { ConfirmReceiptDialog } from '../../../features/admin-transfer-receipts/components/confirm-receipt-dialog';
import {
  PendingReceiptsEmpty,
  PendingReceiptsTable,
} from '../../../features/admin-transfer-receipts/components/pending-receipts-table';
import { ReceiptImageDialog } from '../../../features/admin-transfer-receipts/components/receipt-image-dialog';
import { RejectReceiptDialog } from '../../../features/admin-transfer-receipts/components/reject-receipt-dialog';
import { usePageParam } from '../../../hooks/use-page-param';
import { useStaffViewer } from './use-staff-viewer';

/**
 * /dashboard/payments/receipts 'Comprobantes por revisar' (ADMIN_PAYMENTS): the transfer
 * receipts customers uploaded, oldest first, 20 a page; each opened (a PDF in a new tab, an image
 * in a preview), then confirmed with the money received or rejected with a reason.
 */
export function TransferReceiptsRoute() {
  const viewer = useStaffViewer();
  const { page, hrefFor } = usePageParam();
  const receipts = usePendingReceipts(viewer, page);
  const openPdf = useOpenReceiptPdf();
  const [previewing, setPreviewing] = useState<StaffReceipt | null>(null);
  const [confirming, setConfirming] = useState<StaffReceipt | null>(null);
  const [rejecting, setRejecting] = useState<StaffReceipt | null>(null);

  const open = (receipt: StaffReceipt) =>
    receipt.mimeType === 'application/pdf' ? openPdf.mutate(receipt) : setPreviewing(receipt);

  return (
    <DashboardPage
      title="Comprobantes por revisar"
      summary="Transferencias que los clientes reportaron, de la más antigua a la más reciente."
    >
      <PagedRecords
        query={receipts}
        records={(data) => data.receipts}
        page={page}
        hrefFor={hrefFor}
        loadFailed={TRANSFER_MESSAGES.loadFailed}
        empty={<PendingReceiptsEmpty />}
      >
        {(rows) => (
          <PendingReceiptsTable
            receipts={rows}
            opening={openPdf.isPending ? (openPdf.variables?.id ?? null) : null}
            onOpen={open}
            onConfirm={setConfirming}
            onReject={setRejecting}
          />
        )}
      </PagedRecords>
      <ReceiptImageDialog
        viewer={viewer}
        receipt={previewing}
        onClose={() => setPreviewing(null)}
      />
      <ConfirmReceiptDialog receipt={confirming} onClose={() => setConfirming(null)} />
      <RejectReceiptDialog receipt={rejecting} onClose={() => setRejecting(null)} />
    </DashboardPage>
  );
}

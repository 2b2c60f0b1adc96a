import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button/button';
import { receivablesFile, useReceivablesDownload } from '../api/receivables-file';

/** 'Descargar Excel' of the cartera, with the same figures as the screen. */
export function ReceivablesDownloadButton() {
  const { download, isPending } = useReceivablesDownload();
  return (
    <Button
      variant="secondary"
      icon={<Download size={16} aria-hidden="true" />}
      isLoading={isPending}
      onClick={() => download(receivablesFile())}
    >
      Descargar Excel<span className="visually-hidden"> de la cartera</span>
    </Button>
  );
}

import { Download } from 'lucide-react';
import type { DownloadTarget } from '../../../hooks/use-streamed-download';
import { Button } from '../../../components/ui/button/button';
import { useReportDownload } from '../api/report-files';
import { byteSize } from '../utils/byte-size';

interface ReportDownloadButtonProps {
  /** Read at the press, so the sales file follows the period chosen at that moment. */
  target: () => DownloadTarget;
  /** 'Clientes': completes the button's name for screen readers. */
  report: string;
}

/**
 * 'Descargar Excel', then 'Generando…' while the server reads the data and the kilobytes received
 * while the file streams in: the button never sits frozen, and it takes no second press meanwhile.
 */
export function ReportDownloadButton({ target, report }: ReportDownloadButtonProps) {
  const { download, isPending, received } = useReportDownload();
  return (
    <>
      <Button
        variant="secondary"
        block
        icon={<Download size={16} aria-hidden="true" />}
        isLoading={isPending}
        onClick={() => download(target())}
      >
        {!isPending ? (
          <>
            Descargar Excel<span className="visually-hidden"> de {report}</span>
          </>
        ) : received === null ? (
          'Generando…'
        ) : (
          `Descargando… ${byteSize(received)}`
        )}
      </Button>
      <span role="status" className="visually-hidden">
        {isPending ? `Generando el informe de ${report}…` : ''}
      </span>
    </>
  );
}

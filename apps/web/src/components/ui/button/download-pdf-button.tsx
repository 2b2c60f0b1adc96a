import { Download } from 'lucide-react';
import { Button } from './button';

/**
 * 'Descargar PDF' of a quote or an order, wherever one is listed or shown. The document's number
 * is read out so a screen reader tells the rows' buttons apart.
 */
export function DownloadPdfButton({
  customId,
  download,
  className,
}: {
  customId: string;
  download: { isPending: boolean; mutate: () => void };
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      className={className}
      icon={<Download size={16} aria-hidden="true" />}
      isLoading={download.isPending}
      onClick={() => download.mutate()}
    >
      Descargar PDF<span className="visually-hidden"> de {customId}</span>
    </Button>
  );
}

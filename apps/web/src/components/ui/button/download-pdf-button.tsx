import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from './button';

/**
 * 'Descargar PDF' of a quote or an order, wherever one is listed or shown. The document's number
 * is read out so a screen reader tells the rows' buttons apart; `compact` draws only the icon
 * (named by aria-label, shown on hover by title) for a table row with no room for the words;
 * `children` then adds what the caller shows beside the icon where there is room (phone cards).
 */
export function DownloadPdfButton({
  customId,
  download,
  className,
  compact = false,
  children,
}: {
  customId: string;
  download: { isPending: boolean; mutate: () => void };
  className?: string;
  compact?: boolean;
  children?: ReactNode;
}) {
  const label = `Descargar PDF de ${customId}`;
  return (
    <Button
      variant="secondary"
      className={className}
      icon={<Download size={16} aria-hidden="true" />}
      isLoading={download.isPending}
      onClick={() => download.mutate()}
      {...(compact ? { 'aria-label': label, title: label } : {})}
    >
      {compact ? (
        children
      ) : (
        <>
          Descargar PDF<span className="visually-hidden"> de {customId}</span>
        </>
      )}
    </Button>
  );
}

import { useEffect, useRef } from 'react';
import { Download } from 'lucide-react';
import { LoadProblem } from '../../../components/errors/load-problem';
import { buttonClassName } from '../../../components/ui/button/button';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { clientErrorMessage } from '../../../lib/api-client';
import type { Viewer } from '../../../lib/query-keys';
import { useRut } from '../api/get-rut';
import { CLIENT_MESSAGES } from '../utils/messages';
import styles from './rut-viewer.module.css';

/** The RUT's PDF in a frame, with a download link; the error of the spec in place otherwise. */
export function RutViewer({ viewer, uuid }: { viewer: Viewer; uuid: string }) {
  const rut = useRut(viewer, uuid);
  if (rut.data) return <RutFrame blob={rut.data} uuid={uuid} />;
  if (rut.isError) {
    return (
      <div role="alert">
        <LoadProblem
          message={CLIENT_MESSAGES.rutFailed(
            clientErrorMessage(rut.error, 'el servidor no respondió.'),
          )}
          onRetry={() => void rut.refetch()}
          isRetrying={rut.isFetching}
        />
      </div>
    );
  }
  return <Skeleton height="70vh" radius="md" />;
}

function RutFrame({ blob, uuid }: { blob: Blob; uuid: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const download = useRef<HTMLAnchorElement>(null);

  // The object URL lives while the page shows it and is released on leaving (the PDF is private).
  useEffect(() => {
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (frame.current) frame.current.src = url;
    if (download.current) download.current.href = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  return (
    <div className={styles.viewer}>
      <a
        ref={download}
        className={buttonClassName({ variant: 'secondary', className: styles.download })}
        download={`RUT-${uuid}.pdf`}
      >
        <Download size={18} aria-hidden="true" />
        Descargar RUT
      </a>
      <iframe ref={frame} className={styles.frame} title="RUT del cliente (PDF)" />
    </div>
  );
}

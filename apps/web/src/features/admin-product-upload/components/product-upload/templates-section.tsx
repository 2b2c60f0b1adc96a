import { Download } from 'lucide-react';
import { Button } from '../../../../components/ui/button/button';
import { productFiles, useProductFileDownload } from '../../api/product-upload';
import styles from './product-upload.module.css';

function DownloadButton({
  label,
  target,
}: {
  label: string;
  target: () => { url: string; fallbackName: string };
}) {
  const { download, isPending } = useProductFileDownload();
  return (
    <Button
      variant="secondary"
      icon={<Download size={16} aria-hidden="true" />}
      isLoading={isPending}
      onClick={() => download(target())}
    >
      {isPending ? 'Generando…' : label}
    </Button>
  );
}

/** 'Plantilla y catálogo': the empty template and the whole catalogue, both to fill in Excel. */
export function TemplatesSection({ headingId }: { headingId: string }) {
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Plantilla y catálogo
      </h2>
      <p className={styles.lead}>
        Llene la plantilla (una fila por producto; la hoja «Instrucciones» explica cada columna) o
        exporte el catálogo, edítelo en Excel y vuelva a subirlo: los productos se actualizan por
        SKU.
      </p>
      <div className={styles.actions}>
        <DownloadButton label="Descargar plantilla" target={productFiles.template} />
        <DownloadButton label="Exportar catálogo" target={productFiles.catalogue} />
      </div>
    </section>
  );
}

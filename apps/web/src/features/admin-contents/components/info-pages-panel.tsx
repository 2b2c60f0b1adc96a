import { useState } from 'react';
import { Link } from 'react-router';
import { FilePlus, Pencil, Trash2 } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { CONTENT_MESSAGES, type InfoPageAdmin } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { Button } from '../../../components/ui/button/button';
import {
  RecordTable,
  RecordTableSkeleton,
  type RecordColumn,
} from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { clientErrorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../utils/format';
import { useDeleteInfoPage, useInfoPages } from '../api/info-pages';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { InfoPageDialog, type InfoPageTarget } from './info-page-dialog';
import styles from './info-pages-panel.module.css';

const TITLE: RecordColumn<InfoPageAdmin> = { header: 'Página', cell: (page) => page.title };

const COLUMNS: RecordColumn<InfoPageAdmin>[] = [
  {
    header: 'Dirección',
    cell: (page) => (
      <Link to={paths.infoPage.getHref(page.slug)} target="_blank" rel="noopener">
        {paths.infoPage.getHref(page.slug)}
      </Link>
    ),
  },
  { header: 'Actualizada', nowrap: true, cell: (page) => formatDateTime(page.updatedAt) },
];

/** 'Páginas informativas': the pages the footer links to, edited in a dialog. */
export function InfoPagesPanel() {
  const pages = useInfoPages();
  const remove = useDeleteInfoPage();
  const [editing, setEditing] = useState<InfoPageTarget | null>(null);
  const [deleting, setDeleting] = useState<InfoPageAdmin | null>(null);
  useErrorToast(pages.isError, CONTENT_MESSAGES.pagesLoadFailed);

  return (
    <section className={styles.panel} aria-labelledby="info-pages-title">
      <div className={styles.head}>
        <div>
          <h2 id="info-pages-title" className={styles.title}>
            Páginas informativas
          </h2>
          <p className={styles.text}>
            Quiénes somos, envíos, garantías…: el pie de página enlaza a ellas.
          </p>
        </div>
        <Button
          variant="secondary"
          icon={<FilePlus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          Crear página
        </Button>
      </div>
      {pages.data ? (
        <RecordTable
          caption="Páginas informativas"
          rows={pages.data}
          rowKey={(page) => page.slug}
          title={TITLE}
          columns={COLUMNS}
          actions={(page) => (
            <>
              <Button
                variant="secondary"
                className={styles.action}
                icon={<Pencil size={16} aria-hidden="true" />}
                onClick={() => setEditing({ mode: 'edit', page })}
              >
                Editar<span className="visually-hidden"> la página {page.title}</span>
              </Button>
              <Button
                variant="secondary"
                className={styles.action}
                icon={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => setDeleting(page)}
              >
                Eliminar<span className="visually-hidden"> la página {page.title}</span>
              </Button>
            </>
          )}
        />
      ) : pages.isError ? (
        <LoadProblem
          message={CONTENT_MESSAGES.pagesLoadFailed}
          onRetry={() => void pages.refetch()}
          isRetrying={pages.isFetching}
        />
      ) : (
        <RecordTableSkeleton rows={3} />
      )}
      <InfoPageDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Eliminar página"
        question={
          <>
            ¿Eliminar la página <strong>{deleting?.title}</strong>?
          </>
        }
        warning="Los enlaces del pie de página que lleven a ella mostrarán «página no encontrada» hasta que los edites."
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.slug, {
            onSuccess: () => {
              toast.success(CONTENT_MESSAGES.pageDeleted);
              setDeleting(null);
            },
            onError: (error) =>
              toast.error(clientErrorMessage(error, CONTENT_MESSAGES.pageDeleteFailed)),
          })
        }
      />
    </section>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { Newspaper, Plus } from 'lucide-react';
import { toast } from '../../../lib/toast';
import { CONTENT_MESSAGES, type ContentSection } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { buttonClassName } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { useSections } from '../../../features/admin-contents/api/get-sections';
import { useMoveSection } from '../../../features/admin-contents/api/section-writes';
import { DeleteSectionDialog } from '../../../features/admin-contents/components/delete-section-dialog';
import { InfoPagesPanel } from '../../../features/admin-contents/components/info-pages-panel';
import { SectionsTable } from '../../../features/admin-contents/components/sections-table';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { clientErrorMessage } from '../../../lib/api-client';

/** /dashboard/contents (ADMIN_CONTENTS): the content sections in order, and the information pages. */
export function ContentsRoute() {
  const sections = useSections();
  const move = useMoveSection();
  const [deleting, setDeleting] = useState<ContentSection | null>(null);
  useErrorToast(sections.isError, CONTENT_MESSAGES.loadFailed);

  const onMove = (section: ContentSection, direction: 'up' | 'down') =>
    move.mutate(
      { id: section.id, direction },
      {
        onSuccess: () => toast.success(CONTENT_MESSAGES.moved),
        onError: (error) => toast.error(clientErrorMessage(error, CONTENT_MESSAGES.updateFailed)),
      },
    );

  const count = sections.data?.length;
  return (
    <DashboardPage
      title="Contenidos"
      summary={
        count === undefined
          ? undefined
          : `${count.toLocaleString('es-CO')} ${count === 1 ? 'sección' : 'secciones'}, en el orden de la tienda`
      }
      actions={
        <Link to={paths.dashboardContentCreate.getHref()} className={buttonClassName({})}>
          <Plus size={18} aria-hidden="true" />
          Crear sección
        </Link>
      }
    >
      {sections.data?.length === 0 ? (
        <EmptyState
          icon={<Newspaper size={40} />}
          title="Aún no hay secciones de contenido."
          text="Cree 'Main Banner', 'Home', 'Login', 'Contact Us' o 'Footer' para llenar esas partes de la tienda."
        />
      ) : sections.data ? (
        <SectionsTable
          sections={sections.data}
          isMoving={move.isPending}
          onMove={onMove}
          onDelete={setDeleting}
        />
      ) : sections.isError ? (
        <LoadProblem
          message={CONTENT_MESSAGES.loadFailed}
          onRetry={() => void sections.refetch()}
          isRetrying={sections.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
      <InfoPagesPanel />
      <DeleteSectionDialog section={deleting} onClose={() => setDeleting(null)} />
    </DashboardPage>
  );
}

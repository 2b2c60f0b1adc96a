import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { LoadProblem } from '../../../components/errors/load-problem';
import { PageSkeleton } from '../../../components/layouts/page-skeleton';
import { useSession } from '../../../features/auth/api/get-session';
import { useAdminConfig } from '../../../features/admin-config/api/get-admin-config';
import { AuditSection } from '../../../components/ui/audit-trail/audit-section';
import { configAudit } from '../../../features/admin-config/components/config-audit';
import { ConfigForm } from '../../../features/admin-config/components/config-form';
import { DocumentsForm } from '../../../features/admin-config/components/documents-form';
import { PaymentsForm } from '../../../features/admin-config/components/payments-form';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useScrollToHash } from '../../../hooks/use-scroll-to-hash';

const LOAD_FAILED = 'Hubo un problema al cargar las configuraciones.';

/**
 * /dashboard/config (ADMIN_CONFIG): theme, extra percentages, purchases, brand and SMTP settings in one
 * form, the conditions and bank accounts documents print in another, the online payments (Wompi)
 * in a third, and who changed them. The forms start again from each saved version.
 */
export function ConfigRoute() {
  const viewer = useSession().data?.id ?? null;
  const config = useAdminConfig(viewer);
  useErrorToast(config.isError, LOAD_FAILED);
  useScrollToHash(config.data !== undefined);

  return (
    <DashboardPage
      title="Configuraciones"
      summary="Colores de la tienda, porcentajes por tipo de cliente, compras, marca, correo, documentos y pagos en línea."
    >
      {config.data ? (
        <>
          <ConfigForm key={config.data.updatedAt} viewer={viewer} config={config.data} />
          <DocumentsForm
            key={`documents-${config.data.updatedAt}`}
            viewer={viewer}
            config={config.data}
          />
          <PaymentsForm
            key={`payments-${config.data.updatedAt}`}
            viewer={viewer}
            config={config.data}
          />
          <AuditSection {...configAudit(viewer)} />
        </>
      ) : config.isError ? (
        <LoadProblem
          message={LOAD_FAILED}
          onRetry={() => void config.refetch()}
          isRetrying={config.isFetching}
        />
      ) : (
        <PageSkeleton />
      )}
    </DashboardPage>
  );
}

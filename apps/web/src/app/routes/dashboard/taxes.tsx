import { LoadProblem } from '../../../components/errors/load-problem';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { PageSkeleton } from '../../../components/layouts/page-skeleton';
import { useAdminConfig } from '../../../features/admin-config/api/get-admin-config';
import { SellerForm } from '../../../features/admin-config/components/seller-form';
import { useTaxRules } from '../../../features/admin-taxes/api/get-tax-rules';
import { AuditSection } from '../../../components/ui/audit-trail/audit-section';
import { taxRulesAudit } from '../../../features/admin-taxes/components/tax-rules-audit';
import { TaxRulesForm } from '../../../features/admin-taxes/components/tax-rules-form';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useStaffViewer } from './use-staff-viewer';

const LOAD_FAILED = 'Hubo un problema al cargar las reglas de impuestos.';

/**
 * /dashboard/taxes (ADMIN_CONFIG): the shop as seller (PATCH /api/config), the dated tax rules
 * (PUT /api/tax-rules) and who changed them. Each form starts again from its saved version.
 */
export function TaxesRoute() {
  const viewer = useStaffViewer();
  const config = useAdminConfig(viewer);
  const rules = useTaxRules(viewer);
  const failed = config.isError || rules.isError;
  useErrorToast(failed, LOAD_FAILED);

  return (
    <DashboardPage
      title="Impuestos"
      summary="La tienda como vendedora, la UVT, las retenciones, los topes de exclusión de IVA y el ReteICA, cada uno con su fecha de vigencia y su norma."
    >
      {config.data && rules.data ? (
        <>
          <SellerForm key={config.data.updatedAt} viewer={viewer} config={config.data} />
          <TaxRulesForm key={rules.data.updatedAt ?? 'seed'} viewer={viewer} view={rules.data} />
          <AuditSection {...taxRulesAudit(viewer)} />
        </>
      ) : failed ? (
        <LoadProblem
          message={LOAD_FAILED}
          onRetry={() => {
            void config.refetch();
            void rules.refetch();
          }}
          isRetrying={config.isFetching || rules.isFetching}
        />
      ) : (
        <PageSkeleton />
      )}
    </DashboardPage>
  );
}

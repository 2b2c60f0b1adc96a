import { useState } from 'react';
import { Plus } from 'lucide-react';
import { BRAND_MESSAGES, type BrandAdmin } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { Button } from '../../../components/ui/button/button';
import { DeleteDialog } from '../../../components/ui/delete-dialog/delete-dialog';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { useSession } from '../../../features/auth/api/get-session';
import { useAdminBrands } from '../../../features/admin-brands/api/get-admin-brands';
import { useDeleteBrand } from '../../../features/admin-brands/api/save-brand';
import {
  BrandDialog,
  type BrandDialogTarget,
} from '../../../features/admin-brands/components/brand-dialog';
import { AuditDialog } from '../../../components/ui/audit-trail/audit-dialog';
import { brandAudit } from '../../../features/admin-brands/components/brand-audit';
import { BrandsTable } from '../../../features/admin-brands/components/brands-table';
import { useErrorToast } from '../../../hooks/use-error-toast';

const blocker = (brand: BrandAdmin) =>
  brand.products > 0 ? BRAND_MESSAGES.inUse(brand.products) : null;

/** /dashboard/admin-products/brands (ADMIN_BRANDS): the table, with create, edit and delete dialogs. */
export function BrandsRoute() {
  const viewer = useSession().data?.id ?? null;
  const brands = useAdminBrands(viewer);
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<BrandDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<BrandAdmin | null>(null);
  const [auditing, setAuditing] = useState<BrandAdmin | null>(null);
  useErrorToast(brands.isError, BRAND_MESSAGES.loadFailed);

  const count = brands.data?.length;
  return (
    <DashboardPage
      title="Marcas"
      summary={
        count === undefined
          ? undefined
          : `${count.toLocaleString('es-CO')} ${count === 1 ? 'marca' : 'marcas'}`
      }
      actions={
        <Button
          icon={<Plus size={18} aria-hidden="true" />}
          onClick={() => setEditing({ mode: 'create' })}
        >
          Crear marca
        </Button>
      }
    >
      {brands.data ? (
        <BrandsTable
          brands={brands.data}
          onEdit={(brand) => setEditing({ mode: 'edit', brand })}
          onDelete={setDeleting}
          onHistory={setAuditing}
        />
      ) : brands.isError ? (
        <LoadProblem
          message={BRAND_MESSAGES.loadFailed}
          onRetry={() => void brands.refetch()}
          isRetrying={brands.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
      <BrandDialog target={editing} onClose={() => setEditing(null)} />
      <AuditDialog {...brandAudit(viewer, auditing)} onClose={() => setAuditing(null)} />
      <DeleteDialog
        target={deleting}
        title="Eliminar marca"
        question={(brand) => (
          <>
            ¿Eliminar la marca <strong>{brand.name}</strong>?
          </>
        )}
        blocker={blocker}
        isPending={remove.isPending}
        remove={(brand) => remove.mutateAsync(brand.id)}
        deleted={BRAND_MESSAGES.deleted}
        failed={BRAND_MESSAGES.deleteFailed}
        onClose={() => setDeleting(null)}
      />
    </DashboardPage>
  );
}

import { useNavigate } from 'react-router';
import { CATEGORY_MESSAGES } from '@shop/shared';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { submitForm } from '../../../components/ui/form-dialog/submit-form';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-session';
import { useAdminCategories } from '../../../features/admin-categories/api/get-admin-categories';
import { useCreateCategory } from '../../../features/admin-categories/api/create-category';
import { CategoryForm } from '../../../features/admin-categories/components/category-form';
import { clientErrorMessage } from '../../../lib/api-client';

/** /dashboard/admin-products/categories/create (ADMIN_TAGS). */
export function CategoryCreateRoute() {
  const navigate = useNavigate();
  const viewer = useSession().data?.id ?? null;
  const categories = useAdminCategories(viewer);
  const create = useCreateCategory();
  const list = paths.dashboardCategories.getHref();

  return (
    <DashboardPage title="Crear categoría" parents={[{ label: 'Categorías', href: list }]}>
      <CategoryForm
        parents={(categories.data ?? []).filter((c) => c.level === 1)}
        isSending={create.isPending}
        onCancel={() => void navigate(list)}
        onSave={(values) =>
          submitForm({
            send: () => create.mutateAsync(values),
            failed: (error) =>
              `${CATEGORY_MESSAGES.createFailed}: ${clientErrorMessage(error, 'inténtelo de nuevo.')}`,
            succeeded: CATEGORY_MESSAGES.created,
            onDone: () => void navigate(list),
          })
        }
      />
    </DashboardPage>
  );
}

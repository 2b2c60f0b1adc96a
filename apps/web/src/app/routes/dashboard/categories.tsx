import { useState } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { CATEGORY_MESSAGES, type CategoryAdmin } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { buttonClassName } from '../../../components/ui/button/button';
import { DeleteDialog } from '../../../components/ui/delete-dialog/delete-dialog';
import { RecordTableSkeleton } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { useSession } from '../../../features/auth/api/get-session';
import { useAdminCategories } from '../../../features/admin-categories/api/get-admin-categories';
import { useDeleteCategory } from '../../../features/admin-categories/api/delete-category';
import { CategoriesTables } from '../../../features/admin-categories/components/categories-tables';
import { RenameCategoryDialog } from '../../../features/admin-categories/components/rename-category-dialog';
import { useErrorToast } from '../../../hooks/use-error-toast';

/** Why a category cannot go yet, known from the list: products first, then subcategories. */
const blocker = (category: CategoryAdmin) =>
  category.products > 0
    ? CATEGORY_MESSAGES.hasProducts(category.products)
    : category.subcategories > 0
      ? CATEGORY_MESSAGES.hasChildren(category.subcategories)
      : null;

/** /dashboard/admin-products/categories (ADMIN_TAGS): level 1 and level 2, each renamable and deletable. */
export function CategoriesRoute() {
  const viewer = useSession().data?.id ?? null;
  const categories = useAdminCategories(viewer);
  const remove = useDeleteCategory();
  const [renaming, setRenaming] = useState<CategoryAdmin | null>(null);
  const [deleting, setDeleting] = useState<CategoryAdmin | null>(null);
  useErrorToast(categories.isError, CATEGORY_MESSAGES.loadFailed);

  const count = categories.data?.length;
  return (
    <DashboardPage
      title="Categorías"
      summary={
        count === undefined
          ? undefined
          : `${count.toLocaleString('es-CO')} ${count === 1 ? 'categoría' : 'categorías'}`
      }
      actions={
        <Link className={buttonClassName({})} to={paths.dashboardCategoryCreate.getHref()}>
          <Plus size={18} aria-hidden="true" />
          Crear categoría
        </Link>
      }
    >
      {categories.data ? (
        <CategoriesTables
          categories={categories.data}
          onRename={setRenaming}
          onDelete={setDeleting}
        />
      ) : categories.isError ? (
        <LoadProblem
          message={CATEGORY_MESSAGES.loadFailed}
          onRetry={() => void categories.refetch()}
          isRetrying={categories.isFetching}
        />
      ) : (
        <RecordTableSkeleton />
      )}
      <RenameCategoryDialog target={renaming} onClose={() => setRenaming(null)} />
      <DeleteDialog
        target={deleting}
        title="Eliminar categoría"
        question={(category) => (
          <>
            ¿Eliminar la categoría <strong>{category.name}</strong>?
          </>
        )}
        blocker={blocker}
        isPending={remove.isPending}
        remove={(category) => remove.mutateAsync(category.id)}
        deleted={CATEGORY_MESSAGES.deleted}
        failed={CATEGORY_MESSAGES.deleteFailed}
        onClose={() => setDeleting(null)}
      />
    </DashboardPage>
  );
}

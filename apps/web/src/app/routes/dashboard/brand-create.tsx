import { useNavigate } from 'react-router';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { paths } from '../../../config/paths';
import { CreateBrand } from '../../../features/admin-brands/components/brand-dialog';

/** /dashboard/admin-products/brands/create: the brand form (docs/architecture.md, departure 7). */
export function BrandCreateRoute() {
  const navigate = useNavigate();
  const list = paths.dashboardBrands.getHref();
  const back = () => void navigate(list);
  return (
    <DashboardPage title="Crear marca" parents={[{ label: 'Marcas', href: list }]}>
      <CreateBrand onDone={back} onCancel={back} />
    </DashboardPage>
  );
}

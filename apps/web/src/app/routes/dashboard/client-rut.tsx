import { useParams } from 'react-router';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { paths } from '../../../config/paths';
import { RutViewer } from '../../../features/admin-clients/components/rut-viewer';
import { useStaffViewer } from './use-staff-viewer';

/** /dashboard/clients/rut/{uuid}: a client's RUT, read from the API as a private PDF. */
export function ClientRutRoute() {
  const viewer = useStaffViewer();
  const uuid = useParams().uuid ?? '';
  return (
    <DashboardPage
      parents={[{ label: 'Clientes', href: paths.dashboardClients.getHref() }]}
      title="RUT"
      summary="Registro Único Tributario que el cliente subió al registrarse."
    >
      <RutViewer key={uuid} viewer={viewer} uuid={uuid} />
    </DashboardPage>
  );
}

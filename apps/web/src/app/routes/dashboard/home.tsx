import { Link, Navigate } from 'react-router';
import { DashboardPage } from '../../../components/layouts/dashboard-page';
import { sectionsFor } from '../../../config/dashboard-sections';
import { useSession } from '../../../features/auth/api/get-session';
import { PendingAccounts } from '../../../features/admin-clients/components/pending-accounts';
import { SummaryCards } from '../../../features/admin-summary/components/summary-cards';
import { UvtWarnings } from '../../../features/admin-taxes/components/uvt-warnings';
import { MailOff } from './mail-off';
import styles from './home.module.css';

/**
 * /dashboard. The welcome page needs ADMIN_CLIENTS
 * (docs/architecture.md, "Contract: screens and routes"; ADR 009); an admin without it is taken to
 * the first screen they may open instead of being turned away from the dashboard they were offered
 * in the settings menu.
 */
export function DashboardHomeRoute() {
  const { data: user } = useSession();
  const permissions = user?.permissions ?? [];
  const sections = sectionsFor(permissions);

  if (!permissions.includes('ADMIN_CLIENTS')) {
    const first = sections[0];
    return first ? <Navigate to={first.href} replace /> : <NoScreens />;
  }

  return (
    <DashboardPage title="Resumen" summary={user ? `Bienvenido, ${user.fullName}` : undefined}>
      <MailOff>
        Los clientes no reciben los correos de la tienda: registro, activación de la cuenta,
        órdenes, cambios de estado ni recuperación de contraseña.
      </MailOff>
      <SummaryCards viewer={user?.id ?? null} />
      {permissions.includes('ADMIN_CONFIG') ? <UvtWarnings viewer={user?.id ?? null} /> : null}
      <PendingAccounts viewer={user?.id ?? null} />
      <ul className={styles.sections} aria-label="Secciones">
        {sections.map((section) => (
          <li key={section.href}>
            <Link to={section.href} className={styles.section}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </DashboardPage>
  );
}

/** A permission of a later screen (products, configuration…) opens nothing here yet. */
function NoScreens() {
  return (
    <DashboardPage title="Dashboard">
      <p>Sus permisos corresponden a secciones que aún no están disponibles en el dashboard.</p>
    </DashboardPage>
  );
}

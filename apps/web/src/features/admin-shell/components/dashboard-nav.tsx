import {
  BriefcaseBusiness,
  CreditCard,
  FileCheck,
  FileSpreadsheet,
  FolderTree,
  Images,
  LayoutDashboard,
  Newspaper,
  Package,
  PackageSearch,
  Percent,
  ReceiptText,
  Settings,
  ShieldCheck,
  Tags,
  Users,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import {
  DASHBOARD_GROUPS,
  type DashboardGroup,
  type DashboardSection,
} from '../../../config/dashboard-sections';
import { paths } from '../../../config/paths';
import { cx } from '../../../utils/cx';
import styles from './dashboard-nav.module.css';

const ICON = 20;

/** Each entry's icon, by its address: every section has one (dashboard-nav.test.tsx). */
const SECTION_ICONS: Record<string, ReactNode> = {
  [paths.dashboardClients.getHref()]: <Users size={ICON} aria-hidden="true" />,
  [paths.dashboardRoles.getHref()]: <ShieldCheck size={ICON} aria-hidden="true" />,
  [paths.dashboardHistory.getHref()]: <ReceiptText size={ICON} aria-hidden="true" />,
  [paths.dashboardReports.getHref()]: <FileSpreadsheet size={ICON} aria-hidden="true" />,
  [paths.dashboardStock.getHref()]: <PackageSearch size={ICON} aria-hidden="true" />,
  [paths.dashboardImages.getHref()]: <Images size={ICON} aria-hidden="true" />,
  [paths.dashboardCategories.getHref()]: <FolderTree size={ICON} aria-hidden="true" />,
  [paths.dashboardBrands.getHref()]: <Tags size={ICON} aria-hidden="true" />,
  [paths.dashboardContents.getHref()]: <Newspaper size={ICON} aria-hidden="true" />,
  [paths.dashboardConfig.getHref()]: <Settings size={ICON} aria-hidden="true" />,
  [paths.dashboardTaxes.getHref()]: <Percent size={ICON} aria-hidden="true" />,
  [paths.dashboardProducts.getHref()]: <Package size={ICON} aria-hidden="true" />,
  [paths.dashboardPayments.getHref()]: <CreditCard size={ICON} aria-hidden="true" />,
  [paths.dashboardTransferReceipts.getHref()]: <FileCheck size={ICON} aria-hidden="true" />,
  [paths.dashboardReceivables.getHref()]: <BriefcaseBusiness size={ICON} aria-hidden="true" />,
};

interface DashboardNavProps {
  sections: readonly DashboardSection[];
  /**
   * Whether the welcome page is open to this user (it needs ADMIN_CLIENTS:
   * docs/architecture.md, "Contract: screens and routes"; ADR 009).
   */
  showWelcome: boolean;
  /** Called when an entry is followed (the phone panel closes). */
  onNavigate?: () => void;
}

/**
 * The side navigation's entries: only the screens the user's permissions open, under their group
 * heading; a group with none of them is left out.
 */
export function DashboardNav({ sections, showWelcome, onNavigate }: DashboardNavProps) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cx(styles.link, isActive && styles.active);
  const { pathname } = useLocation();
  // 'Productos' stays lit on a product's pages, but not on its sibling entries (stock, images…).
  const deeper = (href: string) =>
    sections.some((other) => other.href.startsWith(`${href}/`) && pathname.startsWith(other.href));
  const groups = DASHBOARD_GROUPS.map((group) => ({
    group,
    entries: sections.filter((section) => section.group === group),
  })).filter(({ entries }) => entries.length > 0);

  return (
    <div className={styles.nav}>
      {showWelcome ? (
        <ul className={styles.list}>
          <li>
            <NavLink to={paths.dashboard.getHref()} end className={linkClass} onClick={onNavigate}>
              <LayoutDashboard size={ICON} aria-hidden="true" />
              Resumen
            </NavLink>
          </li>
        </ul>
      ) : null}
      {groups.map(({ group, entries }) => (
        <NavGroup key={group} group={group}>
          {entries.map((section) => (
            <li key={section.href}>
              <NavLink
                to={section.href}
                end={deeper(section.href)}
                className={linkClass}
                onClick={onNavigate}
              >
                {SECTION_ICONS[section.href]}
                {section.label}
              </NavLink>
            </li>
          ))}
        </NavGroup>
      ))}
    </div>
  );
}

function NavGroup({ group, children }: { group: DashboardGroup; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group}
      </h2>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

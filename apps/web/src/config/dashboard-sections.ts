import type { Permission } from '@shop/shared';
import { paths } from './paths';

export interface DashboardSection {
  label: string;
  href: string;
  /**
   * The permission that shows the menu entry and opens the screen
   * (docs/architecture.md, "Contract: permissions").
   */
  permission: Permission;
}

/**
 * The screens of the dashboard in the spec's menu order: the router guards each with its
 * permission and the 'Opciones' menu lists the ones the user holds, from this one list. A screen
 * joins it only when it exists, so nobody is shown an entry that leads nowhere.
 */
export const DASHBOARD_SECTIONS = [
  { label: 'Contenidos', href: paths.dashboardContents.getHref(), permission: 'ADMIN_CONTENTS' },
  { label: 'Clientes', href: paths.dashboardClients.getHref(), permission: 'ADMIN_CLIENTS' },
  { label: 'Roles', href: paths.dashboardRoles.getHref(), permission: 'ADMIN_ROLES' },
  { label: 'Productos', href: paths.dashboardProducts.getHref(), permission: 'ADMIN_PRODUCTS' },
  { label: 'Monitorear Stock', href: paths.dashboardStock.getHref(), permission: 'ADMIN_STOCK' },
  { label: 'Imágenes', href: paths.dashboardImages.getHref(), permission: 'ADMIN_IMAGES' },
  { label: 'Categorías', href: paths.dashboardCategories.getHref(), permission: 'ADMIN_TAGS' },
  { label: 'Marcas', href: paths.dashboardBrands.getHref(), permission: 'ADMIN_BRANDS' },
  {
    label: 'Órdenes y Cotizaciones',
    href: paths.dashboardHistory.getHref(),
    permission: 'ADMIN_ORDERS',
  },
  { label: 'Pagos', href: paths.dashboardPayments.getHref(), permission: 'ADMIN_PAYMENTS' },
  {
    label: 'Comprobantes por revisar',
    href: paths.dashboardTransferReceipts.getHref(),
    permission: 'ADMIN_PAYMENTS',
  },
  { label: 'Cartera', href: paths.dashboardReceivables.getHref(), permission: 'ADMIN_PAYMENTS' },
  { label: 'Reportes', href: paths.dashboardReports.getHref(), permission: 'ADMIN_REPORTS' },
  { label: 'Configuraciones', href: paths.dashboardConfig.getHref(), permission: 'ADMIN_CONFIG' },
  { label: 'Impuestos', href: paths.dashboardTaxes.getHref(), permission: 'ADMIN_CONFIG' },
] as const satisfies readonly DashboardSection[];

/** The sections a user with these permissions may open, in menu order. */
export const sectionsFor = (permissions: readonly string[]): DashboardSection[] =>
  DASHBOARD_SECTIONS.filter((section) => permissions.includes(section.permission));

import type { Permission } from '@shop/shared';
import { paths } from './paths';

/** The headings the side navigation groups its entries under, in their order. */
export const DASHBOARD_GROUPS = ['Ventas', 'Catálogo', 'Clientes', 'Tienda'] as const;
export type DashboardGroup = (typeof DASHBOARD_GROUPS)[number];

export interface DashboardSection {
  label: string;
  href: string;
  group: DashboardGroup;
  /**
   * The permission that shows the menu entry and opens the screen
   * (docs/architecture.md, "Contract: permissions").
   */
  permission: Permission;
}

/**
 * The screens of the dashboard in the spec's menu order: the router guards each with its
 * permission and the side navigation lists the ones the user holds under their group, from this
 * one list. A screen joins it only when it exists, so nobody is shown an entry that leads nowhere.
 */
export const DASHBOARD_SECTIONS = [
  {
    label: 'Contenidos',
    href: paths.dashboardContents.getHref(),
    group: 'Tienda',
    permission: 'ADMIN_CONTENTS',
  },
  {
    label: 'Clientes',
    href: paths.dashboardClients.getHref(),
    group: 'Clientes',
    permission: 'ADMIN_CLIENTS',
  },
  {
    label: 'Roles',
    href: paths.dashboardRoles.getHref(),
    group: 'Clientes',
    permission: 'ADMIN_ROLES',
  },
  {
    label: 'Productos',
    href: paths.dashboardProducts.getHref(),
    group: 'Catálogo',
    permission: 'ADMIN_PRODUCTS',
  },
  {
    label: 'Monitorear Stock',
    href: paths.dashboardStock.getHref(),
    group: 'Catálogo',
    permission: 'ADMIN_STOCK',
  },
  {
    label: 'Imágenes',
    href: paths.dashboardImages.getHref(),
    group: 'Catálogo',
    permission: 'ADMIN_IMAGES',
  },
  {
    label: 'Categorías',
    href: paths.dashboardCategories.getHref(),
    group: 'Catálogo',
    permission: 'ADMIN_TAGS',
  },
  {
    label: 'Marcas',
    href: paths.dashboardBrands.getHref(),
    group: 'Catálogo',
    permission: 'ADMIN_BRANDS',
  },
  {
    label: 'Órdenes y Cotizaciones',
    href: paths.dashboardHistory.getHref(),
    group: 'Ventas',
    permission: 'ADMIN_ORDERS',
  },
  {
    label: 'Pagos',
    href: paths.dashboardPayments.getHref(),
    group: 'Ventas',
    permission: 'ADMIN_PAYMENTS',
  },
  {
    label: 'Comprobantes por revisar',
    href: paths.dashboardTransferReceipts.getHref(),
    group: 'Ventas',
    permission: 'ADMIN_PAYMENTS',
  },
  {
    label: 'Cartera',
    href: paths.dashboardReceivables.getHref(),
    group: 'Ventas',
    permission: 'ADMIN_PAYMENTS',
  },
  {
    label: 'Reportes',
    href: paths.dashboardReports.getHref(),
    group: 'Ventas',
    permission: 'ADMIN_REPORTS',
  },
  {
    label: 'Configuraciones',
    href: paths.dashboardConfig.getHref(),
    group: 'Tienda',
    permission: 'ADMIN_CONFIG',
  },
  {
    label: 'Impuestos',
    href: paths.dashboardTaxes.getHref(),
    group: 'Tienda',
    permission: 'ADMIN_CONFIG',
  },
] as const satisfies readonly DashboardSection[];

/** The sections a user with these permissions may open, in menu order. */
export const sectionsFor = (permissions: readonly string[]): DashboardSection[] =>
  DASHBOARD_SECTIONS.filter((section) => permissions.includes(section.permission));

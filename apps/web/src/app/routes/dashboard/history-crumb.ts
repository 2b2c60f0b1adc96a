import { paths } from '../../../config/paths';

/** The crumb above a quote's or an order's page: the history it was opened from. */
export const HISTORY_CRUMB = [
  { label: 'Órdenes y Cotizaciones', href: paths.dashboardHistory.getHref() },
];

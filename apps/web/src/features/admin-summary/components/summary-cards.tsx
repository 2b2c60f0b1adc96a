import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CalendarDays,
  ClipboardList,
  FileClock,
  PackageSearch,
  TrendingUp,
  UserPlus,
} from 'lucide-react';
import { formatCop, QUOTE_EXPIRY_WARNING_DAYS, type DashboardSummary } from '@shop/shared';
import { LoadProblem } from '../../../components/errors/load-problem';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import type { Viewer } from '../../../lib/query-keys';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import styles from './summary-cards.module.css';

export const SUMMARY_LOAD_FAILED = 'No se pudieron cargar las cifras del resumen.';

const ICON = 22;
const history = (query: Record<string, string>) =>
  `${paths.dashboardHistory.getHref()}?${new URLSearchParams(query)}`;
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

interface CardProps {
  title: string;
  figure: string;
  /** What the figure counts, in words: the card's definition. */
  note: string;
  href: string;
  icon: ReactNode;
}

function Card({ title, figure, note, href, icon }: CardProps) {
  return (
    <li>
      <Link to={href} className={styles.card}>
        <span className={styles.icon}>{icon}</span>
        <span className={styles.title}>{title}</span>
        <span className={styles.figure}>{figure}</span>
        <span className={styles.note}>{note}</span>
      </Link>
    </li>
  );
}

/** The cards a summary allows: each figure the API answered, linked to the list it counts. */
function cardsOf(summary: DashboardSummary): CardProps[] {
  const { today, monthStart, quotesExpireBy, sales, ordersToProcess, quotesExpiring } = summary;
  const { accounts, lowStock } = summary;
  const cards: CardProps[] = [];
  if (sales) {
    cards.push(
      {
        title: 'Ventas de hoy',
        figure: formatCop(sales.today.total),
        note: `${plural(sales.today.orders, 'orden registrada', 'órdenes registradas')} hoy, sin las canceladas (Total a pagar).`,
        href: history({ type: 'order', from: today, to: today }),
        icon: <TrendingUp size={ICON} aria-hidden="true" />,
      },
      {
        title: 'Ventas del mes',
        figure: formatCop(sales.month.total),
        note: `${plural(sales.month.orders, 'orden registrada', 'órdenes registradas')} este mes, sin las canceladas (Total a pagar).`,
        href: history({ type: 'order', from: monthStart, to: today }),
        icon: <CalendarDays size={ICON} aria-hidden="true" />,
      },
    );
  }
  if (ordersToProcess !== undefined)
    cards.push({
      title: 'Órdenes por procesar',
      figure: String(ordersToProcess),
      note: 'Órdenes en estado Pendiente, que nadie ha empezado a preparar.',
      href: history({ type: 'order', status: 'PENDING' }),
      icon: <ClipboardList size={ICON} aria-hidden="true" />,
    });
  if (quotesExpiring !== undefined)
    cards.push({
      title: 'Cotizaciones por vencer',
      figure: String(quotesExpiring),
      note: `Cotizaciones vigentes que vencen en los próximos ${QUOTE_EXPIRY_WARNING_DAYS} días.`,
      href: history({ type: 'quote', status: 'OPEN', expiresBy: quotesExpireBy }),
      icon: <FileClock size={ICON} aria-hidden="true" />,
    });
  if (accounts) {
    const requests = accounts.typeRequests + accounts.taxProfiles + accounts.cityRequests;
    cards.push({
      title: 'Cuentas por activar',
      figure: String(accounts.toActivate),
      note: `Registros que esperan activación; además, ${plural(requests, 'solicitud por revisar', 'solicitudes por revisar')} (tipo de cliente, perfil tributario, ciudad).`,
      href: paths.dashboardClients.getHref({ status: 'PENDING' }),
      icon: <UserPlus size={ICON} aria-hidden="true" />,
    });
  }
  if (lowStock !== undefined)
    cards.push({
      title: 'Stock bajo',
      figure: String(lowStock),
      note: 'Productos con stock igual o inferior a su stock mínimo.',
      href: paths.dashboardStock.getHref(),
      icon: <PackageSearch size={ICON} aria-hidden="true" />,
    });
  return cards;
}

/** The Resumen's figures in Bogotá time, each a link to the screen that lists what it counts. */
export function SummaryCards({ viewer }: { viewer: Viewer }) {
  const summary = useDashboardSummary(viewer);

  if (summary.isError)
    return (
      <LoadProblem
        message={SUMMARY_LOAD_FAILED}
        onRetry={() => void summary.refetch()}
        isRetrying={summary.isFetching}
      />
    );
  if (!summary.data)
    return (
      <div className={styles.grid} aria-hidden="true">
        <Skeleton height={128} />
        <Skeleton height={128} />
        <Skeleton height={128} />
      </div>
    );
  const cards = cardsOf(summary.data);
  return cards.length ? (
    <ul className={styles.grid} aria-label="Cifras del día">
      {cards.map((card) => (
        <Card key={card.title} {...card} />
      ))}
    </ul>
  ) : null;
}

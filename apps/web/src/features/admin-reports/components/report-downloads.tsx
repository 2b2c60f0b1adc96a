import { useId, type ReactNode } from 'react';
import { Boxes, ReceiptText, Users } from 'lucide-react';
import type { ReportPeriodQuery } from '@shop/shared';
import type { DownloadTarget } from '../../../hooks/use-streamed-download';
import { useSalesSummary } from '../api/get-sales-summary';
import { reportFiles } from '../api/report-files';
import { formatPeriodRange } from '../utils/report-period';
import { ReportDownloadButton } from './report-download-button';
import styles from './report-downloads.module.css';

interface ReportCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  target: () => DownloadTarget;
}

function ReportCard({ icon, title, children, target }: ReportCardProps) {
  return (
    <li className={styles.card}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <h3 className={styles.title}>{title}</h3>
      </div>
      <p className={styles.text}>{children}</p>
      <ReportDownloadButton target={target} report={title} />
    </li>
  );
}

/** The three Excel reports of the spec: clients, the sales of the chosen period, stock. */
export function ReportDownloads({ salesQuery }: { salesQuery: ReportPeriodQuery }) {
  const headingId = useId();
  const summary = useSalesSummary(salesQuery);
  const range =
    summary.data && !summary.isPlaceholderData
      ? formatPeriodRange(summary.data.from, summary.data.to)
      : undefined;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.heading}>
          Descargar informes
        </h2>
        <p className={styles.lead}>
          Archivos de Excel (.xlsx) con la fila de títulos fija y filtros en cada columna.
        </p>
      </div>
      <ul className={styles.cards}>
        <ReportCard icon={<Users size={22} />} title="Clientes" target={reportFiles.clients}>
          Todas las cuentas con su perfil, tipo de cliente, estado y fecha de registro.
        </ReportCard>
        <ReportCard
          icon={<ReceiptText size={22} />}
          title="Ventas"
          target={() => reportFiles.sales(salesQuery)}
        >
          Las órdenes {range ? `del ${range}` : 'del periodo elegido'}, sin las canceladas, con
          impuestos y una línea de totales.
        </ReportCard>
        <ReportCard icon={<Boxes size={22} />} title="Stock" target={reportFiles.stock}>
          Cada producto con su precio, IVA, stock y stock mínimo, marcando los que están bajo el
          mínimo.
        </ReportCard>
      </ul>
    </section>
  );
}

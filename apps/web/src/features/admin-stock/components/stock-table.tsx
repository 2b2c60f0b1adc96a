import { Link } from 'react-router';
import { PackageCheck } from 'lucide-react';
import { STOCK_MESSAGES, type LowStockProduct } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import styles from './stock-table.module.css';

const units = (n: number) => n.toLocaleString('es-CO');

const TITLE: RecordColumn<LowStockProduct> = {
  header: 'Producto',
  cell: (product) => (
    <span className={styles.identity}>
      <Link className={styles.link} to={paths.dashboardProduct.getHref(product.id)}>
        {product.name}
      </Link>
      <span className={styles.secondary}>{product.model}</span>
    </span>
  ),
};

const COLUMNS: RecordColumn<LowStockProduct>[] = [
  { header: 'SKU', nowrap: true, cell: (product) => product.sku },
  { header: 'Marca', cell: (product) => product.brand },
  {
    header: 'Stock',
    numeric: true,
    cell: (product) =>
      product.stock === 0 ? (
        <span className={styles.soldOut}>
          <Badge tone="danger">{STOCK_MESSAGES.outOfStock}</Badge>
          <span className="visually-hidden">: 0 unidades</span>
        </span>
      ) : (
        units(product.stock)
      ),
  },
  { header: 'Stock mínimo', numeric: true, cell: (product) => units(product.minimumStock) },
  {
    header: 'Estado',
    cell: (product) =>
      product.available ? (
        <Badge tone="success">Disponible</Badge>
      ) : (
        <Badge tone="neutral">No disponible</Badge>
      ),
  },
];

/** The low-stock products of one page; sold-out rows stand out, each name opens the product. */
export function StockTable({ products }: { products: readonly LowStockProduct[] }) {
  return (
    <div className={styles.highlight}>
      <RecordTable
        caption="Productos con bajo stock"
        rows={products}
        rowKey={(product) => product.id}
        title={TITLE}
        columns={COLUMNS}
      />
    </div>
  );
}

/** Nothing at or under its minimum, or nothing matching the search. */
export function StockEmpty({ searched }: { searched: boolean }) {
  return (
    <EmptyState
      icon={<PackageCheck size={40} />}
      title={searched ? STOCK_MESSAGES.noMatch : STOCK_MESSAGES.empty}
      text={
        searched
          ? 'Pruebe con otro nombre, modelo, SKU o marca.'
          : 'Los productos aparecen aquí cuando su stock llega a su stock mínimo.'
      }
    />
  );
}

import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { formatCop, type AdminProductRow } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Image } from '../../../components/ui/image/image';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import type { TableSelection } from '../../../components/ui/record-table/use-row-selection';
import type { TableSort } from '../../../components/ui/record-table/use-sort-param';
import { paths } from '../../../config/paths';
import { fileUrl } from '../../../lib/file-url';
import { vatPercent } from '../../../utils/format';
import styles from './products-table.module.css';

// The name is a real link; it also covers its row (or card), so a click anywhere opens the detail.
const TITLE: RecordColumn<AdminProductRow> = {
  header: 'Producto',
  sortKey: 'name',
  cell: (product) => (
    <span className={styles.identity}>
      <Image
        src={fileUrl('product', product.images.product_url)}
        alt=""
        width={56}
        height={56}
        className={styles.thumb}
      />
      <span className={styles.names}>
        <Link className={styles.rowLink} to={paths.dashboardProduct.getHref(product.id)}>
          {product.name}
        </Link>
        <span className={styles.secondary}>
          {product.brand.name} · {product.model}
        </span>
      </span>
    </span>
  ),
};

const COLUMNS: RecordColumn<AdminProductRow>[] = [
  { header: 'SKU', sortKey: 'sku', nowrap: true, cell: (product) => product.sku },
  {
    header: 'Precio base',
    sortKey: 'price',
    numeric: true,
    nowrap: true,
    cell: (product) => (
      <span className={styles.price}>
        {formatCop(product.price)}
        <span className={styles.secondary}>IVA {vatPercent(product.vat)}</span>
      </span>
    ),
  },
  {
    header: 'Stock',
    sortKey: 'stock',
    numeric: true,
    cell: (product) => (
      <span className={product.stock <= product.minimumStock ? styles.low : undefined}>
        {product.stock}
        <span className="visually-hidden"> (mínimo {product.minimumStock})</span>
      </span>
    ),
  },
  {
    header: 'Estado',
    cell: (product) =>
      product.available ? (
        <Badge tone="success">Disponible</Badge>
      ) : (
        <Badge tone="danger">No disponible</Badge>
      ),
  },
];

interface ProductsTableProps {
  products: readonly AdminProductRow[];
  sort: TableSort;
  selection: TableSelection<AdminProductRow, string | number>;
}

/**
 * The products of one page: a wide table, cards on phones; each opens the product's detail, and
 * each can be ticked for a bulk change.
 */
export function ProductsTable({ products, sort, selection }: ProductsTableProps) {
  return (
    <div className={styles.clickable}>
      <RecordTable
        caption="Productos"
        rows={products}
        rowKey={(product) => product.id}
        title={TITLE}
        columns={COLUMNS}
        sort={sort}
        selection={selection}
      />
    </div>
  );
}

export function ProductsEmpty({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState
      icon={<PackageSearch size={40} />}
      title={
        filtered
          ? 'Ningún producto coincide con la búsqueda o los filtros.'
          : 'Aún no hay productos.'
      }
      text={
        filtered
          ? "Pruebe con otro nombre, modelo o SKU, o use 'Quitar filtros'."
          : "Use 'Crear producto' o 'Carga masiva'."
      }
    />
  );
}

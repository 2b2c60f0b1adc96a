import { Link } from 'react-router';
import { PackageSearch } from 'lucide-react';
import { formatCop, type AdminProductRow } from '@shop/shared';
import { Badge } from '../../../components/ui/badge/badge';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { Image } from '../../../components/ui/image/image';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { fileUrl } from '../../../lib/file-url';
import { vatPercent } from '../../../utils/format';
import styles from './products-table.module.css';

// The name is a real link; it also covers its row (or card), so a click anywhere opens the detail.
const TITLE: RecordColumn<AdminProductRow> = {
  header: 'Producto',
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
  { header: 'SKU', nowrap: true, cell: (product) => product.sku },
  {
    header: 'Precio base',
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

/** The products of one page: a wide table, cards on phones; each opens the product's detail. */
export function ProductsTable({ products }: { products: readonly AdminProductRow[] }) {
  return (
    <div className={styles.clickable}>
      <RecordTable
        caption="Productos"
        rows={products}
        rowKey={(product) => product.id}
        title={TITLE}
        columns={COLUMNS}
      />
    </div>
  );
}

export function ProductsEmpty({ searched }: { searched: boolean }) {
  return (
    <EmptyState
      icon={<PackageSearch size={40} />}
      title={searched ? 'Ningún producto coincide con la búsqueda.' : 'Aún no hay productos.'}
      text={
        searched
          ? 'Pruebe con otro nombre, modelo o SKU.'
          : "Use 'Crear producto' o 'Carga masiva'."
      }
    />
  );
}

import { ImageOff, Pencil, Tags, Trash2 } from 'lucide-react';
import type { BrandAdmin } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import styles from './brands-table.module.css';

const NAME: RecordColumn<BrandAdmin> = {
  header: 'Marca',
  cell: (brand) => (
    <span className={styles.brand}>
      {brand.logo ? (
        <img className={styles.logo} src={brand.logo} alt="" width={72} height={40} />
      ) : (
        <span className={styles.noLogo} title="Sin logo">
          <ImageOff size={18} aria-hidden="true" />
        </span>
      )}
      {brand.name}
    </span>
  ),
};

const COLUMNS: RecordColumn<BrandAdmin>[] = [
  {
    header: 'Título',
    cell: (brand) => brand.title || <span className={styles.faded}>Sin título</span>,
  },
  {
    header: 'Productos',
    numeric: true,
    cell: (brand) => brand.products.toLocaleString('es-CO'),
  },
];

interface BrandsTableProps {
  brands: readonly BrandAdmin[];
  onEdit: (brand: BrandAdmin) => void;
  onDelete: (brand: BrandAdmin) => void;
}

/** Every brand with its logo, title and how many products use it. */
export function BrandsTable({ brands, onEdit, onDelete }: BrandsTableProps) {
  if (!brands.length) return <EmptyState icon={<Tags size={40} />} title="No hay marcas" />;
  return (
    <RecordTable
      caption="Marcas"
      rows={brands}
      rowKey={(brand) => brand.id}
      title={NAME}
      columns={COLUMNS}
      actions={(brand) => (
        <>
          <Button
            variant="secondary"
            className={styles.action}
            icon={<Pencil size={16} aria-hidden="true" />}
            onClick={() => onEdit(brand)}
          >
            Editar<span className="visually-hidden"> la marca {brand.name}</span>
          </Button>
          <Button
            variant="secondary"
            className={styles.action}
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => onDelete(brand)}
          >
            Eliminar<span className="visually-hidden"> la marca {brand.name}</span>
          </Button>
        </>
      )}
    />
  );
}

import { FolderTree, Pencil, Trash2 } from 'lucide-react';
import type { CategoryAdmin } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { EmptyState } from '../../../components/ui/empty-state/empty-state';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import styles from './categories-tables.module.css';

const NAME: RecordColumn<CategoryAdmin> = { header: 'Nombre', cell: (row) => row.name };
const PRODUCTS: RecordColumn<CategoryAdmin> = {
  header: 'Productos',
  numeric: true,
  cell: (row) => row.products.toLocaleString('es-CO'),
};

const LEVEL_1: RecordColumn<CategoryAdmin>[] = [
  PRODUCTS,
  {
    header: 'Subcategorías',
    numeric: true,
    cell: (row) => row.subcategories.toLocaleString('es-CO'),
  },
];
const LEVEL_2: RecordColumn<CategoryAdmin>[] = [
  { header: 'Categoría padre', cell: (row) => row.parentName ?? '—' },
  PRODUCTS,
];

interface CategoriesTablesProps {
  categories: readonly CategoryAdmin[];
  onRename: (category: CategoryAdmin) => void;
  onDelete: (category: CategoryAdmin) => void;
}

/** The two tables of the spec: level 1, and level 2 with its parent's name. */
export function CategoriesTables({ categories, onRename, onDelete }: CategoriesTablesProps) {
  const levels = [
    { level: 1, heading: 'Nivel 1', columns: LEVEL_1 },
    { level: 2, heading: 'Nivel 2', columns: LEVEL_2 },
  ] as const;
  return (
    <div className={styles.tables}>
      {levels.map(({ level, heading, columns }) => {
        const rows = categories.filter((c) => c.level === level);
        return (
          <section key={level} className={styles.level} aria-labelledby={`categorias-${level}`}>
            <h2 id={`categorias-${level}`} className={styles.heading}>
              {heading}
              <span className={styles.count}>{rows.length.toLocaleString('es-CO')}</span>
            </h2>
            {rows.length ? (
              <RecordTable
                caption={`Categorías de ${heading.toLowerCase()}`}
                rows={rows}
                rowKey={(row) => row.id}
                title={NAME}
                columns={columns}
                actions={(row) => (
                  <div className={styles.actions}>
                    <Button
                      variant="secondary"
                      className={styles.action}
                      icon={<Pencil size={16} aria-hidden="true" />}
                      onClick={() => onRename(row)}
                    >
                      Renombrar<span className="visually-hidden"> la categoría {row.name}</span>
                    </Button>
                    <Button
                      variant="secondary"
                      className={styles.action}
                      icon={<Trash2 size={16} aria-hidden="true" />}
                      onClick={() => onDelete(row)}
                    >
                      Eliminar<span className="visually-hidden"> la categoría {row.name}</span>
                    </Button>
                  </div>
                )}
              />
            ) : (
              <EmptyState
                icon={<FolderTree size={40} />}
                title={`No hay categorías de ${heading.toLowerCase()}`}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}

import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { sectionLabel, type ContentSection } from '@shop/shared';
import { Button, buttonClassName } from '../../../components/ui/button/button';
import { IconButton } from '../../../components/ui/button/icon-button';
import { RecordTable, type RecordColumn } from '../../../components/ui/record-table/record-table';
import { paths } from '../../../config/paths';
import { storefrontUse } from '../utils/storefront-use';
import styles from './sections-table.module.css';

const TITLE: RecordColumn<ContentSection> = {
  header: 'Sección',
  cell: (section) => sectionLabel(section.name),
};

const COLUMNS: RecordColumn<ContentSection>[] = [
  {
    header: 'En la tienda',
    cell: (section) =>
      storefrontUse(section.name) ?? <span className={styles.faded}>No se muestra</span>,
  },
  {
    header: 'Grupos',
    numeric: true,
    cell: (section) => section.content.length.toLocaleString('es-CO'),
  },
];

interface SectionsTableProps {
  sections: readonly ContentSection[];
  /** The section being moved: every move button waits for it. */
  isMoving: boolean;
  onMove: (section: ContentSection, direction: 'up' | 'down') => void;
  onDelete: (section: ContentSection) => void;
}

/** The sections in their order, each with move up/down (not past the ends), edit and delete. */
export function SectionsTable({ sections, isMoving, onMove, onDelete }: SectionsTableProps) {
  const last = sections.length - 1;
  return (
    <RecordTable
      caption="Secciones de contenido"
      rows={sections}
      rowKey={(section) => section.id}
      title={TITLE}
      columns={COLUMNS}
      actions={(section) => {
        const index = sections.indexOf(section);
        return (
          <>
            <IconButton
              label={`Subir la sección ${sectionLabel(section.name)}`}
              icon={<ArrowUp size={18} aria-hidden="true" />}
              disabled={index === 0 || isMoving}
              onClick={() => onMove(section, 'up')}
            />
            <IconButton
              label={`Bajar la sección ${sectionLabel(section.name)}`}
              icon={<ArrowDown size={18} aria-hidden="true" />}
              disabled={index === last || isMoving}
              onClick={() => onMove(section, 'down')}
            />
            <Link
              to={paths.dashboardContentUpdate.getHref(section.id)}
              className={buttonClassName({ variant: 'secondary', className: styles.action })}
            >
              <Pencil size={16} aria-hidden="true" />
              Editar
              <span className="visually-hidden"> la sección {sectionLabel(section.name)}</span>
            </Link>
            <Button
              variant="secondary"
              className={styles.action}
              icon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => onDelete(section)}
            >
              Eliminar
              <span className="visually-hidden"> la sección {sectionLabel(section.name)}</span>
            </Button>
          </>
        );
      }}
    />
  );
}

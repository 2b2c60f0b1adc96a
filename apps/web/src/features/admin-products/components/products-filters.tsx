import { X } from 'lucide-react';
import { STOCK_FILTERS } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { SelectField } from '../../../components/ui/form/select-field';
import { RecordOptions } from '../../../components/ui/form/record-options';
import { useBrandOptions, useCategoryOptions } from '../api/get-product-options';
import {
  categoryChoices,
  hasProductFilters,
  NO_PRODUCT_FILTERS,
  STOCK_FILTER_LABELS,
  type ProductFilters,
} from '../utils/product-filters';
import styles from './products-filters.module.css';

const AVAILABILITY = [
  { value: 'true', label: 'Disponibles' },
  { value: 'false', label: 'No disponibles' },
] as const;

/** Brand, category, availability and stock: each change narrows the grid at once. */
export function ProductsFilters({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (filters: ProductFilters) => void;
}) {
  const brands = useBrandOptions().data ?? [];
  const categories = categoryChoices(
    useCategoryOptions(1).data ?? [],
    useCategoryOptions(2).data ?? [],
  );
  const idOf = (value: string) => (value ? Number(value) : undefined);

  return (
    <div className={styles.filters} role="group" aria-label="Filtrar productos">
      <SelectField
        label="Marca"
        value={filters.brand ?? ''}
        onChange={(event) => onChange({ ...filters, brand: idOf(event.target.value) })}
      >
        <option value="">Todas</option>
        <RecordOptions records={brands} label={(brand) => brand.name} />
      </SelectField>
      <SelectField
        label="Categoría"
        value={filters.category ?? ''}
        onChange={(event) => onChange({ ...filters, category: idOf(event.target.value) })}
      >
        <option value="">Todas</option>
        <RecordOptions records={categories} label={(choice) => choice.label} />
      </SelectField>
      <SelectField
        label="Disponibilidad"
        value={filters.available === undefined ? '' : String(filters.available)}
        onChange={(event) =>
          onChange({
            ...filters,
            available: event.target.value ? event.target.value === 'true' : undefined,
          })
        }
      >
        <option value="">Todas</option>
        {AVAILABILITY.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Stock"
        value={filters.stock ?? ''}
        onChange={(event) =>
          onChange({ ...filters, stock: STOCK_FILTERS.find((s) => s === event.target.value) })
        }
      >
        <option value="">Todo</option>
        {STOCK_FILTERS.map((stock) => (
          <option key={stock} value={stock}>
            {STOCK_FILTER_LABELS[stock]}
          </option>
        ))}
      </SelectField>
      {hasProductFilters(filters) ? (
        <Button
          variant="ghost"
          icon={<X size={16} aria-hidden="true" />}
          className={styles.clear}
          onClick={() => onChange(NO_PRODUCT_FILTERS)}
        >
          Quitar filtros
        </Button>
      ) : null}
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../../../components/ui/button/button';
import {
  PayMethodSelect,
  PaymentStatusSelect,
} from '../../../components/ui/form/payment-filter-fields';
import { TextField } from '../../../components/ui/form/text-field';
import { hasPaymentFilters, type PaymentFilters } from '../utils/payment-filters';
import styles from './payments-filters-form.module.css';

interface PaymentsFiltersFormProps {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
}

/**
 * Payment status, method and a search by order or customer. The lists apply as soon as they
 * change; the search when it is submitted, so each keystroke does not ask the server.
 */
export function PaymentsFiltersForm({ filters, onChange }: PaymentsFiltersFormProps) {
  const [search, setSearch] = useState(filters.search ?? '');
  const apply = (next: PaymentFilters) => {
    const typed = search.trim();
    onChange({ ...next, search: typed || undefined });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(filters);
  };
  const clear = () => {
    setSearch('');
    onChange({});
  };

  return (
    <form className={styles.filters} role="search" aria-label="Filtrar pagos" onSubmit={submit}>
      <PaymentStatusSelect
        value={filters.paymentStatus}
        onChange={(paymentStatus) => apply({ ...filters, paymentStatus })}
      />
      <PayMethodSelect
        value={filters.payMethod}
        onChange={(payMethod) => apply({ ...filters, payMethod })}
      />
      <div className={styles.search}>
        <TextField
          label="Orden o cliente"
          type="search"
          placeholder="ORD-…, orden de compra, nombre, correo, NIT o razón social"
          value={search}
          maxLength={100}
          fieldClassName={styles.searchField}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="secondary" icon={<Search size={18} aria-hidden="true" />}>
          Buscar
        </Button>
      </div>
      {hasPaymentFilters(filters) ? (
        <Button
          variant="ghost"
          className={styles.clear}
          icon={<X size={18} aria-hidden="true" />}
          onClick={clear}
        >
          Quitar filtros
        </Button>
      ) : null}
    </form>
  );
}

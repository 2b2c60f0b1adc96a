import { useState, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { HISTORY_TYPES, ORDER_STATUSES, QUOTE_STATUSES, type HistoryType } from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import {
  PayMethodSelect,
  PaymentStatusSelect,
} from '../../../components/ui/form/payment-filter-fields';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import {
  hasFilters,
  HISTORY_STATUS_LABELS,
  HISTORY_TYPE_LABELS,
  statusesFor,
  takesPaymentFilters,
  type HistoryFilters,
  type HistoryStatus,
} from '../utils/history-filters';
import styles from './history-filters-form.module.css';

interface HistoryFiltersFormProps {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
  /** Why the filters cannot be sent as they are (a range ending before it starts). */
  problem?: string | undefined;
}

const statusOptions = (statuses: readonly HistoryStatus[]) =>
  statuses.map((status) => (
    <option key={status} value={status}>
      {HISTORY_STATUS_LABELS[status]}
    </option>
  ));

/**
 * Type, status, payment status and method (orders only), Bogotá days, the day a quote's validity
 * ends by (quotes only) and customer. The lists and the days apply as soon as they change;
 * the customer text when it is submitted, so each keystroke does not ask the server.
 */
export function HistoryFiltersForm({ filters, onChange, problem }: HistoryFiltersFormProps) {
  const [customer, setCustomer] = useState(filters.customer ?? '');
  const apply = (next: HistoryFilters) => {
    const typed = customer.trim();
    onChange({ ...next, ...(typed ? { customer: typed } : { customer: undefined }) });
  };

  const changeType = (value: string) => {
    const type = (HISTORY_TYPES as readonly string[]).includes(value)
      ? (value as HistoryType)
      : undefined;
    // A status the new type never has would match nothing.
    const status =
      filters.status && statusesFor(type).includes(filters.status) ? filters.status : undefined;
    // Quotes are not paid: a payment filter would match none of them.
    const payment = takesPaymentFilters(type)
      ? {}
      : { paymentStatus: undefined, payMethod: undefined };
    // Only quotes have a validity to end.
    const expiresBy = type === 'quote' ? filters.expiresBy : undefined;
    apply({ ...filters, type, status, expiresBy, ...payment });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(filters);
  };

  const clear = () => {
    setCustomer('');
    onChange({});
  };

  return (
    <form className={styles.filters} role="search" aria-label="Filtrar historial" onSubmit={submit}>
      <SelectField
        label="Tipo"
        value={filters.type ?? ''}
        onChange={(event) => changeType(event.target.value)}
      >
        <option value="">Todos</option>
        {HISTORY_TYPES.map((type) => (
          <option key={type} value={type}>
            {HISTORY_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Estado"
        value={filters.status ?? ''}
        onChange={(event) =>
          apply({ ...filters, status: (event.target.value || undefined) as HistoryStatus })
        }
      >
        <option value="">Todos</option>
        {filters.type ? (
          statusOptions(statusesFor(filters.type))
        ) : (
          <>
            <optgroup label="Órdenes">{statusOptions(ORDER_STATUSES)}</optgroup>
            <optgroup label="Cotizaciones">{statusOptions(QUOTE_STATUSES)}</optgroup>
          </>
        )}
      </SelectField>
      <PaymentStatusSelect
        value={filters.paymentStatus}
        disabled={!takesPaymentFilters(filters.type)}
        onChange={(paymentStatus) => apply({ ...filters, paymentStatus })}
      />
      <PayMethodSelect
        value={filters.payMethod}
        disabled={!takesPaymentFilters(filters.type)}
        onChange={(payMethod) => apply({ ...filters, payMethod })}
      />
      <TextField
        label="Desde"
        type="date"
        fieldClassName={styles.date}
        value={filters.from ?? ''}
        max={filters.to}
        error={problem}
        onChange={(event) => apply({ ...filters, from: event.target.value || undefined })}
      />
      <TextField
        label="Hasta"
        type="date"
        fieldClassName={styles.date}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => apply({ ...filters, to: event.target.value || undefined })}
      />
      <TextField
        label="Vence hasta"
        type="date"
        fieldClassName={styles.date}
        value={filters.expiresBy ?? ''}
        disabled={filters.type !== 'quote'}
        onChange={(event) => apply({ ...filters, expiresBy: event.target.value || undefined })}
      />
      <div className={styles.customer}>
        <TextField
          label="Cliente u orden de compra"
          type="search"
          placeholder="Nombre, NIT u orden de compra"
          value={customer}
          maxLength={100}
          fieldClassName={styles.customerField}
          onChange={(event) => setCustomer(event.target.value)}
        />
        <Button type="submit" variant="secondary" icon={<Search size={18} aria-hidden="true" />}>
          Buscar
        </Button>
      </div>
      {hasFilters(filters) ? (
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

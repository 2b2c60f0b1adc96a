import { Search, X } from 'lucide-react';
import {
  CLIENT_STATUS_LABELS,
  CLIENT_STATUSES,
  CLIENT_TYPE_LABELS,
  CLIENT_TYPES,
} from '@shop/shared';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { SelectField } from '../../../components/ui/form/select-field';
import { TextField } from '../../../components/ui/form/text-field';
import { useDebouncedSearch } from '../../../hooks/use-debounced-search';
import { hasClientFilters, type ClientFilters } from '../utils/client-filters';
import styles from './clients-filters.module.css';

interface ClientsFiltersProps {
  filters: ClientFilters;
  onChange: (filters: ClientFilters) => void;
}

/** Search, status, client type and 'Solicitudes de tipo': each change narrows the list at once. */
export function ClientsFilters({ filters, onChange }: ClientsFiltersProps) {
  const { text, type, submit, cancel } = useDebouncedSearch(filters.search, (search) =>
    onChange({ ...filters, search }),
  );

  return (
    <form
      role="search"
      className={styles.filters}
      aria-label="Filtrar clientes"
      onSubmit={(event) => {
        // Enter searches at once, without waiting for the pause.
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        type="search"
        label="Buscar clientes"
        placeholder="Nombre, correo o NIT"
        value={text}
        maxLength={100}
        onChange={(event) => type(event.target.value)}
        suffix={<Search size={18} aria-hidden="true" />}
        fieldClassName={styles.search}
      />
      <SelectField
        label="Estado"
        value={filters.status ?? ''}
        onChange={(event) =>
          onChange({ ...filters, status: CLIENT_STATUSES.find((s) => s === event.target.value) })
        }
      >
        <option value="">Todos</option>
        {CLIENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {CLIENT_STATUS_LABELS[status]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Tipo de cliente"
        value={filters.clientType ?? ''}
        onChange={(event) =>
          onChange({ ...filters, clientType: CLIENT_TYPES.find((t) => t === event.target.value) })
        }
      >
        <option value="">Todos</option>
        {CLIENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {CLIENT_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <div className={styles.toggles}>
        <CheckboxField
          label="Solicitudes de tipo"
          checked={filters.typeRequests}
          onChange={(event) => onChange({ ...filters, typeRequests: event.target.checked })}
        />
        <CheckboxField
          label="Perfil tributario por confirmar"
          checked={filters.taxProfilePending}
          onChange={(event) => onChange({ ...filters, taxProfilePending: event.target.checked })}
        />
        <CheckboxField
          label="Cambios de ciudad"
          checked={filters.municipalityRequests}
          onChange={(event) => onChange({ ...filters, municipalityRequests: event.target.checked })}
        />
        {hasClientFilters(filters) ? (
          <Button
            variant="ghost"
            icon={<X size={16} aria-hidden="true" />}
            onClick={() => {
              cancel();
              onChange({
                search: '',
                status: undefined,
                clientType: undefined,
                typeRequests: false,
                taxProfilePending: false,
                municipalityRequests: false,
              });
            }}
          >
            Quitar filtros
          </Button>
        ) : null}
      </div>
    </form>
  );
}

import {
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { ChevronDown } from 'lucide-react';
import { toast } from '../../../lib/toast';
import type { Municipality } from '@shop/shared';
import { useMunicipalities } from '../../../hooks/use-municipalities';
import { cx } from '../../../utils/cx';
import { filterOptions, toOptions } from '../../../utils/filter-municipalities';
import { describedBy, Field } from './field';
import formStyles from './form.module.css';
import styles from './city-combobox.module.css';

/** The city list could not be read (docs/architecture.md, "Contract: validation and messages"). */
const CITIES_FAILED = 'Error al cargar las ciudades';

// Enough to scroll through; typing narrows the ~1,100 towns faster than scrolling ever would.
const MAX_OPTIONS = 60;

interface CityComboboxProps {
  /** DANE code of the chosen municipality. */
  value: string | undefined;
  onChange: (municipality: Municipality) => void;
  onBlur: () => void;
  ref?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** The search box's hint; the account form uses the spec's 'Buscar ciudad…'. */
  placeholder?: string;
  /** 'Ciudad' unless the form names the place otherwise. */
  label?: string;
  help?: string;
}

/** 'Ciudad': an editable combobox with a filtered list (WAI-ARIA APG, list autocomplete). */
export function CityCombobox({
  value,
  onChange,
  onBlur,
  ref,
  error,
  placeholder = 'Escriba para buscar su ciudad',
  label = 'Ciudad',
  help,
}: CityComboboxProps) {
  const id = useId();
  const listId = `${id}-lista`;
  const { data: municipalities, isPending, isError, refetch } = useMunicipalities();
  const options = useMemo(() => toOptions(municipalities ?? []), [municipalities]);
  const [query, setQuery] = useState<string | null>(null); // null: not typing, show the choice
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  useEffect(() => {
    if (isError) toast.error(CITIES_FAILED, { toastId: 'cities-failed' });
  }, [isError]);

  const selected = options.find((o) => o.municipality.municipalityDaneCode === value);
  const matches = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const shown = matches.slice(0, MAX_OPTIONS);
  const activeOption = open ? shown[active] : undefined;
  const optionId = (code: string) => `${id}-${code}`;
  const activeId = activeOption
    ? optionId(activeOption.municipality.municipalityDaneCode)
    : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    setOpen(true);
    // A failed load is retried when the user comes back to the list.
    if (isError) void refetch();
  };

  const selectChoice = (event: SyntheticEvent<HTMLInputElement>) => {
    if (query === null) event.currentTarget.select();
  };

  const choose = (municipality: Municipality) => {
    onChange(municipality);
    setQuery(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.min(i + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          choose(activeOption.municipality);
        }
        break;
      case 'Escape':
        // Close the list only; the dialog around the form must stay open.
        if (open || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setQuery(null);
        }
        break;
    }
  };

  return (
    <Field id={id} label={label} error={error} help={help}>
      <div className={formStyles.control}>
        <input
          ref={ref}
          id={id}
          type="text"
          role="combobox"
          className={cx(formStyles.input, styles.input)}
          autoComplete="off"
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, help })}
          value={query ?? selected?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          // Typing in the box replaces the chosen city instead of appending to its name.
          onFocus={selectChoice}
          onClick={(event) => {
            selectChoice(event);
            openList();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
            onBlur();
          }}
        />
        <ChevronDown className={styles.chevron} size={18} aria-hidden="true" />
        {open ? (
          <div className={styles.popup}>
            <ul
              id={listId}
              role="listbox"
              aria-label="Ciudades"
              className={styles.list}
              // Focus stays in the input while an option is clicked: no blur closes the list first.
              onMouseDown={(event) => event.preventDefault()}
            >
              {shown.map((option, index) => (
                <li
                  key={option.municipality.municipalityDaneCode}
                  id={optionId(option.municipality.municipalityDaneCode)}
                  role="option"
                  aria-selected={option.municipality.municipalityDaneCode === value}
                  className={cx(styles.option, index === active && styles.active)}
                  onClick={() => choose(option.municipality)}
                  onMouseMove={() => setActive(index)}
                >
                  {option.label}
                </li>
              ))}
            </ul>
            {isPending ? (
              <p className={styles.note}>Cargando ciudades…</p>
            ) : isError ? (
              <p className={styles.note}>No pudimos cargar la lista de ciudades.</p>
            ) : shown.length === 0 ? (
              <p className={styles.note}>No encontramos ciudades con ese nombre.</p>
            ) : matches.length > shown.length ? (
              <p className={styles.note}>Escriba para ver más de {matches.length} ciudades.</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </Field>
  );
}

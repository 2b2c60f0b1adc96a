import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button/button';
import { CheckboxField } from '../../../components/ui/form/checkbox-field';
import { TextField } from '../../../components/ui/form/text-field';
import { hasActiveFilters, type ListingState } from '../utils/listing-params';
import { parsePriceRange } from '../utils/price-range';
import styles from './listing-filters.module.css';

export interface FilterOption<T> {
  value: T;
  label: string;
}

export interface ListingFiltersProps {
  state: ListingState;
  onChange: (change: Partial<ListingState>) => void;
  /** Prices exist only for a signed-in customer, so the price filter does too. */
  showPrice: boolean;
  /** Undefined hides the group (e.g. brands on a brand's own page). */
  brandOptions?: FilterOption<string>[] | undefined;
  categoryOptions?: FilterOption<number>[] | undefined;
}

/** Price range, brands and categories; each change updates the address (and the list). */
export function ListingFilters({
  state,
  onChange,
  showPrice,
  brandOptions,
  categoryOptions,
}: ListingFiltersProps) {
  const brandsChosen = new Set(state.brands.map((name) => name.toLowerCase()));
  const toggleBrand = (name: string, checked: boolean) =>
    onChange({
      brands: checked
        ? [...state.brands, name]
        : state.brands.filter((chosen) => chosen.toLowerCase() !== name.toLowerCase()),
    });
  const toggleCategory = (id: number, checked: boolean) =>
    onChange({
      categories: checked
        ? [...state.categories, id]
        : state.categories.filter((chosen) => chosen !== id),
    });

  return (
    <div className={styles.filters}>
      {showPrice ? (
        <PriceFilter
          // A new address (e.g. 'Limpiar filtros') starts the boxes from its values.
          key={`${state.minPrice}-${state.maxPrice}`}
          minPrice={state.minPrice}
          maxPrice={state.maxPrice}
          onApply={(range) => onChange(range)}
        />
      ) : null}
      {brandOptions && brandOptions.length > 0 ? (
        <OptionGroup
          legend="Marca"
          options={brandOptions}
          isChecked={(name) => brandsChosen.has(name.toLowerCase())}
          onToggle={toggleBrand}
        />
      ) : null}
      {categoryOptions && categoryOptions.length > 0 ? (
        <OptionGroup
          legend="Categoría"
          options={categoryOptions}
          isChecked={(id) => state.categories.includes(id)}
          onToggle={toggleCategory}
        />
      ) : null}
      {hasActiveFilters(state) ? (
        <Button
          variant="link"
          className={styles.clear}
          onClick={() =>
            onChange({ minPrice: undefined, maxPrice: undefined, brands: [], categories: [] })
          }
        >
          Limpiar filtros
        </Button>
      ) : null}
    </div>
  );
}

interface PriceFilterProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onApply: (range: { minPrice: number | undefined; maxPrice: number | undefined }) => void;
}

function PriceFilter({ minPrice, maxPrice, onApply }: PriceFilterProps) {
  const [min, setMin] = useState(minPrice?.toString() ?? '');
  const [max, setMax] = useState(maxPrice?.toString() ?? '');
  const [errors, setErrors] = useState<{ minPrice?: string; maxPrice?: string }>({});
  const headingId = useId();
  const helpId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void parsePriceRange(min, max).then((result) => {
      setErrors(result.errors);
      if (result.value) onApply(result.value);
    });
  };

  return (
    <form className={styles.group} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <h2 id={headingId} className={styles.legend}>
        Precio
      </h2>
      <p id={helpId} className={styles.help}>
        En pesos, antes de IVA.
      </p>
      <div className={styles.priceRow}>
        <TextField
          label="Precio mínimo"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          value={min}
          error={errors.minPrice}
          aria-describedby={helpId}
          onChange={(event) => setMin(event.target.value)}
        />
        <TextField
          label="Precio máximo"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Sin límite"
          value={max}
          error={errors.maxPrice}
          aria-describedby={helpId}
          onChange={(event) => setMax(event.target.value)}
        />
      </div>
      <Button type="submit" variant="secondary" block>
        Aplicar
      </Button>
    </form>
  );
}

interface OptionGroupProps<T> {
  legend: string;
  options: FilterOption<T>[];
  isChecked: (value: T) => boolean;
  onToggle: (value: T, checked: boolean) => void;
}

function OptionGroup<T extends string | number>({
  legend,
  options,
  isChecked,
  onToggle,
}: OptionGroupProps<T>) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            checked={isChecked(option.value)}
            onChange={(event) => onToggle(option.value, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

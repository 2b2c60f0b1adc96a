import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Tags } from 'lucide-react';
import type { Brand } from '@shop/shared';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { brandsQueryOptions, useBrands } from '../api/get-brands';
import { filterBrands } from '../utils/filter-brands';
import { BRANDS_ERROR } from '../utils/messages';
import styles from './brand-picker.module.css';

interface BrandPickerProps {
  /** Runs after choosing a brand, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/**
 * 'Marcas' beside the search box: a filter box ('Buscar marca…') over the brand list; choosing
 * one opens /brand/{id}/{name}. The list is read the first time the button is pointed at or opened.
 */
export function BrandPicker({ onNavigate }: BrandPickerProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const popupId = useId();

  const prefetch = () => void queryClient.prefetchQuery(brandsQueryOptions());
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !wrapperRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Tabbing out of the list closes it, as a drop-down should.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && wrapperRef.current?.contains(next)) return;
    if (next !== null) setOpen(false);
  };

  return (
    <div ref={wrapperRef} className={styles.wrapper} onBlur={onBlur}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        // As the settings menu button (APG): aria-expanded only while the list is shown.
        aria-expanded={open || undefined}
        aria-controls={open ? popupId : undefined}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Tags size={18} aria-hidden="true" />
        <span className={styles.triggerText}>Marcas</span>
        <ChevronDown size={16} aria-hidden="true" className={styles.chevron} />
      </button>
      {open ? (
        <BrandPopup
          id={popupId}
          onChoose={() => {
            close(false);
            onNavigate?.();
          }}
          onDismiss={() => close(true)}
        />
      ) : null}
    </div>
  );
}

interface BrandPopupProps {
  id: string;
  onChoose: () => void;
  onDismiss: () => void;
}

function BrandPopup({ id, onChoose, onDismiss }: BrandPopupProps) {
  const { data: brands = [], isPending, isError } = useBrands();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  useErrorToast(isError, BRANDS_ERROR);

  const matches = filterBrands(brands, query);
  const optionId = (index: number) => `${listId}-${index}`;
  const activeBrand = matches[active];

  useEffect(() => {
    if (active < 0) return;
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const choose = (brand: Brand) => {
    navigate(paths.brand.getHref(brand.id, brand.name));
    onChoose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => (index >= last ? 0 : index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => (index <= 0 ? last : index - 1));
        break;
      case 'Enter': {
        event.preventDefault();
        const target = activeBrand ?? (matches.length === 1 ? matches[0] : undefined);
        if (target) choose(target);
        break;
      }
      case 'Escape':
        // Stop here: the mobile menu around the picker must stay open.
        event.preventDefault();
        event.stopPropagation();
        onDismiss();
        break;
    }
  };

  return (
    <div id={id} role="dialog" aria-label="Marcas" className={styles.popup}>
      <input
        type="search"
        className={styles.filter}
        placeholder="Buscar marca…"
        aria-label="Buscar marca"
        aria-controls={listId}
        aria-activedescendant={activeBrand ? optionId(active) : undefined}
        autoComplete="off"
        // The popup opens on request, so its filter box takes the focus at once.
        autoFocus
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      {isPending ? (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden" role="status">
            Cargando marcas…
          </span>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={20} width={`${60 + ((index * 17) % 35)}%`} />
          ))}
        </div>
      ) : null}
      <ul ref={listRef} id={listId} role="listbox" aria-label="Marcas" className={styles.list}>
        {matches.map((brand, index) => (
          <li
            key={brand.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            data-index={index}
            className={styles.option}
            onPointerMove={() => setActive(index)}
            onClick={() => choose(brand)}
          >
            {brand.name}
          </li>
        ))}
      </ul>
      {!isPending && matches.length === 0 ? (
        <p className={styles.empty} role="status">
          {isError
            ? 'No fue posible cargar las marcas.'
            : query
              ? `Ninguna marca coincide con «${query}».`
              : 'No hay marcas disponibles.'}
        </p>
      ) : null}
    </div>
  );
}

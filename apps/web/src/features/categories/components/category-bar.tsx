import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import type { Category } from '@shop/shared';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { cx } from '../../../utils/cx';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { categoryQueryOptions } from '../api/get-category';
import { useCategories } from '../api/get-categories';
import { CATEGORIES_ERROR } from '../utils/messages';
import { SubcategoryLinks } from './subcategory-links';
import styles from './category-bar.module.css';

// A pointer crossing the bar on its way down the page should not open every panel it touches.
const HOVER_DELAY_MS = 120;

/**
 * Large screens: the level-1 categories under the header. Pointing at one (or focusing it from the
 * keyboard, or tapping it) loads its subcategories into a 3-column panel that fades in; leaving the
 * bar hides it
 * (docs/architecture.md, "Contract: screens and routes" and "Contract: constants and limits").
 */
export function CategoryBar() {
  const { data: categories = [], isPending, isError } = useCategories(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  // Escape hands focus back to the category's button; that focus must not open it again.
  const refocusing = useRef(false);
  useErrorToast(isError, CATEGORIES_ERROR);

  const clearTimer = () => window.clearTimeout(timer.current);
  useEffect(() => clearTimer, []);

  const openSoon = (id: number) => {
    clearTimer();
    void queryClient.prefetchQuery(categoryQueryOptions(id));
    // Moving along an open bar switches at once; only the first opening waits.
    if (openId !== null) setOpenId(id);
    else timer.current = window.setTimeout(() => setOpenId(id), HOVER_DELAY_MS);
  };
  const close = () => {
    clearTimer();
    setOpenId(null);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || openId === null) return;
    const trigger = event.currentTarget.querySelector<HTMLElement>(`[data-category="${openId}"]`);
    close();
    refocusing.current = true;
    trigger?.focus();
    refocusing.current = false;
  };

  return (
    <nav
      aria-label="Categorías"
      className={styles.nav}
      onMouseLeave={close}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {isPending ? (
        <div className={cx(styles.list, styles.loading)} aria-hidden="true">
          {[96, 132, 112, 148, 88, 120].map((width, index) => (
            <Skeleton key={index} width={width} height={16} />
          ))}
        </div>
      ) : (
        <ul role="list" className={styles.list}>
          {categories.map((category) => (
            <CategoryItem
              key={category.id}
              category={category}
              isOpen={openId === category.id}
              onHover={() => openSoon(category.id)}
              onOpen={() => {
                if (!refocusing.current) setOpenId(category.id);
              }}
              onToggle={() => setOpenId(openId === category.id ? null : category.id)}
              onClose={close}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}

interface CategoryItemProps {
  category: Category;
  isOpen: boolean;
  onHover: () => void;
  onOpen: () => void;
  onToggle: () => void;
  onClose: () => void;
}

function CategoryItem({ category, isOpen, onHover, onOpen, onToggle, onClose }: CategoryItemProps) {
  const panelId = `categoria-${category.id}-panel`;
  return (
    <li>
      <button
        type="button"
        className={styles.trigger}
        data-category={category.id}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') onHover();
        }}
        onFocus={(event) => {
          // Keyboard focus opens the panel, and Tab then walks into its links (they follow the
          // button in the page order); a mouse or touch press is handled by the click.
          if (event.currentTarget.matches(':focus-visible')) onOpen();
        }}
        onClick={onToggle}
      >
        {category.name}
        <ChevronDown size={14} aria-hidden="true" className={styles.chevron} />
      </button>
      {isOpen ? (
        <div id={panelId} className={styles.panel}>
          <div className={styles.panelInner}>
            <p className={styles.panelTitle}>{category.name}</p>
            <SubcategoryLinks
              categoryId={category.id}
              onChoose={onClose}
              className={styles.columns}
            />
            <Link
              className={styles.all}
              to={paths.category.getHref(category.id, category.name)}
              onClick={onClose}
            >
              Ver todo en {category.name}
            </Link>
          </div>
        </div>
      ) : null}
    </li>
  );
}

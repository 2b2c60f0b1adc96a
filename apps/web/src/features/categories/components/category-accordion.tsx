import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Category } from '@shop/shared';
import { Skeleton } from '../../../components/ui/skeleton/skeleton';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { useCategories } from '../api/get-categories';
import { CATEGORIES_ERROR } from '../utils/messages';
import { SubcategoryLinks } from './subcategory-links';
import styles from './category-accordion.module.css';

interface CategoryAccordionProps {
  /** Runs when a subcategory is chosen: the mobile menu closes. */
  onNavigate: () => void;
}

/**
 * The mobile menu's categories: one open at a time; opening another closes the first, and the
 * subcategories load when a category is first opened
 * (docs/architecture.md, "Contract: states and transitions"). Panels slide over 0.3 s.
 */
export function CategoryAccordion({ onNavigate }: CategoryAccordionProps) {
  const { data: categories = [], isPending, isError } = useCategories(1);
  const [expandedId, setExpandedId] = useState<number | null>(null);
  // Opened once = keep its list mounted, so it is still there while the panel slides shut.
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set());
  useErrorToast(isError, CATEGORIES_ERROR);

  const toggle = (id: number) => {
    setExpandedId((current) => (current === id ? null : id));
    setVisited((current) => (current.has(id) ? current : new Set(current).add(id)));
  };

  return (
    <nav aria-label="Categorías" className={styles.nav}>
      <h2 className={styles.heading}>Categorías</h2>
      {isPending ? (
        <div className={styles.loading} aria-hidden="true">
          {[70, 55, 80, 60].map((width, index) => (
            <Skeleton key={index} width={`${width}%`} height={20} />
          ))}
        </div>
      ) : (
        <ul role="list" className={styles.list}>
          {categories.map((category) => (
            <AccordionItem
              key={category.id}
              category={category}
              expanded={expandedId === category.id}
              mounted={visited.has(category.id)}
              onToggle={() => toggle(category.id)}
              onNavigate={onNavigate}
            />
          ))}
        </ul>
      )}
    </nav>
  );
}

interface AccordionItemProps {
  category: Category;
  expanded: boolean;
  mounted: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

function AccordionItem({ category, expanded, mounted, onToggle, onNavigate }: AccordionItemProps) {
  const panelId = `menu-categoria-${category.id}`;
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span>{category.name}</span>
        <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} data-expanded={expanded} inert={!expanded}>
        <div className={styles.panelInner}>
          {mounted ? (
            <SubcategoryLinks
              categoryId={category.id}
              onChoose={onNavigate}
              className={styles.links}
            />
          ) : null}
        </div>
      </div>
    </li>
  );
}

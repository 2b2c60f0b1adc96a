import type { SuggestionGroup, Suggestion } from '../utils/suggestions';
import styles from './suggestion-list.module.css';

interface SuggestionListProps {
  id: string;
  groups: SuggestionGroup[];
  hidden: boolean;
  /** Index of the active option over the whole list, -1 for none. */
  active: number;
  onChoose: (option: Suggestion) => void;
  onPoint: (index: number) => void;
}

/** The id of the option at `index` of the list `listId`, for `aria-activedescendant`. */
export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The search box's popup: a listbox of options in labelled groups (products, brands, categories). */
export function SuggestionList({
  id,
  groups,
  hidden,
  active,
  onChoose,
  onPoint,
}: SuggestionListProps) {
  let index = 0;
  return (
    <div id={id} role="listbox" aria-label="Sugerencias" className={styles.list} hidden={hidden}>
      {groups.map((group) => (
        <div key={group.label} role="group" aria-label={group.label} className={styles.group}>
          <div className={styles.heading} aria-hidden="true">
            {group.label}
          </div>
          {group.options.map((option) => {
            const at = index++;
            return (
              <div
                key={option.key}
                id={optionId(id, at)}
                role="option"
                aria-selected={at === active}
                className={styles.option}
                // The box keeps focus (and the list stays) until the click has chosen.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => at !== active && onPoint(at)}
                onClick={() => onChoose(option)}
              >
                <span className={styles.label}>{option.label}</span>
                {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

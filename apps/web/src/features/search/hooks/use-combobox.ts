import { useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '../utils/suggestions';

/**
 * The keyboard of a WAI-ARIA combobox with a list popup (the APG's "list autocomplete"): Arrow
 * Down and Up open the list and move through its options, wrapping at the ends; Enter on an
 * option chooses it, Enter without one is left to the form (it searches the typed text); Escape
 * closes the list. Focus stays in the box: the active option is `aria-activedescendant`.
 */
export function useCombobox(
  options: readonly Suggestion[],
  onChoose: (option: Suggestion) => void,
) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && options.length > 0;
  // Options may change under the pointer as answers arrive: never point past the last one.
  const current = expanded ? Math.min(active, options.length - 1) : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const move = (step: 1 | -1) => {
    const count = options.length;
    if (!expanded) {
      setOpen(true);
      setActive(step === 1 ? 0 : count - 1);
    } else if (current < 0) {
      setActive(step === 1 ? 0 : count - 1);
    } else {
      setActive((current + step + count) % count);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length) {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      close();
      onChoose(options[current]!);
    } else if (event.key === 'Escape' && expanded) {
      // Closing the list only; a second Escape clears the box as the browser does.
      event.preventDefault();
      close();
    }
  };

  return {
    expanded,
    active: current,
    /** New text typed: the list shows again, nothing chosen yet. */
    reopen: () => {
      setOpen(true);
      setActive(-1);
    },
    close,
    onKeyDown,
    /** The pointer over an option makes it the active one. */
    point: setActive,
  };
}

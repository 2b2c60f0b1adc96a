import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { lockPageScroll, pushLayer, removeLayer } from './layer-stack';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

function trapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement) {
  const items = focusables(container);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalLayerOptions {
  active: boolean;
  containerRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  lockScroll: boolean;
}

/**
 * Modal behaviour shared by dialogs and the mobile menu: joins the layer stack, moves focus in
 * (to `[data-autofocus]` or the first control), keeps Tab inside, closes on Escape and gives
 * focus back to whatever opened it.
 */
export function useModalLayer({ active, containerRef, onClose, lockScroll }: ModalLayerOptions) {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushLayer(container);
    const unlock = lockScroll ? lockPageScroll() : undefined;
    const preferred = container.querySelector<HTMLElement>('[data-autofocus]');
    (preferred ?? focusables(container)[0] ?? container).focus();
    return () => {
      removeLayer(container);
      unlock?.();
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef, lockScroll]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!containerRef.current) return;
    // stopPropagation: React bubbles events from a portal to its React parents, and a nested
    // layer's keys must not also reach the layer underneath.
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      trapTab(event, containerRef.current);
    }
  };

  return onKeyDown;
}

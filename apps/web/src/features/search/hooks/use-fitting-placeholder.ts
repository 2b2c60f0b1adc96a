import { useEffect, useState, type RefObject } from 'react';

let canvas: HTMLCanvasElement | undefined;

/** Width of a text in the input's own font, in CSS pixels. */
function textWidth(input: HTMLInputElement, text: string): number {
  const style = getComputedStyle(input);
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return 0;
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return context.measureText(text).width;
}

function room(input: HTMLInputElement): number {
  const style = getComputedStyle(input);
  return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
}

/**
 * The longest of the hints (longest first) that fits the box as it is laid out now, following it
 * as it resizes: the header gives the search box less room on phones and beside a long TRM badge.
 * `hints` must keep its identity between renders (a module constant).
 */
export function useFittingPlaceholder(
  ref: RefObject<HTMLInputElement | null>,
  hints: readonly [string, ...string[]],
): string {
  const [hint, setHint] = useState<string>(hints[0]);
  useEffect(() => {
    const input = ref.current;
    if (!input) return;
    const choose = () => {
      const available = room(input);
      setHint(hints.find((text) => textWidth(input, text) <= available) ?? hints.at(-1)!);
    };
    // The observer's first call, on the next frame, is the first measure: the box is laid out by
    // then, so reading it costs nothing, where a measure during the commit forced a layout of the
    // whole page and a second render inside the hydration's task (Lighthouse's blocking time).
    const observer = new ResizeObserver(choose);
    observer.observe(input);
    // The web font may arrive after the first measure and change every width.
    void document.fonts?.ready.then(choose);
    return () => observer.disconnect();
  }, [ref, hints]);
  return hint;
}

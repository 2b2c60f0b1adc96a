/** Joins class names, skipping empty ones (CSS-module lookups are `string | undefined`). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

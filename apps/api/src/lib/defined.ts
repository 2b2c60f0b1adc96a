/** `o` without its undefined entries, so spreading it over defaults keeps those defaults. */
export const defined = <T extends object>(o: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(o ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;

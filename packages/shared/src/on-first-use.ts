/**
 * A value built the first time it is asked for, then kept. For the Intl formatters of modules the
 * storefront's first download evaluates: the first formatter a page builds loads the locale's
 * data (75 ms at Lighthouse's 4× slower phone CPU), and built at module load it held up every
 * page's start, most of which format no date and no price. Zod-free.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

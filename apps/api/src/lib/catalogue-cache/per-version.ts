import type { CatalogueVersion } from './version';

/**
 * `read` answered once per catalogue version: what every catalogue write invalidates (the
 * catalogue's shape, the tax rules) is read again only after one. A failed read is not kept.
 */
export function perVersion<T>(version: CatalogueVersion, read: () => Promise<T>): () => Promise<T> {
  let held: { version: number; value: Promise<T> } | undefined;
  return () => {
    const current = version.current();
    if (held?.version !== current) {
      const value = read();
      held = { version: current, value };
      value.catch(() => {
        if (held?.value === value) held = undefined;
      });
    }
    return held.value;
  };
}

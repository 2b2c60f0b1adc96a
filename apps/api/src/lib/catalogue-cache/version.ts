/**
 * The catalogue version: a number that every write changing a catalogue answer moves on (products,
 * prices, stock, brands, categories, the client types' percentages, the tax rules, the seller).
 * Cached answers are keyed by it, so one bump makes every earlier answer unreachable at once.
 */
export interface CatalogueVersion {
  /** The version this process knows now: no I/O, read on every catalogue request. */
  current(): number;
  /** Moves the version on; once it resolves, every later read in this process sees the new one. */
  bump(): Promise<void>;
  /** Called whenever the version moves (here, or with Redis in another process). */
  onChange(listener: () => void): void;
  close(): Promise<void>;
}

/** One process, one counter: the embedded database's shape, and any shop without Redis. */
export function createMemoryVersion(): CatalogueVersion {
  let version = 1;
  const listeners: (() => void)[] = [];
  return {
    current: () => version,
    bump: async () => {
      version++;
      listeners.forEach((listener) => listener());
    },
    onChange: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}

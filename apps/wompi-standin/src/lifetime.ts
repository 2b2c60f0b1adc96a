// The stand-in's background work (PENDING payments settling, event retries, deliveries in flight),
// kept in one place so close() can stop all of it and a test ends without stray timers.
export type Lifetime = ReturnType<typeof createLifetime>;

export function createLifetime() {
  const timers = new Set<NodeJS.Timeout>();
  const controller = new AbortController();

  return {
    /** Aborted by end(): in-flight deliveries pass it to fetch. */
    signal: controller.signal,

    after(ms: number, work: () => void): void {
      if (controller.signal.aborted) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        work();
      }, ms);
      timers.add(timer);
    },

    end(): void {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      controller.abort();
    },
  };
}

/** localStorage that never throws: blocked storage (private mode, policies) must not break the UI. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Not persisting a preference is acceptable; the in-memory state still applies.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as set(): nothing to clean up when storage is unavailable.
    }
  },
};

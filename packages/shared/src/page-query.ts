// Zod-free, so the storefront's listing chunk does not bring the schemas along.

/**
 * The query of a 1-based page as people count it, for `URLSearchParams`; without a limit the
 * server's default page size applies.
 */
export function pageQuery(page: number, limit?: number): Record<string, string> {
  const offset = String(Math.max(1, page) - 1);
  return limit === undefined ? { offset } : { offset, limit: String(limit) };
}

import { json, on } from '../fake-api';

/** GET `path` (a record's …/audit): one page holding `entries`. */
export const auditApi = (
  path: string,
  entries: unknown[] = [],
  totalPages = entries.length ? 1 : 0,
) => on('GET', path, () => json({ entries, totalPages }));

/** A trail entry written by admin@example.com; the rest is the test's. */
export const auditEntry = (fields: {
  id: number;
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
  reason?: string | null;
  createdAt?: string;
}) => ({
  actor: { id: 1, email: 'admin@example.com' },
  reason: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  ...fields,
});

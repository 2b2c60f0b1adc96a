import { json, on } from '../fake-api';

/** GET /api/history: one page holding `entries`, whatever the query. */
export const historyApi = (entries: unknown[], totalPages: number) =>
  on('GET', '/api/history', () => json({ history: entries, totalPages }));

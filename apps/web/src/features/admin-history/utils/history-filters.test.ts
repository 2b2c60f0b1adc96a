import { describe, expect, it } from 'vitest';
import {
  historyQuery,
  historyQueryProblem,
  historySearch,
  readHistoryFilters,
} from './history-filters';

const read = (search: string) => readHistoryFilters(new URLSearchParams(search));

describe('history filters', () => {
  it('builds the API query of a page: 10 per page, offset = page - 1, only the filters set', () => {
    const filters = read('?type=order&status=SENT&from=2026-03-01&to=2026-03-31&customer=Redes');
    expect(historyQuery(filters, 3)).toEqual({
      offset: '2',
      limit: '10',
      type: 'order',
      status: 'SENT',
      from: '2026-03-01',
      to: '2026-03-31',
      customer: 'Redes',
    });
    expect(historyQuery({}, 1)).toEqual({ offset: '0', limit: '10' });
  });

  it('drops what the address cannot mean: unknown types, a status of another type, bad days', () => {
    expect(read('?type=invoice&status=OPEN&from=1-3-2026&customer=%20%20')).toEqual({
      status: 'OPEN',
    });
    expect(read('?type=quote&status=SENT')).toEqual({ type: 'quote' });
  });

  it("keeps the day a quote's validity ends by for quotes only, where it can match", () => {
    expect(read('?type=quote&status=OPEN&expiresBy=2026-12-05')).toEqual({
      type: 'quote',
      status: 'OPEN',
      expiresBy: '2026-12-05',
    });
    expect(read('?type=order&expiresBy=2026-12-05')).toEqual({ type: 'order' });
    expect(read('?expiresBy=2026-12-05')).toEqual({});
  });

  it('keeps the filters in the address and leaves the page out, so a new filter starts on page 1', () => {
    expect(historySearch({ type: 'order', customer: 'Ana María' })).toBe(
      '?type=order&customer=Ana+Mar%C3%ADa',
    );
    expect(historySearch({})).toBe('');
    expect(read(historySearch({ status: 'CANCELED', to: '2026-01-31' }))).toEqual({
      status: 'CANCELED',
      to: '2026-01-31',
    });
  });

  it('says why a range that ends before it starts would be refused, before asking the server', () => {
    expect(historyQueryProblem(historyQuery({ from: '2026-03-10', to: '2026-03-01' }, 1))).toBe(
      'La fecha inicial debe ser anterior o igual a la final.',
    );
    expect(historyQueryProblem(historyQuery({ from: '2026-03-01', to: '2026-03-01' }, 1))).toBe(
      undefined,
    );
  });
});

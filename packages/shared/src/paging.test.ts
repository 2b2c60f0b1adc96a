import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE_INDEX,
  pageQuery,
  pageQuerySchema,
  pageResponseSchema,
  pageWindow,
} from './paging';
import { z } from 'zod';

describe('pageWindow', () => {
  it('skips whole pages: page index 2 of 40 starts at row 80', () => {
    const window = pageWindow({ offset: 2, limit: 40 });
    expect({ limit: window.limit, offset: window.offset }).toEqual({ limit: 40, offset: 80 });
  });

  it('counts a partly filled last page as a page', () => {
    const { totalPages } = pageWindow({ offset: 0, limit: 20 });
    expect([totalPages(1), totalPages(20), totalPages(21), totalPages(40), totalPages(41)]).toEqual(
      [1, 1, 2, 2, 3],
    );
  });

  it('gives no pages for no rows', () => {
    expect(pageWindow({ offset: 0, limit: 10 }).totalPages(0)).toBe(0);
  });

  it('past the last page: a window beyond the rows, and the real page count', () => {
    const window = pageWindow({ offset: 50, limit: 20 });
    expect(window.offset).toBe(1_000);
    expect(window.totalPages(6)).toBe(1);
  });

  it('the largest page index with the largest limit stays an exact integer', () => {
    expect(pageWindow({ offset: MAX_PAGE_INDEX, limit: 100 }).offset).toBe(10_000_000);
  });

  it.each([
    [{ offset: -1, limit: 10 }],
    [{ offset: 1.5, limit: 10 }],
    [{ offset: 0, limit: 0 }],
    [{ offset: 0, limit: 2.5 }],
  ])('refuses a request the schema would have refused: %j', (request) => {
    expect(() => pageWindow(request)).toThrow(RangeError);
  });
});

describe('pageQuerySchema', () => {
  const schema = pageQuerySchema({ defaultLimit: 40 });
  const message = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it("applies the list's default page size and the first page", () => {
    expect(schema.parse({})).toEqual({ offset: 0, limit: 40 });
  });

  it('reads query-string numbers', () => {
    expect(schema.parse({ offset: '3', limit: '15' })).toEqual({ offset: 3, limit: 15 });
  });

  it('accepts the limits at both ends', () => {
    expect(schema.parse({ limit: 1 }).limit).toBe(1);
    expect(schema.parse({ limit: 100 }).limit).toBe(100);
    expect(schema.parse({ offset: MAX_PAGE_INDEX }).offset).toBe(MAX_PAGE_INDEX);
  });

  it.each([
    [{ limit: 0 }, 'El límite debe estar entre 1 y 100.'],
    [{ limit: 101 }, 'El límite debe estar entre 1 y 100.'],
    [{ limit: 'diez' }, 'El límite debe ser un número entero.'],
    [{ offset: -1 }, 'La página debe ser 1 o mayor.'],
    [{ offset: 2.5 }, 'La página debe ser un número entero.'],
    [{ offset: MAX_PAGE_INDEX + 1 }, 'La página solicitada no existe.'],
  ])('refuses %j with a message a person can act on', (input, expected) => {
    expect(message(input)).toBe(expected);
  });

  it('names a smaller largest page size in its message', () => {
    const small = pageQuerySchema({ defaultLimit: 15, maxLimit: 60 });
    expect(small.parse({})).toEqual({ offset: 0, limit: 15 });
    expect(small.safeParse({ limit: 61 }).error?.issues[0]?.message).toBe(
      'El límite debe estar entre 1 y 60.',
    );
  });
});

describe('pageResponseSchema', () => {
  it("keeps the list's own key for its items", () => {
    const schema = pageResponseSchema('quotes', z.object({ id: z.number() }));
    expect(schema.parse({ quotes: [{ id: 1 }], totalPages: 1 })).toEqual({
      quotes: [{ id: 1 }],
      totalPages: 1,
    });
    expect(schema.safeParse({ items: [], totalPages: 0 }).success).toBe(false);
  });
});

describe('pageQuery', () => {
  it('sends the 1-based page as offset = page - 1', () => {
    expect(pageQuery(1)).toEqual({ offset: '0' });
    expect(pageQuery(3, 40)).toEqual({ offset: '2', limit: '40' });
  });

  it('never sends a negative page index', () => {
    expect(pageQuery(0)).toEqual({ offset: '0' });
  });
});

import { describe, expect, it } from 'vitest';
import { idField, idParam, idListParam, MAX_DB_INTEGER } from './ids';

describe('ids', () => {
  it('takes whole numbers from 1 to the database integer maximum, in a body or a URL', () => {
    expect(idField('del producto').parse(MAX_DB_INTEGER)).toBe(MAX_DB_INTEGER);
    expect(idParam('del producto').parse('42')).toBe(42);
    expect(idListParam('x').parse('3, 8,12')).toEqual([3, 8, 12]);
  });

  it.each([2147483648, -1, 0, 1e20, 1.5, '1e3', '7'])('refuses %s in a body', (value) => {
    expect(idField('del producto').safeParse(value).success).toBe(false);
  });

  it.each(['2147483648', '-1', '0', '1e20', '1e3', ' 7', '0x10', '', 'abc'])(
    'refuses %j in a URL, naming the identifier',
    (value) => {
      const result = idParam('del producto').safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(/^El identificador del producto /);
    },
  );

  it('refuses a list with an id out of range', () => {
    expect(
      idListParam('Las categorías deben ser identificadores numéricos.').safeParse('1,2147483648')
        .success,
    ).toBe(false);
  });
});

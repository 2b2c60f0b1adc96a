import { describe, expect, it } from 'vitest';
import { escapeHtml, formatCop } from './layout';

describe('formatCop', () => {
  it('writes pesos with dots between thousands', () => {
    expect(formatCop(123456700)).toBe('$ 1.234.567');
    expect(formatCop(100000)).toBe('$ 1.000');
    expect(formatCop(99900)).toBe('$ 999');
  });

  it('shows centavos only when there are some', () => {
    expect(formatCop(123405)).toBe('$ 1.234,05');
  });
});

it('escapes what could close an attribute or open a tag', () => {
  expect(escapeHtml(`"><script>'&`)).toBe('&quot;&gt;&lt;script&gt;&#39;&amp;');
});

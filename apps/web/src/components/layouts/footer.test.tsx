import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './footer';

afterEach(() => vi.useRealTimers());

describe('the footer', () => {
  it('prints the current year in Bogotá, not a fixed one', () => {
    // 1 January 2031 at 03:00 UTC is still 31 December 2030 in Bogotá (UTC−5).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-01T03:00:00Z'));
    render(<Footer shopName="Tienda" onOpenPolicy={() => {}} />);
    expect(screen.getByText('© 2030 Tienda. Todos los derechos reservados.')).toBeVisible();
  });
});

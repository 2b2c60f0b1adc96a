import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ServerPageHandle } from './lazy-page';
import { routes } from './routes-table';

function serverPages(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...((route.handle as ServerPageHandle | undefined)?.drawnOnServer ? [route.path ?? '/'] : []),
    ...serverPages(route.children ?? []),
  ]);
}

describe('pages the server draws (ADR 015)', () => {
  it('are the storefront’s public first screens, none behind a sign-in', () => {
    expect(serverPages(routes)).toEqual([
      '/',
      '/brand/:id/:name?',
      '/categories/:id/:nombre?',
      '/search/:term?',
      '/product/:id/:nombre?',
    ]);
  });
});

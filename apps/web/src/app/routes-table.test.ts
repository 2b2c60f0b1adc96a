import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ServerPageHandle } from './lazy-page';
import { routes } from './routes-table';

function serverPages(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [
    ...((route.handle as ServerPageHandle | undefined)?.source ? [route] : []),
    ...serverPages(route.children ?? []),
  ]);
}

describe('pages the server draws', () => {
  it('are the storefront’s public first screens', () => {
    expect(serverPages(routes).map((route) => route.path ?? '/')).toEqual([
      '/',
      '/brand/:id/:name?',
      '/categories/:id/:nombre?',
      '/search/:term?',
      '/product/:id/:nombre?',
    ]);
  });

  it('name the module each one loads, whose stylesheets the server links', async () => {
    for (const route of serverPages(routes)) {
      const { source } = route.handle as ServerPageHandle;
      if (typeof route.lazy !== 'function') throw new Error(`${source}: not lazy`);
      const { Component } = await route.lazy();
      const module = (await import(/* @vite-ignore */ `../../${source}`)) as object;
      expect(Object.values(module), source).toContain(Component);
    }
  });
});

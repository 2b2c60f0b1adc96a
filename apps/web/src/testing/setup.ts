import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { checkConsole, watchConsole } from './console';

// Vitest runs without globals, so Testing Library cannot register its own cleanup; each test also
// starts without the previous one's session flag or readable session cookie.
beforeEach(() => watchConsole());

afterEach(() => {
  cleanup();
  checkConsole();
  window.localStorage.clear();
  document.cookie = 'tienda_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

// The first screen's schemas load on the first API read (lazyParser); transforming zod and the
// shared schemas takes longer than a `findBy` waits on a busy machine, so each file loads them first.
beforeAll(async () => {
  await import('../lib/first-screen-schemas');
});

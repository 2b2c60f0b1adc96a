import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup; each test also
// starts without the previous one's session flag or readable session cookie.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie = 'tienda_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

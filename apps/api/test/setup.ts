import { afterEach, vi } from 'vitest';

// An unexpected console.error or console.warn is a bug the test should surface (STYLE.md #17).
for (const level of ['error', 'warn'] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    throw new Error(`console.${level} called: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  vi.useRealTimers();
});

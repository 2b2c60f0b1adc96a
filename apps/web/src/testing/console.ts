import { expect, vi } from 'vitest';

const LEVELS = ['error', 'warn'] as const;
type Level = (typeof LEVELS)[number];

let written: { level: Level; text: string }[] = [];
let expected: { level: Level; matches: RegExp }[] = [];

const textOf = (args: unknown[]) =>
  args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');

/**
 * Records every console.error and console.warn from here to `checkConsole`, so a test that provokes
 * one fails (STYLE.md #17), as the API tests do. Installed before each test: a test may restore mocks.
 */
export function watchConsole() {
  written = [];
  expected = [];
  for (const level of LEVELS) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      written.push({ level, text: textOf(args) });
    });
  }
}

/** Says a test provokes this console.error on purpose: it must appear, and it fails no one. */
export function expectConsoleError(matches: RegExp) {
  expected.push({ level: 'error', matches });
}

/** Throws on what was written without being expected, and on what was expected but not written. */
export function checkConsole() {
  const unexpected = written.filter(
    (line) => !expected.some((e) => e.level === line.level && e.matches.test(line.text)),
  );
  const missing = expected.filter(
    (e) => !written.some((line) => line.level === e.level && e.matches.test(line.text)),
  );
  expect(unexpected.map((line) => `console.${line.level}: ${line.text}`)).toEqual([]);
  expect(missing.map((e) => `console.${e.level} ${String(e.matches)}`)).toEqual([]);
}

/** `value` as a literal inside a LIKE pattern: its `%`, `_` and backslash match only themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

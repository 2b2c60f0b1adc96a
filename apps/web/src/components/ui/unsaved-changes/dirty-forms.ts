/**
 * The forms on screen with unsaved changes. A router takes one blocker at a time, and a page may
 * hold several forms (the config page has three), so forms report here and one guard asks.
 */
const dirtyForms = new Set<symbol>();

/** Marks one form dirty; the answer marks it clean again. */
export function markDirty(): () => void {
  const form = Symbol('dirty form');
  dirtyForms.add(form);
  return () => dirtyForms.delete(form);
}

export const hasDirtyForms = () => dirtyForms.size > 0;

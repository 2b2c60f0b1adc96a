/**
 * Spanish alphabetical order, ignoring case and accents ("Ángulo" beside "angulo"). One collator
 * for the process: `localeCompare` with a locale builds a new one on every comparison.
 */
const spanish = new Intl.Collator('es', { sensitivity: 'base' });

export const byName = (a: { name: string }, b: { name: string }) => spanish.compare(a.name, b.name);

import { foldText } from '../../lib/fold';

/** Same rule as the SPA's slugify: the slug is only for people, the id finds the record. */
export const slug = (name: string) =>
  foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

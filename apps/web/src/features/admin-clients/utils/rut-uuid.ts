import { RUT_URL_PATTERN } from '@shop/shared';

/** The file id of a profile's `urlRUT` ('/api/files/rut/{uuid}'), or null when there is none. */
export function rutUuid(urlRUT: string | null): string | null {
  if (!urlRUT || !RUT_URL_PATTERN.test(urlRUT)) return null;
  return urlRUT.slice(urlRUT.lastIndexOf('/') + 1);
}

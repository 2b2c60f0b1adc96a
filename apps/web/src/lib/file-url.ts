/**
 * Where an uploaded image is served. The API may answer a bare file name ('ap-u6.webp') or a
 * full address ('/api/files/product/ap-u6.webp', 'https://…'); both end up as a usable `src`.
 */
export function fileUrl(kind: 'product' | 'content', value: string | null | undefined): string {
  if (!value) return '';
  if (/^(https?:|data:|blob:|\/)/i.test(value)) return value;
  return `/api/files/${kind}/${encodeURIComponent(value)}`;
}

/** True for addresses of this shop ('/brand/3/…'), which the router can open without a reload. */
export function isInternalUrl(url: string): boolean {
  // '//host' and '/\host' leave the site in every browser.
  return /^\/(?![/\\])/.test(url) && !url.startsWith('/api/');
}

// The permission list and its checks; zod-free, so the storefront's first download (the header's
// menu, the route guards) can use them without the schemas.
/** The twelve permissions of the spec and ADMIN_PAYMENTS (money received); roles hold a subset of them. */
export const PERMISSIONS = [
  'USER',
  'ADMIN_CLIENTS',
  'ADMIN_PRODUCTS',
  'ADMIN_ORDERS',
  'ADMIN_CONTENTS',
  'ADMIN_ROLES',
  'ADMIN_STOCK',
  'ADMIN_IMAGES',
  'ADMIN_TAGS',
  'ADMIN_BRANDS',
  'ADMIN_REPORTS',
  'ADMIN_CONFIG',
  'ADMIN_PAYMENTS',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ADMIN_PERMISSIONS = PERMISSIONS.filter((p) => p !== 'USER');

/**
 * A check passes when the user holds at least one of the named permissions (docs/architecture.md,
 * "Contract: permissions").
 */
export function hasAnyPermission(held: readonly string[], wanted: readonly Permission[]): boolean {
  return wanted.some((p) => held.includes(p));
}

export function isAdmin(held: readonly string[]): boolean {
  return hasAnyPermission(held, ADMIN_PERMISSIONS);
}

import { z } from 'zod';

/** The twelve permissions of the spec; roles hold a subset of them. */
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
] as const;

export const PermissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof PermissionSchema>;

/** The name of each permission on screen: the dashboard entry it opens, for the admin ones. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  USER: 'Compras',
  ADMIN_CLIENTS: 'Clientes',
  ADMIN_PRODUCTS: 'Productos',
  ADMIN_ORDERS: 'Órdenes y Cotizaciones',
  ADMIN_CONTENTS: 'Contenidos',
  ADMIN_ROLES: 'Roles',
  ADMIN_STOCK: 'Monitorear Stock',
  ADMIN_IMAGES: 'Imágenes',
  ADMIN_TAGS: 'Categorías',
  ADMIN_BRANDS: 'Marcas',
  ADMIN_REPORTS: 'Reportes',
  ADMIN_CONFIG: 'Configuraciones',
};

/** What each permission lets its holder do: seeded into the permissions table, shown on the roles screen. */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  USER: 'Comprar: carrito, lista de deseos, cotizaciones, órdenes y cuenta propia',
  ADMIN_CLIENTS: 'Administrar clientes: estado, tipo, roles y RUT',
  ADMIN_PRODUCTS: 'Crear, editar y cargar productos',
  ADMIN_ORDERS: 'Ver órdenes y cotizaciones y cambiar su estado',
  ADMIN_CONTENTS: 'Editar las secciones de contenido del sitio',
  ADMIN_ROLES: 'Crear y editar roles y sus permisos',
  ADMIN_STOCK: 'Monitorear el inventario bajo',
  ADMIN_IMAGES: 'Subir y ver imágenes de productos',
  ADMIN_TAGS: 'Administrar categorías',
  ADMIN_BRANDS: 'Administrar marcas',
  ADMIN_REPORTS: 'Descargar reportes de clientes, ventas e inventario',
  ADMIN_CONFIG: 'Cambiar la configuración del sitio',
};

export const ADMIN_PERMISSIONS = PERMISSIONS.filter((p) => p !== 'USER');

/** A check passes when the user holds at least one of the named permissions (spec §6). */
export function hasAnyPermission(held: readonly string[], wanted: readonly Permission[]): boolean {
  return wanted.some((p) => held.includes(p));
}

export function isAdmin(held: readonly string[]): boolean {
  return hasAnyPermission(held, ADMIN_PERMISSIONS);
}

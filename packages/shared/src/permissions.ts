import { z } from 'zod';
import { PERMISSIONS, type Permission } from './permission-list';

export {
  ADMIN_PERMISSIONS,
  hasAnyPermission,
  isAdmin,
  PERMISSIONS,
  type Permission,
} from './permission-list';

export const PermissionSchema = z.enum(PERMISSIONS);

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
  ADMIN_PAYMENTS: 'Pagos',
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
  ADMIN_PAYMENTS:
    'Ver y conciliar pagos: confirmar transferencias, registrar abonos de crédito, reembolsos y cartera',
};

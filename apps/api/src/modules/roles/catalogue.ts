import { PERMISSIONS, type Permission } from '@shop/shared';

/** What each permission lets its holder do: seeded into the permissions table for the roles screen. */
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

export const customerRole = {
  name: 'Cliente',
  description: 'Cliente de la tienda',
  permissions: ['USER'] as Permission[],
};

export const adminRole = {
  name: 'Administrador',
  description: 'Acceso completo al panel de administración',
  permissions: [...PERMISSIONS],
};

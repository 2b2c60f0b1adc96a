import { PERMISSIONS, type Permission } from '@shop/shared';

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

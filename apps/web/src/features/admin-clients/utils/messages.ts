import { ACCOUNT_MESSAGES } from '@shop/shared';

/** The clients screens' texts of the spec (§5, §8) and the few this screen adds. */
export const CLIENT_MESSAGES = {
  listLoadFailed: 'Error al cargar los usuarios',
  clientLoadFailed: ACCOUNT_MESSAGES.userLoadFailed,
  rolesLoadFailed: 'Error al obtener los roles',
  auditLoadFailed: 'Error al cargar el historial de cambios del cliente.',
  updated: ACCOUNT_MESSAGES.clientUpdated,
  changeFailed: 'Hubo un error al realizar el cambio.',
  rolesUpdated: 'Roles actualizados correctamente',
  rolesFailed: 'Hubo un error al actualizar los roles.',
  rutFailed: (reason: string) => `No se ha podido obtener el archivo RUT: ${reason}`,
  reasonHelp: 'Queda en el historial de cambios del cliente.',
} as const;

import { z } from 'zod';

// GOVERMENT is spelt as the spec and the old API spell it: stored data and clients depend on it.
export const CLIENT_TYPES = [
  'CLIENT_FINAL',
  'DISTRIBUTOR',
  'SOLUTION_INTEGRATOR',
  'GOVERMENT',
  'TECHNICAL',
] as const;

export const ClientTypeSchema = z.enum(CLIENT_TYPES, {
  error: 'Seleccione un tipo de cliente válido.',
});
export type ClientType = z.infer<typeof ClientTypeSchema>;

export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  CLIENT_FINAL: 'Cliente final',
  DISTRIBUTOR: 'Distribuidor de Tecnología',
  SOLUTION_INTEGRATOR: 'Integrador de soluciones',
  GOVERMENT: 'Gobierno',
  TECHNICAL: 'Técnico',
};

export const CLIENT_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export const ClientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof ClientStatusSchema>;

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  ACTIVE: 'Activo',
  PENDING: 'Pendiente',
  INACTIVE: 'Inactivo',
};

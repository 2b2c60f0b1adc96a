import { z } from 'zod';

export const MunicipalitySchema = z.object({
  region: z.string(),
  departmentDaneCode: z.string(),
  department: z.string(),
  municipalityDaneCode: z.string(),
  municipality: z.string(),
});
export type Municipality = z.infer<typeof MunicipalitySchema>;

export const MunicipalityQuerySchema = z.strictObject({
  q: z.string().trim().max(100, 'La búsqueda no puede superar 100 caracteres.').optional(),
});

export const MunicipalityListSchema = z.array(MunicipalitySchema);

/** `SANTIAGO DE CALI (VALLE DEL CAUCA)`: how a city is shown in pickers and profiles. */
export function municipalityLabel(m: Pick<Municipality, 'municipality' | 'department'>): string {
  return m.municipality === m.department ? m.municipality : `${m.municipality} (${m.department})`;
}

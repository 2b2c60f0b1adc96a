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

const LOWER_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y', 'e', 'en']);

/**
 * DIVIPOLA's capitals as a sentence reads them: `SAN JOSÉ DE CÚCUTA` → `San José de Cúcuta`,
 * `BOGOTÁ, D.C.` → `Bogotá, D.C.` (tax legends and other running text).
 */
export function municipalityInText(name: string): string {
  return name
    .toLocaleLowerCase('es-CO')
    .split(' ')
    .map((word, i) => {
      if (/^(\p{L}\.)+$/u.test(word)) return word.toLocaleUpperCase('es-CO');
      if (i > 0 && LOWER_WORDS.has(word)) return word;
      return word.charAt(0).toLocaleUpperCase('es-CO') + word.slice(1);
    })
    .join(' ');
}

/** `Santiago de Cali (Valle del Cauca)`: a city named inside a sentence (messages and mails). */
export function municipalityLabelInText(m: Pick<Municipality, 'municipality' | 'department'>) {
  const name = municipalityInText(m.municipality);
  return m.municipality === m.department ? name : `${name} (${municipalityInText(m.department)})`;
}

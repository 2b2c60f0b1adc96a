import { describe, expect, it } from 'vitest';
import { municipalityInText } from './municipalities';

describe('municipalityInText', () => {
  it.each([
    ['BOGOTÁ, D.C.', 'Bogotá, D.C.'],
    ['SAN JOSÉ DE CÚCUTA', 'San José de Cúcuta'],
    ['BARRANQUILLA', 'Barranquilla'],
    ['EL CARMEN DE VIBORAL', 'El Carmen de Viboral'],
    ['SANTIAGO DE CALI', 'Santiago de Cali'],
  ])('%s reads %s', (name, expected) => {
    expect(municipalityInText(name)).toBe(expected);
  });
});

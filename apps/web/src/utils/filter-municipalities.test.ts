import { describe, expect, it } from 'vitest';
import type { Municipality } from '@shop/shared';
import { filterOptions, matchRank, toOptions } from './filter-municipalities';

const town = (municipality: string, department: string, code: string): Municipality => ({
  region: 'Andina',
  municipality,
  department,
  municipalityDaneCode: code,
  departmentDaneCode: code.slice(0, 2),
});

const towns = toOptions([
  town('CALIFORNIA', 'SANTANDER', '68132'),
  town('ESCALIA', 'PRUEBA', '99001'),
  town('SANTIAGO DE CALI', 'VALLE DEL CAUCA', '76001'),
  town('CALIMA', 'VALLE DEL CAUCA', '76126'),
  town('MEDELLÍN', 'ANTIOQUIA', '05001'),
  town('BOGOTÁ, D.C.', 'BOGOTÁ, D.C.', '11001'),
  town('PALMIRA', 'VALLE DEL CAUCA', '76520'),
]);
const names = (query: string) =>
  filterOptions(towns, query).map((o) => o.municipality.municipality);

describe('matchRank', () => {
  it('ranks an exact word, then the start of a word, then a substring', () => {
    expect(matchRank('santiago de cali', 'cali')).toBe(0);
    expect(matchRank('california', 'cali')).toBe(1);
    expect(matchRank('escalia', 'cali')).toBe(2);
    expect(matchRank('medellin', 'cali')).toBeNull();
  });

  it('takes a query of several words as a phrase', () => {
    expect(matchRank('santiago de cali', 'santiago de')).toBe(0);
    expect(matchRank('santiago de cali', 'de ca')).toBe(1);
  });
});

describe('filterOptions', () => {
  it("puts SANTIAGO DE CALI above CALIFORNIA for 'cali'", () => {
    expect(names('cali')).toEqual(['SANTIAGO DE CALI', 'CALIFORNIA', 'CALIMA', 'ESCALIA']);
  });

  it('ignores case and accents in the query and in the names', () => {
    expect(names('MEDELLIN')).toEqual(['MEDELLÍN']);
    expect(names('medellín')).toEqual(['MEDELLÍN']);
    expect(names('bogota d.c.')).toEqual(['BOGOTÁ, D.C.']);
    expect(names('  Bogotá ')).toEqual(['BOGOTÁ, D.C.']);
  });

  it('lists a town found only by its department after every town found by its name', () => {
    expect(names('valle')).toEqual(['SANTIAGO DE CALI', 'CALIMA', 'PALMIRA']);
    expect(names('palmira')).toEqual(['PALMIRA']);
  });

  it('lists every town, in order, for an empty query', () => {
    expect(filterOptions(towns, ' ')).toHaveLength(towns.length);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const search = async (q?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/municipalities',
    query: q === undefined ? {} : { q },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    municipality: string;
    municipalityDaneCode: string;
    department: string;
    region: string;
    departmentDaneCode: string;
  }[];
};

describe('GET /api/municipalities', () => {
  it('answers all 1,122 DIVIPOLA entries with the spec field names', async () => {
    const all = await search();
    expect(all).toHaveLength(1122);
    expect(all.find((m) => m.municipalityDaneCode === '05001')).toEqual({
      region: 'Municipio',
      departmentDaneCode: '05',
      department: 'ANTIOQUIA',
      municipalityDaneCode: '05001',
      municipality: 'MEDELLÍN',
    });
  });

  it('ignores accents and case', async () => {
    expect((await search('bogota')).map((m) => m.municipalityDaneCode)).toContain('11001');
    expect((await search('MEDELLIN')).map((m) => m.municipalityDaneCode)).toEqual(['05001']);
    expect((await search('Medellín')).map((m) => m.municipalityDaneCode)).toEqual(['05001']);
  });

  it('also matches the department, so "cali valle" finds Santiago de Cali', async () => {
    expect((await search('cali valle')).map((m) => m.municipality)).toContain('SANTIAGO DE CALI');
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('refuses an over-long query with a 400 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/municipalities',
      query: { q: 'a'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('La búsqueda no puede superar 100 caracteres.');
  });
});

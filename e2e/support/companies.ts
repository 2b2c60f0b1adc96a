import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext } from '@playwright/test';

const RUT_PDF = readFileSync(fileURLToPath(new URL('../fixtures/rut.pdf', import.meta.url)));
const WRITE_HEADERS = { 'X-Requested-With': 'fetch' };

export interface Company {
  id: number;
  email: string;
  password: string;
  businessName: string;
}

/**
 * A company registered through the API with its RUT, as the registration form does it: a legal
 * person, so it waits PENDING for an administrator. Its name and e-mail are the test's own.
 */
export async function registerCompany(request: APIRequestContext): Promise<Company> {
  const suffix = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const upload = await request.post('/api/files/rut', {
    headers: WRITE_HEADERS,
    multipart: { rutFile: { name: 'rut.pdf', mimeType: 'application/pdf', buffer: RUT_PDF } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { url } = (await upload.json()) as { url: string };

  const company = {
    email: `empresa.${suffix}@example.com`,
    password: 'Segura2026',
    businessName: `Redes Andinas ${suffix} S.A.S.`,
  };
  const response = await request.post('/api/auth/register', {
    headers: WRITE_HEADERS,
    data: {
      legalPersonType: true,
      fullName: 'María Fernanda Ruiz',
      position: 'Jefe de compras',
      identificationNumber: '900544472',
      contactPhone: '6015551234',
      email: company.email,
      billingEmail: 'facturacion@example.com',
      businessName: company.businessName,
      clientType: 'SOLUTION_INTEGRATOR',
      primaryAddress: 'Avenida El Dorado # 68C-61',
      location: { municipalityDaneCode: '05001' },
      urlRUT: url,
      password: company.password,
      dataTreatmentAuthorization: true,
      notificationAuthorization: false,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id, clientStatus } = (await response.json()) as { id: number; clientStatus: string };
  expect(clientStatus).toBe('PENDING');
  return { id, ...company };
}

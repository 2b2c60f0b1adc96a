import { NO_TAX_FLAGS, type Account, type ClientListItem } from '@shop/shared';

/** A row of GET /api/auth: a company waiting for activation unless told otherwise. */
export const clientListItem = (overrides: Partial<ClientListItem> = {}): ClientListItem => ({
  id: 41,
  email: 'compras@andina.co',
  fullName: 'María Fernanda Ruiz',
  businessName: 'Conectividad Andina S.A.S.',
  identificationNumber: '900544472',
  clientType: 'SOLUTION_INTEGRATOR',
  clientStatus: 'PENDING',
  requestedClientType: null,
  requestedMunicipalityCode: null,
  createdAt: '2026-08-14T15:00:00.000Z',
  ...overrides,
});

/** GET /api/auth/{id} of the same company, as staff read it. */
export const clientAccount = (overrides: Partial<Account> = {}): Account => ({
  id: 41,
  email: 'compras@andina.co',
  roles: [{ id: 2, name: 'Cliente' }],
  clientStatus: 'PENDING',
  clientType: 'SOLUTION_INTEGRATOR',
  requestedClientType: null,
  requestedMunicipality: null,
  legalPersonType: true,
  taxProfileConfirmed: true,
  taxProfile: {
    kind: 'LEGAL_PERSON',
    ...NO_TAX_FLAGS,
    municipalityCode: '05001',
    municipalityName: 'MEDELLÍN',
  },
  comments: null,
  profile: {
    fullName: 'María Fernanda Ruiz',
    identificationNumber: '900544472',
    contactPhone: '6015551234',
    position: 'Jefe de compras',
    primaryAddress: 'Avenida El Dorado # 68C-61',
    secondaryAddress: null,
    businessName: 'Conectividad Andina S.A.S.',
    billingEmail: 'facturacion@andina.co',
    urlRUT: '/api/files/rut/6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
    createdAt: '2026-08-14T15:00:00.000Z',
    updatedAt: '2026-08-14T15:00:00.000Z',
    dataTreatmentAuthorization: true,
    notificationAuthorization: false,
    location: {
      region: 'Región Eje Cafetero - Antioquia',
      departmentDaneCode: '05',
      department: 'ANTIOQUIA',
      municipalityDaneCode: '05001',
      municipality: 'MEDELLÍN',
    },
  },
  ...overrides,
});

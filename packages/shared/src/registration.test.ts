import { describe, expect, it } from 'vitest';
import { CompanyRegistrationSchema, RegistrationInputSchema } from './registration';

const company = {
  legalPersonType: true,
  fullName: 'Ana',
  position: 'Compras',
  contactPhone: '6015551234',
  businessName: 'Empresa S.A.S.',
  identificationNumber: '800.197.268-4',
  email: ' Compras@Empresa.COM ',
  billingEmail: 'f@empresa.com',
  clientType: 'DISTRIBUTOR',
  primaryAddress: 'Calle 1',
  location: { municipalityDaneCode: '11001', municipality: 'BOGOTÁ, D.C.' },
  password: 'Clave12345',
  dataTreatmentAuthorization: true,
  notificationAuthorization: false,
  urlRUT: '/api/files/rut/0b6f9c6e-6f0f-4a8a-9d7e-2b1f5c3d4e5f',
};

describe('RegistrationInputSchema', () => {
  it('normalises the NIT to its base digits and the e-mail to lower case', () => {
    const parsed = CompanyRegistrationSchema.parse(company);
    expect(parsed.identificationNumber).toBe('800197268');
    expect(parsed.email).toBe('compras@empresa.com');
  });

  it('chooses the company or person shape from legalPersonType', () => {
    expect(RegistrationInputSchema.safeParse(company).success).toBe(true);
    expect(RegistrationInputSchema.safeParse({ ...company, legalPersonType: false }).success).toBe(
      false,
    );
  });

  it('accepts a phone with spaces and a plus sign but not one with letters', () => {
    expect(
      CompanyRegistrationSchema.safeParse({ ...company, contactPhone: '+57 310 555 0101' }).success,
    ).toBe(true);
    expect(
      CompanyRegistrationSchema.safeParse({ ...company, contactPhone: '310-CALL-ME' }).success,
    ).toBe(false);
  });
});

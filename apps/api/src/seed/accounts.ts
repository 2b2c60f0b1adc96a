import type { BuyerTaxFlags, ClientType } from '@shop/shared';

export interface SeedAccount {
  email: string;
  password: string;
  role: 'Cliente' | 'Administrador';
  clientType: ClientType;
  legalPersonType: boolean;
  fullName: string;
  identificationNumber: string;
  contactPhone: string;
  position?: string;
  businessName?: string;
  primaryAddress: string;
  municipalityDaneCode: string;
  /** Set by staff (docs/taxes.md); none when absent. */
  taxFlags?: Partial<BuyerTaxFlags>;
}

/**
 * Demo customers, one per client type; their passwords are printed in the README. For taxes
 * (docs/taxes.md): the final customer is a natural person without flags (no withholdings), the
 * distributor a company (withholds income tax), the integrator a gran contribuyente (withholds
 * income tax and IVA) and the government account a public entity.
 */
export const DEMO_CUSTOMER_PASSWORD = 'Cliente12345';
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

export const DEMO_CUSTOMERS: SeedAccount[] = [
  {
    email: 'final@example.com',
    password: DEMO_CUSTOMER_PASSWORD,
    role: 'Cliente',
    clientType: 'CLIENT_FINAL',
    legalPersonType: false,
    fullName: 'Laura Gómez Restrepo',
    identificationNumber: '52876413',
    contactPhone: '+57 310 555 0101',
    primaryAddress: 'Calle 93 # 14-20, apto 502',
    municipalityDaneCode: '11001',
  },
  {
    email: 'distribuidor@example.com',
    password: DEMO_CUSTOMER_PASSWORD,
    role: 'Cliente',
    clientType: 'DISTRIBUTOR',
    legalPersonType: true,
    fullName: 'Andrés Martínez Pacheco',
    identificationNumber: '901456789',
    contactPhone: '+57 605 555 0202',
    position: 'Gerente de compras',
    businessName: 'Redes del Caribe S.A.S.',
    primaryAddress: 'Carrera 53 # 76-115, bodega 4',
    municipalityDaneCode: '08001',
  },
  {
    email: 'integrador@example.com',
    password: DEMO_CUSTOMER_PASSWORD,
    role: 'Cliente',
    clientType: 'SOLUTION_INTEGRATOR',
    legalPersonType: true,
    fullName: 'Catalina Ospina Vélez',
    identificationNumber: '900987654',
    contactPhone: '+57 604 555 0303',
    position: 'Directora de proyectos',
    businessName: 'Integra Soluciones TI S.A.S.',
    primaryAddress: 'Carrera 43A # 1-50, oficina 1201',
    municipalityDaneCode: '05001',
    taxFlags: { granContribuyente: true },
  },
  {
    email: 'gobierno@example.com',
    password: DEMO_CUSTOMER_PASSWORD,
    role: 'Cliente',
    clientType: 'GOVERMENT',
    legalPersonType: true,
    fullName: 'Jorge Iván Sandoval',
    identificationNumber: '800123456',
    contactPhone: '+57 608 555 0404',
    position: 'Jefe de la Oficina TIC',
    businessName: 'Instituto Departamental de Tecnología (demo)',
    primaryAddress: 'Calle 20 # 9-90, piso 3',
    municipalityDaneCode: '15001',
    // A public entity by its nature (its RUT), not by the Gobierno prices it buys at.
    taxFlags: { publicEntity: true },
  },
  {
    email: 'tecnico@example.com',
    password: DEMO_CUSTOMER_PASSWORD,
    role: 'Cliente',
    clientType: 'TECHNICAL',
    legalPersonType: false,
    fullName: 'Carlos Rincón Murillo',
    identificationNumber: '94512377',
    contactPhone: '+57 315 555 0505',
    primaryAddress: 'Avenida 6N # 28-10',
    municipalityDaneCode: '76001',
  },
];

/** The demo's company credit (docs/payments.md, "Company credit"): the distributor buys on 30 days. */
export const DEMO_CREDIT_LINES = [
  { email: 'distribuidor@example.com', creditLimit: 20_000_000, termDays: 30 },
] as const;

export function adminAccount(email: string, password: string): SeedAccount {
  return {
    email,
    password,
    role: 'Administrador',
    clientType: 'CLIENT_FINAL',
    legalPersonType: false,
    fullName: 'Administrador de la tienda',
    identificationNumber: '1000000000',
    contactPhone: '+57 601 555 0000',
    primaryAddress: 'Sede principal',
    municipalityDaneCode: '11001',
  };
}

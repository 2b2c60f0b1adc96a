import type { CompanyInvitation, CompanyMember, CompanyPeople } from '@shop/shared';

/** The company administrator: TEST_CUSTOMER (user 7), who registered the company. */
export const ADMIN_MEMBER: CompanyMember = {
  userId: 7,
  fullName: 'Laura Gómez',
  email: 'compras@ejemplo.co',
  role: 'ADMINISTRADOR',
  status: 'ACTIVE',
  joinedAt: '2026-03-02T15:00:00.000Z',
  invitedBy: null,
};

export const BUYER_MEMBER: CompanyMember = {
  userId: 8,
  fullName: 'Julián Ortiz',
  email: 'julian@ejemplo.co',
  role: 'COMPRADOR',
  status: 'ACTIVE',
  // 00:30 in UTC is still the evening before in Bogotá.
  joinedAt: '2026-03-10T00:30:00.000Z',
  invitedBy: 'Laura Gómez',
};

export const invitationOf = (overrides: Partial<CompanyInvitation> = {}): CompanyInvitation => ({
  id: 3,
  email: 'sofia@ejemplo.co',
  role: 'CONSULTA',
  invitedBy: 'Laura Gómez',
  createdAt: '2026-03-11T14:00:00.000Z',
  expiresAt: '2026-03-18T14:00:00.000Z',
  ...overrides,
});

export const PEOPLE: CompanyPeople = {
  businessName: 'Redes del Caribe S.A.S.',
  members: [ADMIN_MEMBER, BUYER_MEMBER],
  invitations: [invitationOf()],
};

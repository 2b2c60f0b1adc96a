import type { SessionUser } from '@shop/shared';

/** A signed-in customer as the session answer describes it, for tests of guards and forms. */
export const TEST_CUSTOMER: SessionUser = {
  id: 7,
  email: 'compras@ejemplo.co',
  fullName: 'Laura Gómez',
  clientType: 'DISTRIBUTOR',
  clientStatus: 'ACTIVE',
  legalPersonType: false,
  company: null,
  roles: [],
  permissions: ['USER'],
};

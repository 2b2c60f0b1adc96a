import type { CompanyRole, SessionUser } from '@shop/shared';

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

/** TEST_CUSTOMER as a member of a company (account 40) with `role` there. */
export const companyMember = (role: CompanyRole): SessionUser => ({
  ...TEST_CUSTOMER,
  legalPersonType: true,
  company: { accountId: 40, role, businessName: 'Redes del Caribe S.A.S.' },
});

/** A buyer of a company: their orders go to one of the company's delivery addresses. */
export const TEST_COMPANY_BUYER: SessionUser = companyMember('COMPRADOR');

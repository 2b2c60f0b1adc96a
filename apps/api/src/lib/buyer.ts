import { COMPANY_WIDE_READERS, companyMayBuy, type SessionUser } from '@shop/shared';
import { forbidden } from './errors';

type Buyer = Pick<SessionUser, 'id' | 'company'>;

/**
 * The account a user buys with (docs/decisions/017-companies-with-several-buyers.md): a company's
 * account for its members, whose prices, taxes, credit line and documents are used; else their own.
 */
export const accountOf = (user: Buyer): number => user.company?.accountId ?? user.id;

/**
 * Which of the account's quotes and orders the user reads: all of them, or, for a company's
 * buyer, only the ones they made.
 */
export interface DocumentScope {
  accountId: number;
  createdBy?: number;
}

export const documentScopeOf = (user: Buyer): DocumentScope =>
  !user.company || COMPANY_WIDE_READERS.includes(user.company.role)
    ? { accountId: accountOf(user) }
    : { accountId: accountOf(user), createdBy: user.id };

/** The company a member administers; anyone else, natural persons included, is refused (403). */
export function administeredCompanyOf(user: Buyer): number {
  if (user.company?.role !== 'ADMINISTRADOR') throw forbidden('COMPANY_ADMIN_ONLY');
  return user.company.accountId;
}

/** A member whose company role only reads (aprobador, consulta) may not buy or pay (403). */
export function assertMayBuy(user: Buyer): void {
  if (!companyMayBuy(user.company)) throw forbidden('COMPANY_ROLE_CANNOT_BUY');
}

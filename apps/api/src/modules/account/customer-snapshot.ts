import { CLIENT_TYPE_LABELS } from '@shop/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { CustomerSnapshot } from '../../db/schema';
import { internal } from '../../lib/errors';
import type { AccountRepository } from './repository';

/**
 * The port that freezes a customer's data on a quote or order, read in the caller's transaction:
 * the account's (a company's, for its members), with `contactId`'s name, e-mail and phone when a
 * member of the company made it, so the document names who to call.
 */
export type CustomerSnapshotPort = (
  tx: Tx,
  userId: number,
  contactId?: number,
) => Promise<CustomerSnapshot>;

export function customerSnapshotPort(
  accounts: (db: DbOrTx) => AccountRepository,
): CustomerSnapshotPort {
  const read = async (tx: Tx, userId: number) => {
    const row = await accounts(tx).withProfile(userId);
    // Only signed-in customers buy, and every customer is registered with a profile.
    if (!row) throw internal(`user ${userId} has no profile`);
    return row;
  };
  return async (tx, userId, contactId = userId) => {
    const { user, profile, municipality } = await read(tx, userId);
    const contact = contactId === userId ? { user, profile } : await read(tx, contactId);
    return {
      businessName: profile.businessName,
      fullName: contact.profile.fullName,
      identification: profile.identificationNumber,
      isCompany: user.legalPersonType,
      address: profile.primaryAddress,
      city:
        municipality.name === municipality.department
          ? municipality.name
          : `${municipality.name}, ${municipality.department}`,
      email: contact.user.email,
      phone: contact.profile.contactPhone,
      clientType: CLIENT_TYPE_LABELS[user.clientType],
    };
  };
}

import { CLIENT_TYPE_LABELS } from '@shop/shared';
import type { DbOrTx, Tx } from '../../db/client';
import type { CustomerSnapshot } from '../../db/schema';
import { internal } from '../../lib/errors';
import type { AccountRepository } from './repository';

/** The port that freezes a customer's data on a quote or order, read in the caller's transaction. */
export type CustomerSnapshotPort = (tx: Tx, userId: number) => Promise<CustomerSnapshot>;

export function customerSnapshotPort(
  accounts: (db: DbOrTx) => AccountRepository,
): CustomerSnapshotPort {
  return async (tx, userId) => {
    const row = await accounts(tx).withProfile(userId);
    // Only signed-in customers buy, and every customer is registered with a profile.
    if (!row) throw internal(`user ${userId} has no profile`);
    const { user, profile, municipality } = row;
    return {
      businessName: profile.businessName,
      fullName: profile.fullName,
      identification: profile.identificationNumber,
      isCompany: user.legalPersonType,
      address: profile.primaryAddress,
      city:
        municipality.name === municipality.department
          ? municipality.name
          : `${municipality.name}, ${municipality.department}`,
      email: user.email,
      phone: profile.contactPhone,
      clientType: CLIENT_TYPE_LABELS[user.clientType],
    };
  };
}

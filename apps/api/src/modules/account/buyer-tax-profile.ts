import {
  buyerTaxProfileOf,
  fiscalIdentityIn,
  taxFlagsIn,
  type BuyerTaxProfile,
} from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { internal } from '../../lib/errors';
import type { AccountRepository } from './repository';

/** The port that tells who a buyer is for taxes (docs/taxes.md), read in the caller's transaction. */
export type BuyerTaxProfilePort = (db: DbOrTx, userId: number) => Promise<BuyerTaxProfile>;

export function buyerTaxProfilePort(
  accounts: (db: DbOrTx) => AccountRepository,
): BuyerTaxProfilePort {
  return async (db, userId) => {
    const row = await accounts(db).withProfile(userId);
    if (!row) throw internal(`user ${userId} has no profile`);
    const { user, municipality } = row;
    return buyerTaxProfileOf({
      legalPersonType: user.legalPersonType,
      flags: taxFlagsIn(user),
      identity: fiscalIdentityIn(user),
      municipalityCode: municipality.daneCode,
      municipalityName: municipality.name,
    });
  };
}

import type { ClientType } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { createConfigRepository } from './repository';

/**
 * The fraction a client type pays on top of the base price (the config's `extraPercentage`, 0.08
 * for 8 %); 0 when none is set.
 */
export async function extraFractionFor(db: DbOrTx, clientType: ClientType): Promise<number> {
  const config = await createConfigRepository(db).get();
  return config?.extraPercentage[clientType] ?? 0;
}

import type { ClientType } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { createConfigRepository } from './repository';

/** The extra percentage (a fraction) the config sets for a client type; 0 when none is set. */
export async function extraPercentageFor(db: DbOrTx, clientType: ClientType): Promise<number> {
  const config = await createConfigRepository(db).get();
  return config?.extraPercentage[clientType] ?? 0;
}

import { WOMPI_KEY_NAMES } from '@shop/shared';
import type { WompiKeys } from '../../db/schema';
import type { SiteConfigRow } from '../config/service';

export type ReadyWompiKeys = WompiKeys &
  Required<Pick<WompiKeys, (typeof WOMPI_KEY_NAMES)[number]>>;

/** The gateway's keys when every one is stored; online methods are offered only then. */
export function readyKeys(config: SiteConfigRow): ReadyWompiKeys | null {
  const keys = config.wompi;
  return keys && WOMPI_KEY_NAMES.every((k) => keys[k]) ? (keys as ReadyWompiKeys) : null;
}

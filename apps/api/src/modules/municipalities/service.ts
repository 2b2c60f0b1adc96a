import type { Municipality } from '@shop/shared';
import type { MunicipalityRepository } from './repository';

/** The read port other modules get: whether a DANE code names a municipality we know. */
export interface MunicipalityLookup {
  exists(daneCode: string): Promise<boolean>;
}

export function createMunicipalityService(municipalities: MunicipalityRepository) {
  return {
    search: (q?: string): Promise<Municipality[]> => municipalities.search(q),
    exists: (daneCode: string): Promise<boolean> => municipalities.exists(daneCode),
  };
}
export type MunicipalityService = ReturnType<typeof createMunicipalityService>;

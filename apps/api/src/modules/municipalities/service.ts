import type { Municipality } from '@shop/shared';
import { foldText } from '../../lib/fold';
import type { MunicipalityRepository } from './repository';

/** A place as a document prints it: DANE codes when it has them, names otherwise. */
export interface PrintedPlace {
  department: { name: string; code: string | null } | null;
  city: { name: string; code: string | null } | null;
}

/** The read port other modules get: whether a DANE code names a municipality we know. */
export interface MunicipalityLookup {
  exists(daneCode: string): Promise<boolean>;
  /** The code and DIVIPOLA name of a municipality, or undefined. */
  find(daneCode: string): Promise<{ code: string; name: string } | undefined>;
  /**
   * The DIVIPOLA municipality a printed place names: by its codes (department 2 digits and
   * municipality 3), else by its name when one municipality of that department (if given) has it.
   */
  locate(place: PrintedPlace): Promise<{ code: string; name: string } | null>;
}

const bare = (name: string) =>
  foldText(name)
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function createMunicipalityService(municipalities: MunicipalityRepository) {
  return {
    search: (q?: string): Promise<Municipality[]> => municipalities.search(q),
    exists: (daneCode: string): Promise<boolean> => municipalities.exists(daneCode),
    find: (daneCode: string) => municipalities.find(daneCode),
    async locate({ department, city }: PrintedPlace) {
      if (department?.code && city?.code) {
        const found = await municipalities.find(`${department.code}${city.code}`);
        if (found) return found;
      }
      if (!city?.name) return null;
      const matches = (await municipalities.search(city.name)).filter(
        (m) =>
          bare(m.municipality) === bare(city.name) &&
          (!department?.name || bare(m.department).startsWith(bare(department.name))),
      );
      return matches.length === 1
        ? { code: matches[0]!.municipalityDaneCode, name: matches[0]!.municipality }
        : null;
    },
  };
}
export type MunicipalityService = ReturnType<typeof createMunicipalityService>;

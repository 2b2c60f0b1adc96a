import type { ClientType, SellerProfile } from '@shop/shared';
import type { ConfigRepository, SiteConfigRow } from './repository';

export type { SiteConfigRow };

/** The shop as seller, as documents freeze it and the PDF prints it (docs/taxes.md). */
export function sellerProfileOf(row: SiteConfigRow): SellerProfile {
  return {
    name: row.shopName,
    nit: row.shopNit,
    regime: row.sellerRegime,
    autorretenedor: row.sellerAutorretenedor,
    granContribuyente: row.sellerGranContribuyente,
    address: row.shopAddress,
    city: row.shopCity,
    municipalityCode: row.shopMunicipalityCode,
    phone: row.shopPhone,
    email: row.shopEmail,
  };
}

/** The read port other modules get: the site settings, read when they are needed. */
export interface ConfigReader {
  get(): Promise<SiteConfigRow | undefined>;
}

export function createConfigService(config: ConfigRepository) {
  return {
    get: () => config.get(),

    /**
     * The fraction a client type pays on top of the base price (the config's wire name is
     * `extraPercentage`, but it holds 0.08 for 8 %); 0 when none is set.
     */
    async extraFraction(clientType: ClientType): Promise<number> {
      return (await config.get())?.extraPercentage[clientType] ?? 0;
    },
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;

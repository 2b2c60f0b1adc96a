import { bogotaDate, type ClientType, type SessionUser } from '@shop/shared';
import type { DocumentTrm } from '../../db/schema';
import { sellerProfileOf, type SiteConfigRow } from '../config/service';
import type { TaxRulesPort } from '../taxes/service';
import type { TaxContext } from './steps';

/** Everything a new quote or order is priced and taxed with besides its lines and its buyer. */
export interface Pricing {
  settings: SiteConfigRow;
  tax: TaxContext;
  now: Date;
  /** The fraction the buyer's client type pays on top of the base price. */
  fraction: number;
}

export interface PricingDeps {
  /** The site config (prices, seller, minimum purchase, quote validity, shop name). */
  config: () => Promise<SiteConfigRow>;
  /** The fraction a client type pays on top of the base price. */
  extraFraction: (clientType: ClientType) => Promise<number>;
  /** The dated tax rules (the taxes module's port). */
  taxRules: TaxRulesPort;
  /** The TRM of the day, or null when none is known (the TRM module). */
  trm: () => Promise<DocumentTrm | null>;
}

/**
 * Reads what a document is priced with, before its transaction: the config, today's rules, seller
 * and TRM, the client type's price fraction.
 */
export function createPricing({ config, extraFraction, taxRules, trm }: PricingDeps) {
  return async (user: SessionUser, now = new Date()): Promise<Pricing> => {
    const settings = await config();
    const tax: TaxContext = {
      seller: sellerProfileOf(settings),
      rules: await taxRules.rules(),
      date: bogotaDate(now),
      trm: await trm(),
      minimumPurchase: settings.minimumPurchase,
    };
    return { settings, tax, now, fraction: await extraFraction(user.clientType) };
  };
}

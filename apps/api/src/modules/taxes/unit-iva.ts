import {
  bogotaDate,
  computeTaxes,
  NO_TAX_FLAGS,
  type BuyerTaxProfile,
  type IvaClass,
  type SellerProfile,
  type TaxRuleTable,
  type UnitIva,
} from '@shop/shared';

/** IVA depends on the good, its unit price, the seller and the day; never on who buys. */
const ANY_BUYER: BuyerTaxProfile = {
  kind: 'NATURAL_PERSON',
  ...NO_TAX_FLAGS,
  municipalityCode: null,
  municipalityName: null,
};

/** The IVA each unit price carries today, by the one tax engine (product pages, cards, wishlist). */
export type UnitIvaPort = (
  units: readonly { unitPrice: number; ivaClass: IvaClass }[],
) => Promise<UnitIva[]>;

export function createUnitIvaPort(deps: {
  rules: () => Promise<TaxRuleTable>;
  seller: () => Promise<SellerProfile>;
}): UnitIvaPort {
  return async (units) => {
    if (!units.length) return [];
    const [rules, seller] = [await deps.rules(), await deps.seller()];
    const { lines } = computeTaxes({
      lines: units.map((u) => ({ ...u, quantity: 1 })),
      buyer: ANY_BUYER,
      seller,
      date: bogotaDate(),
      rules,
    });
    return lines.map((l) => ({ rate: l.ivaRate, reason: l.reason }));
  };
}

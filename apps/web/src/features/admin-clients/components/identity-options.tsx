import { ID_TYPE_LABELS, ID_TYPES, SELLER_REGIME_LABELS, SELLER_REGIMES } from '@shop/shared';

/** The ID types of a RUT (casilla 25), as options of a select. */
export function IdTypeOptions() {
  return ID_TYPES.map((type) => (
    <option key={type} value={type}>
      {ID_TYPE_LABELS[type]}
    </option>
  ));
}

/** Responsable (48) or no responsable (49) de IVA, as options of a select. */
export function IvaRegimeOptions() {
  return SELLER_REGIMES.map((regime) => (
    <option key={regime} value={regime}>
      {SELLER_REGIME_LABELS[regime]} (RUT: {regime === 'RESPONSABLE_IVA' ? '48' : '49'})
    </option>
  ));
}

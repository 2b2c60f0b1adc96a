import { onFirstUse } from '@shop/shared';

/**
 * Whole pesos as people type them ('20.000.000', '$ 20000000'): the dots of thousands and the sign
 * are dropped; anything else (centavos, letters) is not a peso amount and answers null.
 */
export function parsePesos(text: string): number | null {
  const clean = text.replace(/[\s$]|\u00a0/g, '').replace(/\.(?=\d{3}(\.|$))/g, '');
  return /^\d{1,13}$/.test(clean) ? Number(clean) : null;
}

const pesos = onFirstUse(() => new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 }));

/** 20000000 → '20.000.000', the way a peso field shows a stored amount. */
export const formatPesos = (value: number) => pesos().format(value);

/** Pesos with centavos, the way the TRM is quoted ('$ 4.012,35'). */
export const copWithCents = new Intl.NumberFormat('es-CO', {
  style: 'currency',
  currency: 'COP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

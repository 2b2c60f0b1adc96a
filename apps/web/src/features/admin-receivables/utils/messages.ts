/** The Cartera screens' texts. */
export const RECEIVABLES_MESSAGES = {
  loadFailed: 'No se pudo cargar la cartera.',
  companyLoadFailed: 'No se pudo cargar la cartera de la empresa.',
  companyMissing: 'Esta empresa no tiene una línea de crédito.',
} as const;

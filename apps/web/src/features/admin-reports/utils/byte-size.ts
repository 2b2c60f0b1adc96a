const kilobytes = new Intl.NumberFormat('es-CO', {
  style: 'unit',
  unit: 'kilobyte',
  maximumFractionDigits: 0,
});
const megabytes = new Intl.NumberFormat('es-CO', {
  style: 'unit',
  unit: 'megabyte',
  maximumFractionDigits: 1,
});

/** '48 kB', '1,3 MB': how much of a file has arrived. */
export const byteSize = (bytes: number) =>
  bytes < 1_000_000 ? kilobytes.format(bytes / 1_000) : megabytes.format(bytes / 1_000_000);

const formatter = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** A file size as people read it: '820 B', '12,5 KB', '3,2 MB' (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${formatter.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatter.format(bytes / 1024)} KB`;
  return `${formatter.format(bytes / (1024 * 1024))} MB`;
}

/**
 * The official TRM from datos.gov.co (Socrata dataset 32sa-8pi3, certified by the
 * Superintendencia Financiera). Values arrive as JSON strings; a row covers the dates from
 * vigenciadesde to vigenciahasta, so weekends and holidays are found by a range query.
 */
export const DEFAULT_TRM_URL = 'https://www.datos.gov.co/resource/32sa-8pi3.json';

interface SocrataRow {
  valor?: unknown;
  vigenciadesde?: unknown;
  vigenciahasta?: unknown;
}

export async function fetchTrm(
  baseUrl: string,
  date: string,
  timeoutMs = 5000,
): Promise<number | null> {
  const url = new URL(baseUrl);
  const day = `'${date}T00:00:00'`;
  url.searchParams.set('$where', `vigenciadesde <= ${day} AND vigenciahasta >= ${day}`);
  url.searchParams.set('$order', 'vigenciadesde DESC');
  url.searchParams.set('$limit', '1');
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`TRM provider answered ${res.status}`);
  const rows = (await res.json()) as SocrataRow[];
  const value = Number(rows[0]?.valor);
  return Array.isArray(rows) && Number.isFinite(value) && value > 0 ? value : null;
}

import type { AuditState } from '@shop/shared';

const LABELS: Record<string, string> = {
  name: 'Nombre',
  title: 'Título',
  logo: 'Logo',
  description: 'Descripción',
};

/** Rich text as a reader sees it: the words, without tags, cut at 120 characters. */
const plainText = (html: string) => {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

function describeField(key: string, value: unknown): string {
  const label = LABELS[key] ?? key;
  if (value === null || value === '') return `${label}: ninguno`;
  return `${label}: ${key === 'description' ? plainText(String(value)) : String(value)}`;
}

/**
 * A brand's audited state in words ('Título: Ubiquiti en Colombia; Logo: /api/files/…'): a creation
 * or deletion holds every field, an edit only those it changed; '—' for none.
 */
export function describeBrandState(state: AuditState | null): string {
  if (!state) return '—';
  const parts = Object.entries(state).map(([key, value]) => describeField(key, value));
  return parts.length ? parts.join('; ') : '—';
}

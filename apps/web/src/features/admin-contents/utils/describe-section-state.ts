import { countOf as plural, type AuditState } from '@shop/shared';

/** A section's audit state in words: 'Nombre: Home; Grupos (2): Redes, Energía; Posición: 3'. */
export function describeSectionState(state: AuditState | null): string {
  if (state === null) return '—';
  const parts: string[] = [];
  if (typeof state.name === 'string') parts.push(`Nombre: ${state.name}`);
  if (Array.isArray(state.content)) {
    const groups = state.content as { name?: unknown; contents?: unknown[] }[];
    const items = groups.reduce((sum, group) => sum + (group.contents?.length ?? 0), 0);
    parts.push(
      `${plural(groups.length, 'grupo', 'grupos')} (${groups.map((g) => String(g.name)).join(', ')}), ${plural(items, 'elemento', 'elementos')}`,
    );
  }
  if (typeof state.position === 'number') parts.push(`Posición: ${state.position + 1}`);
  return parts.join('; ') || '—';
}

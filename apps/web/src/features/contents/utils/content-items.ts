import type { ContentGroup, ContentSection } from '@shop/shared';

export type ContentItem = ContentGroup['contents'][number];

/** Every item of a section, in order, across its groups. */
export function sectionItems(section: ContentSection | null | undefined): ContentItem[] {
  return section?.content.flatMap((group) => group.contents) ?? [];
}

/**
 * The home grid has between 2 and 6 columns, as many as there are items (docs/architecture.md,
 * "Contract: constants and limits").
 */
export function gridColumns(count: number): number {
  return Math.min(6, Math.max(2, count));
}

import type { z } from 'zod';
import type {
  ContentCreate,
  ContentCreateSchema,
  ContentSection,
  ContentUpdate,
} from '@shop/shared';

/** What the editor's boxes hold: every text is a string, blank for an optional field left empty. */
export type SectionFormValues = z.input<typeof ContentCreateSchema>;

export const emptyItem = () => ({ name: '', description: '', image: '', url: '' });
export const emptyGroup = () => ({ name: '', isHighlighted: false, contents: [emptyItem()] });
export const emptySectionForm = (): SectionFormValues => ({ name: '', content: [emptyGroup()] });

export const sectionFormValues = (section: ContentSection): SectionFormValues => ({
  name: section.name,
  content: section.content.map((group) => ({
    name: group.name,
    isHighlighted: group.isHighlighted,
    contents: group.contents.map((item) => ({
      name: item.name,
      description: item.description ?? '',
      image: item.image ?? '',
      url: item.url ?? '',
    })),
  })),
});

/** Groups as the server stores them: blank optional fields absent, keys in one order. */
const canonical = (content: ContentSection['content']) =>
  JSON.stringify(
    content.map((group) => ({
      name: group.name,
      isHighlighted: group.isHighlighted,
      contents: group.contents.map(({ name, description, image, url }) => ({
        name,
        description: description || undefined,
        image: image || undefined,
        url: url || undefined,
      })),
    })),
  );

/**
 * Only the fields that differ from the section as loaded (PATCH sends changed fields:
 * docs/architecture.md, "Contract: API calls").
 */
export function sectionChanges(section: ContentSection, values: ContentCreate): ContentUpdate {
  return {
    ...(values.name !== section.name ? { name: values.name } : {}),
    ...(canonical(values.content) !== canonical(section.content)
      ? { content: values.content }
      : {}),
  };
}

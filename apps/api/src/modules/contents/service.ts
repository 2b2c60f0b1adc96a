import type { ContentSection, InfoPage } from '@shop/shared';
import { NOT_FOUND_MESSAGES } from '@shop/shared';
import { notFound } from '../../lib/errors';
import type { ContentsRepository } from './repository';

/** The shop's editable content: the sections of the home, login and footer, and the information pages. */
export function createContentsService(repository: ContentsRepository) {
  return {
    sections: (): Promise<ContentSection[]> => repository.sections(),

    async section(id: number): Promise<ContentSection> {
      const row = await repository.section(id);
      if (!row) throw notFound('No encontramos la sección solicitada.');
      return row;
    },

    async page(slug: string): Promise<InfoPage> {
      const row = await repository.page(slug);
      if (!row) throw notFound(NOT_FOUND_MESSAGES.page);
      return { ...row, updatedAt: row.updatedAt.toISOString() };
    },
  };
}
export type ContentsService = ReturnType<typeof createContentsService>;

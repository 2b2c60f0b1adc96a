import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentSections, infoPages } from '../../db/schema';
import { sanitizeRichText } from '../../lib/html';

const sectionColumns = {
  id: contentSections.id,
  name: contentSections.name,
  content: contentSections.content,
};

const pageColumns = {
  slug: infoPages.slug,
  title: infoPages.title,
  body: infoPages.body,
  updatedAt: infoPages.updatedAt,
};

export interface NewInfoPage {
  slug: string;
  title: string;
  /** HTML; stored sanitized whoever wrote it. */
  body: string;
  position: number;
}

export function createContentsRepository(db: DbOrTx) {
  return {
    sections() {
      return db
        .select(sectionColumns)
        .from(contentSections)
        .orderBy(asc(contentSections.position), asc(contentSections.id));
    },

    async section(id: number) {
      const [row] = await db
        .select(sectionColumns)
        .from(contentSections)
        .where(eq(contentSections.id, id));
      return row;
    },

    async page(slug: string) {
      const [row] = await db.select(pageColumns).from(infoPages).where(eq(infoPages.slug, slug));
      return row;
    },

    /** Pages that already exist (an admin may have written them first) are kept as they are. */
    async insertPages(pages: readonly NewInfoPage[]) {
      if (pages.length === 0) return;
      await db
        .insert(infoPages)
        .values(pages.map((page) => ({ ...page, body: sanitizeRichText(page.body) })))
        .onConflictDoNothing();
    },
  };
}
export type ContentsRepository = ReturnType<typeof createContentsRepository>;

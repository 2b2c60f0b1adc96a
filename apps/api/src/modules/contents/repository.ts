import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentSections, infoPages, type StoredContentGroup } from '../../db/schema';
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

const adminPageColumns = { ...pageColumns, position: infoPages.position };

export interface SectionRow {
  id: number;
  name: string;
  content: StoredContentGroup[];
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

    /**
     * Every section in its order, locked: a move renumbers them with no one moving them meanwhile.
     * The rows are locked in id order, which no move changes, and sorted afterwards: locked in
     * position order, two moves that read the positions before and after a third one's commit took
     * the rows in different orders and deadlocked.
     */
    async sectionsForUpdate() {
      const rows = await db
        .select({ id: contentSections.id, position: contentSections.position })
        .from(contentSections)
        .orderBy(asc(contentSections.id))
        .for('update');
      return rows.sort((a, b) => a.position - b.position || a.id - b.id);
    },

    async sectionForUpdate(id: number): Promise<SectionRow | undefined> {
      const [row] = await db
        .select(sectionColumns)
        .from(contentSections)
        .where(eq(contentSections.id, id))
        .for('update');
      return row;
    },

    /** A new section goes last. */
    async insertSection(values: Omit<SectionRow, 'id'>): Promise<SectionRow> {
      const [row] = await db
        .insert(contentSections)
        .values({
          ...values,
          position: sql`(select coalesce(max(${contentSections.position}) + 1, 0) from ${contentSections})`,
        })
        .returning(sectionColumns);
      return row!;
    },

    async updateSection(id: number, values: Partial<Omit<SectionRow, 'id'>>): Promise<SectionRow> {
      const [row] = await db
        .update(contentSections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(contentSections.id, id))
        .returning(sectionColumns);
      return row!;
    },

    async setPosition(id: number, position: number): Promise<void> {
      await db.update(contentSections).set({ position }).where(eq(contentSections.id, id));
    },

    async deleteSection(id: number): Promise<void> {
      await db.delete(contentSections).where(eq(contentSections.id, id));
    },

    pages() {
      return db
        .select(adminPageColumns)
        .from(infoPages)
        .orderBy(asc(infoPages.position), asc(infoPages.slug));
    },

    async pageForUpdate(slug: string) {
      const [row] = await db
        .select(adminPageColumns)
        .from(infoPages)
        .where(eq(infoPages.slug, slug))
        .for('update');
      return row;
    },

    /** A new page goes last; its body is stored sanitized. */
    async insertPage(values: { slug: string; title: string; body: string }) {
      const [row] = await db
        .insert(infoPages)
        .values({
          ...values,
          body: sanitizeRichText(values.body),
          position: sql`(select coalesce(max(${infoPages.position}) + 1, 0) from ${infoPages})`,
        })
        .returning(adminPageColumns);
      return row!;
    },

    async updatePage(slug: string, values: { title?: string; body?: string }) {
      const [row] = await db
        .update(infoPages)
        .set({
          ...values,
          ...(values.body === undefined ? {} : { body: sanitizeRichText(values.body) }),
          updatedAt: new Date(),
        })
        .where(eq(infoPages.slug, slug))
        .returning(adminPageColumns);
      return row!;
    },

    async deletePage(slug: string): Promise<void> {
      await db.delete(infoPages).where(eq(infoPages.slug, slug));
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

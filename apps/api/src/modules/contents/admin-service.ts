import { isDeepStrictEqual } from 'node:util';
import {
  CONTENT_MESSAGES,
  NOT_FOUND_MESSAGES,
  type AuditHistory,
  type ContentCreate,
  type ContentMove,
  type ContentSection,
  type ContentUpdate,
  type InfoPageAdmin,
  type InfoPageCreate,
  type InfoPageUpdate,
  type PageRequest,
  isStorefrontSection,
} from '@shop/shared';
import type { Transactional } from '../../db/transactional';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/html';
import type { AuditService } from '../../platform/audit/service';
import type { ContentsRepository, SectionRow } from './repository';

interface Deps {
  contents: Transactional<ContentsRepository>;
  audit: AuditService;
}

/** As jsonb keeps it: fields left blank (undefined) are not stored, so they never count as a change. */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const sectionState = ({ name, content }: SectionRow) => ({ name, content });

type PageRow = Omit<InfoPageAdmin, 'updatedAt'> & { updatedAt: Date };
const asPage = (row: PageRow): InfoPageAdmin => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
});
const pageState = ({ title, body }: PageRow) => ({ title, body });

/** The dashboard's 'Contenidos' (ADMIN_CONTENTS): content sections and information pages. */
export function createContentsAdminService({ contents, audit }: Deps) {
  /** A unique-name clash, found by the database, answered as the 409 of its kind. */
  async function unique<T>(code: 'CONTENT_NAME_TAKEN' | 'PAGE_SLUG_TAKEN', work: () => Promise<T>) {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(code);
      throw err;
    }
  }

  const foundSection = async (repo: ContentsRepository, id: number) => {
    const row = await repo.sectionForUpdate(id);
    if (!row) throw notFound(CONTENT_MESSAGES.notFound);
    return row;
  };

  const foundPage = async (repo: ContentsRepository, slug: string) => {
    const row = await repo.pageForUpdate(slug);
    if (!row) throw notFound(NOT_FOUND_MESSAGES.page);
    return row;
  };

  return {
    async create(actorUserId: number, input: ContentCreate): Promise<ContentSection> {
      return unique('CONTENT_NAME_TAKEN', () =>
        contents.inTransaction(async (repo, tx) => {
          const row = await repo.insertSection({
            name: input.name,
            content: stored(input.content),
          });
          await audit.record(tx, {
            actorUserId,
            entity: 'content',
            entityId: row.id,
            action: 'create',
            before: null,
            after: sectionState(row),
          });
          return row;
        }),
      );
    },

    /**
     * Only the fields sent; the groups and their items are replaced whole, in the order sent. A
     * section the storefront reads by name keeps that name (CONTENT_SECTIONS).
     */
    async update(actorUserId: number, id: number, input: ContentUpdate): Promise<ContentSection> {
      return unique('CONTENT_NAME_TAKEN', () =>
        contents.inTransaction(async (repo, tx) => {
          const before = await foundSection(repo, id);
          const changes: Partial<Omit<SectionRow, 'id'>> = {};
          if (input.name !== undefined && input.name !== before.name) {
            // 'Contact Us' renamed once took the floating contact buttons off the storefront unseen.
            if (isStorefrontSection(before.name)) throw conflict('CONTENT_SECTION_IN_USE');
            changes.name = input.name;
          }
          if (input.content !== undefined) {
            const content = stored(input.content);
            if (!isDeepStrictEqual(content, stored(before.content))) changes.content = content;
          }
          const changed = Object.keys(changes) as (keyof typeof changes)[];
          if (changed.length === 0) throw badRequest(CONTENT_MESSAGES.unchanged);
          const after = await repo.updateSection(id, changes);
          const pick = (row: SectionRow) => Object.fromEntries(changed.map((k) => [k, row[k]]));
          await audit.record(tx, {
            actorUserId,
            entity: 'content',
            entityId: id,
            action: 'update',
            before: pick(before),
            after: pick(after),
          });
          return after;
        }),
      );
    },

    /**
     * Swaps the section with its neighbour and numbers every section 0…n-1 in the new order; the
     * first cannot go up and the last cannot go down. Answers every section in its new order.
     */
    async move(actorUserId: number, id: number, { direction }: ContentMove) {
      await contents.inTransaction(async (repo, tx) => {
        const rows = await repo.sectionsForUpdate();
        const from = rows.findIndex((row) => row.id === id);
        if (from < 0) throw notFound(CONTENT_MESSAGES.notFound);
        const to = direction === 'up' ? from - 1 : from + 1;
        if (to < 0)
          throw conflict('CONTENT_MOVE_OUT_OF_BOUNDS', CONTENT_MESSAGES.firstCannotMoveUp);
        if (to >= rows.length)
          throw conflict('CONTENT_MOVE_OUT_OF_BOUNDS', CONTENT_MESSAGES.lastCannotMoveDown);
        const order = [...rows];
        [order[from], order[to]] = [order[to]!, order[from]!];
        for (const [position, row] of order.entries())
          if (row.position !== position) await repo.setPosition(row.id, position);
        await audit.record(tx, {
          actorUserId,
          entity: 'content',
          entityId: id,
          action: 'update',
          before: { position: from },
          after: { position: to },
        });
      });
      return contents.repo.sections();
    },

    /** The storefront hides a section it looks for by name and does not find (CONTENT_SECTIONS). */
    async remove(actorUserId: number, id: number): Promise<void> {
      await contents.inTransaction(async (repo, tx) => {
        const before = await foundSection(repo, id);
        await repo.deleteSection(id);
        await audit.record(tx, {
          actorUserId,
          entity: 'content',
          entityId: id,
          action: 'delete',
          before: sectionState(before),
          after: null,
        });
      });
    },

    history: (id: number, page: PageRequest): Promise<AuditHistory> =>
      audit.history('content', id, page),

    async pages(): Promise<InfoPageAdmin[]> {
      return (await contents.repo.pages()).map(asPage);
    },

    async createPage(actorUserId: number, input: InfoPageCreate): Promise<InfoPageAdmin> {
      const body = sanitizeRichText(input.body);
      if (!body)
        throw badRequest(CONTENT_MESSAGES.pageBody, [
          { path: 'body', message: CONTENT_MESSAGES.pageBody },
        ]);
      return unique('PAGE_SLUG_TAKEN', () =>
        contents.inTransaction(async (repo, tx) => {
          const row = await repo.insertPage({ ...input, body });
          await audit.record(tx, {
            actorUserId,
            entity: 'info_page',
            entityId: row.slug,
            action: 'create',
            before: null,
            after: pageState(row),
          });
          return asPage(row);
        }),
      );
    },

    /** The body is stored sanitized: scripts, event handlers and javascript: links are dropped. */
    async updatePage(
      actorUserId: number,
      slug: string,
      input: InfoPageUpdate,
    ): Promise<InfoPageAdmin> {
      const body = input.body === undefined ? undefined : sanitizeRichText(input.body);
      if (body === '')
        throw badRequest(CONTENT_MESSAGES.pageBody, [
          { path: 'body', message: CONTENT_MESSAGES.pageBody },
        ]);
      return contents.inTransaction(async (repo, tx) => {
        const before = await foundPage(repo, slug);
        const changes: { title?: string; body?: string } = {};
        if (input.title !== undefined && input.title !== before.title) changes.title = input.title;
        if (body !== undefined && body !== before.body) changes.body = body;
        const changed = Object.keys(changes) as (keyof typeof changes)[];
        if (changed.length === 0) throw badRequest(CONTENT_MESSAGES.unchanged);
        const after = await repo.updatePage(slug, changes);
        const pick = (row: PageRow) => Object.fromEntries(changed.map((k) => [k, row[k]]));
        await audit.record(tx, {
          actorUserId,
          entity: 'info_page',
          entityId: slug,
          action: 'update',
          before: pick(before),
          after: pick(after),
        });
        return asPage(after);
      });
    },

    /** The footer's links to a deleted page lead to the 'not found' page until they are edited. */
    async removePage(actorUserId: number, slug: string): Promise<void> {
      await contents.inTransaction(async (repo, tx) => {
        const before = await foundPage(repo, slug);
        await repo.deletePage(slug);
        await audit.record(tx, {
          actorUserId,
          entity: 'info_page',
          entityId: slug,
          action: 'delete',
          before: pageState(before),
          after: null,
        });
      });
    },

    pageHistory: (slug: string, page: PageRequest): Promise<AuditHistory> =>
      audit.history('info_page', slug, page),
  };
}
export type ContentsAdminService = ReturnType<typeof createContentsAdminService>;

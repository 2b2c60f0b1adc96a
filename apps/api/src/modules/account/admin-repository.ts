import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  BuyerFiscalIdentity,
  BuyerTaxFlags,
  ClientListItem,
  ClientSortKey,
  ClientStatus,
  ClientType,
  SortRequest,
} from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { notAColleague } from '../../db/company-colleagues';
import { profiles, roles, userRoles, users } from '../../db/schema';
import { escapeLike } from '../../lib/sql-like';

export interface ClientFilter {
  /** Already folded (lower case, no accents). */
  search?: string;
  status?: ClientStatus;
  clientType?: ClientType;
  typeRequests: boolean;
  municipalityRequests: boolean;
  taxProfilePending: boolean;
}

const ACCENTED = 'áéíóúüàèìòùâêîôûñç';
const PLAIN = 'aeiouuaeiouaeiounc';
/** A column folded the way lib/fold folds the search term: no unaccent extension needed. */
const folded = (column: SQL | typeof profiles.fullName) =>
  sql`translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN})`;

/** What each sortable column orders by: the name as the list shows it, folded like the search. */
const SORT_COLUMNS = {
  name: folded(sql`coalesce(${profiles.businessName}, ${profiles.fullName})`),
  identification: profiles.identificationNumber,
  clientType: users.clientType,
  clientStatus: users.clientStatus,
  createdAt: users.createdAt,
} satisfies Record<ClientSortKey, unknown>;

/** The chosen column, then the newest account, so equal values keep one stable order. */
function sortOrder({ sort, order }: SortRequest<ClientSortKey>): SQL[] {
  const newest = [desc(users.createdAt), desc(users.id)];
  if (!sort) return newest;
  const direction = order === 'desc' ? desc : asc;
  return sort === 'createdAt'
    ? [direction(users.createdAt), direction(users.id)]
    : [direction(SORT_COLUMNS[sort]), ...newest];
}

/** The clients list and the writes of the clients screens (docs/architecture.md, "Contract: states and transitions"). */
export function createAdminClientRepository(db: DbOrTx) {
  const where = (filter: ClientFilter) => {
    const conditions: SQL[] = [];
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      conditions.push(
        or(
          sql`${folded(profiles.fullName)} like ${pattern}`,
          sql`${folded(sql`${users.email}`)} like ${pattern}`,
          sql`${folded(sql`${profiles.businessName}`)} like ${pattern}`,
          sql`${folded(sql`${profiles.identificationNumber}`)} like ${pattern}`,
        )!,
      );
    }
    if (filter.status) conditions.push(eq(users.clientStatus, filter.status));
    if (filter.clientType) conditions.push(eq(users.clientType, filter.clientType));
    if (filter.typeRequests) conditions.push(isNotNull(users.requestedClientType));
    if (filter.municipalityRequests)
      conditions.push(isNotNull(profiles.requestedMunicipalityDaneCode));
    if (filter.taxProfilePending) conditions.push(eq(users.taxProfileConfirmed, false));
    return and(notAColleague, ...conditions);
  };

  return {
    async list(
      filter: ClientFilter,
      sort: SortRequest<ClientSortKey>,
      window: { limit: number; offset: number },
    ): Promise<{ total: number; rows: ClientListItem[] }> {
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(where(filter));
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          fullName: profiles.fullName,
          businessName: profiles.businessName,
          identificationNumber: profiles.identificationNumber,
          clientType: users.clientType,
          clientStatus: users.clientStatus,
          requestedClientType: users.requestedClientType,
          requestedMunicipalityCode: profiles.requestedMunicipalityDaneCode,
          createdAt: users.createdAt,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(where(filter))
        .orderBy(...sortOrder(sort))
        .limit(window.limit)
        .offset(window.offset);
      return {
        total,
        rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    /** The roles of these ids that exist, with their permissions. */
    async rolesByIds(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
        .from(roles)
        .where(inArray(roles.id, ids));
    },

    /** The user row locked for the rest of the transaction: two admins never interleave. */
    async lockUser(userId: number) {
      const [row] = await db
        .select({
          clientStatus: users.clientStatus,
          clientType: users.clientType,
          requestedClientType: users.requestedClientType,
        })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row;
    },

    async setStatusAndType(
      userId: number,
      values: {
        clientStatus?: ClientStatus;
        clientType?: ClientType;
        requestedClientType?: null;
        comments: string;
      },
    ) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /**
     * The tax flags and fiscal identity staff changed, with the reason as the account's latest staff note; the profile
     * counts as confirmed from then on.
     */
    async setTaxProfile(
      userId: number,
      values: Partial<BuyerTaxFlags & BuyerFiscalIdentity>,
      comments: string,
    ) {
      await db
        .update(users)
        .set({ ...values, taxProfileConfirmed: true, comments, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async replaceRoles(userId: number, roleIds: number[]) {
      await db.delete(userRoles).where(eq(userRoles.userId, userId));
      if (roleIds.length)
        await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
    },
  };
}
export type AdminClientRepository = ReturnType<typeof createAdminClientRepository>;

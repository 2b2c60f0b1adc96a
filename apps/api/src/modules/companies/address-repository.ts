import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyAddresses, municipalities } from '../../db/schema';

export type AddressValues = Pick<
  typeof companyAddresses.$inferInsert,
  'siteName' | 'address' | 'municipalityDaneCode' | 'contactName' | 'contactPhone'
>;

const selection = {
  id: companyAddresses.id,
  siteName: companyAddresses.siteName,
  address: companyAddresses.address,
  municipalityDaneCode: companyAddresses.municipalityDaneCode,
  municipality: municipalities.name,
  department: municipalities.department,
  contactName: companyAddresses.contactName,
  contactPhone: companyAddresses.contactPhone,
};

/** A company's delivery addresses; an archived one is read by no one but the orders that copied it. */
export function createAddressRepository(db: DbOrTx) {
  const live = (companyId: number) =>
    and(eq(companyAddresses.companyId, companyId), isNull(companyAddresses.archivedAt));

  return {
    async list(companyId: number) {
      return db
        .select(selection)
        .from(companyAddresses)
        .innerJoin(
          municipalities,
          eq(municipalities.daneCode, companyAddresses.municipalityDaneCode),
        )
        .where(live(companyId))
        .orderBy(asc(companyAddresses.id));
    },

    async one(companyId: number, id: number) {
      const [row] = await db
        .select(selection)
        .from(companyAddresses)
        .innerJoin(
          municipalities,
          eq(municipalities.daneCode, companyAddresses.municipalityDaneCode),
        )
        .where(and(eq(companyAddresses.id, id), live(companyId)));
      return row;
    },

    async insert(companyId: number, values: AddressValues): Promise<number> {
      const [row] = await db
        .insert(companyAddresses)
        .values({ companyId, ...values })
        .returning({ id: companyAddresses.id });
      return row!.id;
    },

    async update(companyId: number, id: number, values: AddressValues): Promise<boolean> {
      const rows = await db
        .update(companyAddresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(companyAddresses.id, id), live(companyId)))
        .returning({ id: companyAddresses.id });
      return rows.length > 0;
    },

    async archive(companyId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(companyAddresses)
        .set({ archivedAt: new Date() })
        .where(and(eq(companyAddresses.id, id), live(companyId)))
        .returning({ id: companyAddresses.id });
      return rows.length > 0;
    },
  };
}
export type AddressRepository = ReturnType<typeof createAddressRepository>;

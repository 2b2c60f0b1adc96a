import { eq } from 'drizzle-orm';
import { CLIENT_TYPE_LABELS } from '@shop/shared';
import type { DbOrTx } from '../../db/client';
import { municipalities, profiles, users, type CustomerSnapshot } from '../../db/schema';
import { AppError } from '../../lib/errors';

/** The customer's data as the document will show it, frozen at creation. */
export async function customerSnapshot(db: DbOrTx, userId: number): Promise<CustomerSnapshot> {
  const [row] = await db
    .select({
      email: users.email,
      clientType: users.clientType,
      isCompany: users.legalPersonType,
      fullName: profiles.fullName,
      businessName: profiles.businessName,
      identification: profiles.identificationNumber,
      phone: profiles.contactPhone,
      address: profiles.primaryAddress,
      municipality: municipalities.name,
      department: municipalities.department,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(municipalities, eq(municipalities.daneCode, profiles.municipalityDaneCode))
    .where(eq(users.id, userId));
  if (!row) throw new AppError(500, 'INTERNAL_ERROR', `user ${userId} has no profile`);
  return {
    businessName: row.businessName,
    fullName: row.fullName,
    identification: row.identification,
    isCompany: row.isCompany,
    address: row.address,
    city:
      row.municipality === row.department
        ? row.municipality
        : `${row.municipality}, ${row.department}`,
    email: row.email,
    phone: row.phone,
    clientType: CLIENT_TYPE_LABELS[row.clientType],
  };
}

import { sql } from 'drizzle-orm';
import { companyMembers, users } from './schema';

/**
 * A user who joined a company by invitation (docs/decisions/017-companies-with-several-buyers.md):
 * not a client of their own, so the clients list and report leave them out; their company's account
 * is the client, and shows them as its members.
 */
export const notAColleague = sql`not exists (select 1 from ${companyMembers}
  where ${companyMembers.userId} = ${users.id} and ${companyMembers.companyId} <> ${users.id})`;

import type { Account, ClientCredit, RutProposal } from '@shop/shared';
import { anyOf, json, on, type ApiCall } from '../fake-api';
import { auditApi } from './audit';

/** GET /api/auth, the client list: `answer` pages it for the query asked. */
export const clientListApi = (
  answer: (call: ApiCall) => { users: unknown[]; totalPages: number },
) => on('GET', '/api/auth', (call) => json(answer(call)));

/**
 * One client as staff read it, with its trail, what its RUT proposed (nothing by default) and
 * its credit line (none by default; a company may be granted one).
 */
export const clientApi = (
  account: Account,
  trail: unknown[] = [],
  proposal: RutProposal | null = null,
  credit: ClientCredit = { eligible: account.legalPersonType, line: null },
) =>
  anyOf(
    on('GET', `/api/auth/${account.id}`, () => json(account)),
    on('GET', `/api/auth/${account.id}/credit`, () => json(credit)),
    on('GET', `/api/auth/${account.id}/rut-proposal`, () => json({ proposal })),
    auditApi(`/api/auth/${account.id}/audit`, trail),
  );

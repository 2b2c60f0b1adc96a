import type { Account, RutProposal } from '@shop/shared';
import { anyOf, json, on, type ApiCall } from '../fake-api';
import { auditApi } from './audit';

/** GET /api/auth, the client list: `answer` pages it for the query asked. */
export const clientListApi = (
  answer: (call: ApiCall) => { users: unknown[]; totalPages: number },
) => on('GET', '/api/auth', (call) => json(answer(call)));

/** One client as staff read it, with its trail and what its RUT proposed (nothing by default). */
export const clientApi = (
  account: Account,
  trail: unknown[] = [],
  proposal: RutProposal | null = null,
) =>
  anyOf(
    on('GET', `/api/auth/${account.id}`, () => json(account)),
    on('GET', `/api/auth/${account.id}/rut-proposal`, () => json({ proposal })),
    auditApi(`/api/auth/${account.id}/audit`, trail),
  );

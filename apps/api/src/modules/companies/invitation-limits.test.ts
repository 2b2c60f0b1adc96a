import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared';
import { buildTestApp, type TestApp } from '../../../test/app';
import { companyShop, memberForm, type CompanyShop } from '../../../test/company-fixtures';

let t: TestApp;
let shop: CompanyShop;
beforeAll(async () => {
  t = await buildTestApp({ limits: { invitationLinksPerHour: 3 } });
  shop = await companyShop(t);
});
afterAll(() => t?.close());

describe('invitation limits per address and hour', () => {
  it('stops an administrator mailing invitations past the limit, in Spanish', async () => {
    const admin = await shop.company();
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await shop.invite(admin, `limite${i}@empresa.co`, 'CONSULTA'));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.json().message).toBe(MESSAGES.tooManyRequests);
  });

  it('stops guessing links past the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await shop.post('/api/company-invitations/accept', memberForm('c'.repeat(43)))).statusCode,
      );
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});

import { eq } from 'drizzle-orm';
import type { CompanyRole } from '@shop/shared';
import { mailOutbox, siteConfig } from '../src/db/schema';
import { createCompanyRepository } from '../src/modules/companies/repository';
import { bearer, json, type TestApp } from './app';
import { creditShop, type Buyer } from './credit-fixtures';
import { createUser, login } from './factories';

let sequence = 0;

/** The token of the newest invitation link mailed to `email`. */
export async function invitationToken(t: TestApp, email: string): Promise<string> {
  await t.app.outbox.idle();
  const mails = await t.app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(mailOutbox.id);
  const link = mails.filter((m) => m.kind === 'company-invitation').at(-1)?.text ?? '';
  const token = /\/empresa\/unirse\?token=([\w-]+)/.exec(link)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

export const memberForm = (token: string, o: Record<string, unknown> = {}) => ({
  token,
  fullName: 'Andrea Ruiz',
  identificationNumber: '1020304050',
  contactPhone: '3001234567',
  position: 'Compradora sede norte',
  password: 'Compras2026',
  dataTreatmentAuthorization: true,
  ...o,
});

/**
 * The company suites' shop: products, staff and calls of the credit suites, and companies whose
 * administrator invites colleagues through the routes themselves. A mail server is set so the
 * outbox keeps the invitation mails (none listens there).
 */
export async function companyShop(t: TestApp) {
  const shop = await creditShop(t);
  const smtp = { host: '127.0.0.1', port: 2, user: '', pass: '', secure: false, from: '' };
  await t.app.db.update(siteConfig).set({ smtp }).where(eq(siteConfig.id, 1));

  const post = (url: string, payload: unknown, token?: string) =>
    t.app.inject(json('POST', url, payload, token ? bearer(token) : {}));

  return {
    ...shop,
    post,

    /** A company account that is its own administrator, as registration and migrations 0026–0027 leave it. */
    async company(): Promise<Buyer> {
      const user = await createUser(t.app.db, { legalPersonType: true, clientType: 'DISTRIBUTOR' });
      await createCompanyRepository(t.app.db).found(user.id);
      return { ...user, token: await login(t.app, user) };
    },

    /** A natural person's account, which has no company. */
    async person(): Promise<Buyer> {
      const user = await createUser(t.app.db, {
        legalPersonType: false,
        clientType: 'DISTRIBUTOR',
      });
      return { ...user, token: await login(t.app, user) };
    },

    invite: (admin: Buyer, email: string, role: CompanyRole) =>
      post('/api/company/invitations', { email, role }, admin.token),

    /** A colleague invited by `admin` with `role` who joined and is signed in. */
    async member(admin: Buyer, role: CompanyRole): Promise<Buyer> {
      const email = `colega${process.pid}-${++sequence}@empresa.co`;
      const invited = await post('/api/company/invitations', { email, role }, admin.token);
      if (invited.statusCode !== 201)
        throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
      const joined = await post(
        '/api/company-invitations/accept',
        memberForm(await invitationToken(t, email), { fullName: `Colega ${role} ${sequence}` }),
      );
      if (joined.statusCode !== 200) throw new Error(`accept: ${joined.statusCode} ${joined.body}`);
      return {
        id: joined.json().user.id,
        email,
        password: 'Compras2026',
        token: joined.json().token,
      };
    },
  };
}
export type CompanyShop = Awaited<ReturnType<typeof companyShop>>;

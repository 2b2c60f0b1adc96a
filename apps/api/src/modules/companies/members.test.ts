import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, MESSAGES } from '@shop/shared';
import { companyInvitations, sessions, siteConfig } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/app';
import {
  companyShop,
  invitationToken,
  memberForm,
  type CompanyShop,
} from '../../../test/company-fixtures';
import { createUser, multipart, pdfBytes } from '../../../test/factories';

let t: TestApp;
let shop: CompanyShop;
beforeAll(async () => {
  t = await buildTestApp({ limits: { login: { perIp: 1000, perEmail: 1000 } } });
  shop = await companyShop(t);
});
afterAll(() => t?.close());

const get = (url: string, token: string) =>
  t.app.inject(json('GET', url, undefined, bearer(token)));
const verify = (token: string) => get('/api/auth/user/verify', token);

describe('invitations', () => {
  it('mails a single-use link; the colleague joins, signed in, buying with the company', async () => {
    const admin = await shop.company();
    const invited = await shop.invite(admin, 'Compras.Norte@Empresa.co', 'COMPRADOR');
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: 'compras.norte@empresa.co',
      role: 'COMPRADOR',
      mailed: true,
    });

    const token = await invitationToken(t, 'compras.norte@empresa.co');
    const preview = await shop.post('/api/company-invitations/preview', { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      email: 'compras.norte@empresa.co',
      role: 'COMPRADOR',
      invitedBy: 'Persona de Prueba',
    });

    const joined = await shop.post('/api/company-invitations/accept', memberForm(token));
    expect(joined.statusCode).toBe(200);
    expect(joined.headers['set-cookie']).toBeDefined();
    const { user } = joined.json();
    expect(user).toMatchObject({
      email: 'compras.norte@empresa.co',
      fullName: 'Andrea Ruiz',
      clientType: 'DISTRIBUTOR',
      legalPersonType: true,
      company: { accountId: admin.id, role: 'COMPRADOR' },
    });

    // Spent: neither the preview nor a second use works.
    const again = await shop.post('/api/company-invitations/accept', memberForm(token));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVITATION_INVALID',
      message: COMPANY_MESSAGES.invitationInvalid,
    });
    expect((await shop.post('/api/company-invitations/preview', { token })).statusCode).toBe(400);

    // The password chosen signs in.
    const signIn = await shop.post('/api/auth/login', {
      email: 'compras.norte@empresa.co',
      password: 'Compras2026',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an expired link, and a forged one, with the same message', async () => {
    const admin = await shop.company();
    await shop.invite(admin, 'vencida@empresa.co', 'CONSULTA');
    const token = await invitationToken(t, 'vencida@empresa.co');
    await t.app.db
      .update(companyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvitations.email, 'vencida@empresa.co'));
    for (const tried of [token, 'x'.repeat(43)]) {
      const res = await shop.post('/api/company-invitations/accept', memberForm(tried));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVITATION_INVALID');
    }
    // Gone from the administrator's pending list too.
    expect((await get('/api/company/members', admin.token)).json().invitations).toEqual([]);
  });

  it('refuses to invite an e-mail that already has an account, and one invited twice', async () => {
    const admin = await shop.company();
    const existing = await createUser(t.app.db);
    const taken = await shop.invite(admin, existing.email, 'COMPRADOR');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'INVITATION_EMAIL_HAS_ACCOUNT',
      message: COMPANY_MESSAGES.emailHasAccount,
    });

    expect((await shop.invite(admin, 'doble@empresa.co', 'COMPRADOR')).statusCode).toBe(201);
    const twice = await shop.invite(admin, 'doble@empresa.co', 'CONSULTA');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('INVITATION_PENDING');
  });

  it('refuses a link whose e-mail registered an account meanwhile', async () => {
    const admin = await shop.company();
    await shop.invite(admin, 'seregistro@empresa.co', 'COMPRADOR');
    const token = await invitationToken(t, 'seregistro@empresa.co');
    await createUser(t.app.db, { email: 'seregistro@empresa.co' });
    const res = await shop.post('/api/company-invitations/accept', memberForm(token));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVITATION_EMAIL_HAS_ACCOUNT');
  });

  it('says when the shop cannot mail the link yet', async () => {
    const admin = await shop.company();
    const [config] = await t.app.db.select().from(siteConfig);
    await t.app.db.update(siteConfig).set({ smtp: null });
    try {
      const invited = await shop.invite(admin, 'sincorreo@empresa.co', 'COMPRADOR');
      expect(invited.statusCode).toBe(201);
      expect(invited.json().mailed).toBe(false);
    } finally {
      await t.app.db.update(siteConfig).set({ smtp: config!.smtp });
    }
  });

  it('stops a cancelled link', async () => {
    const admin = await shop.company();
    const invited = await shop.invite(admin, 'cancelada@empresa.co', 'COMPRADOR');
    const token = await invitationToken(t, 'cancelada@empresa.co');
    const cancel = await t.app.inject(
      json(
        'DELETE',
        `/api/company/invitations/${invited.json().id}`,
        undefined,
        bearer(admin.token),
      ),
    );
    expect(cancel.statusCode).toBe(200);
    expect((await shop.post('/api/company-invitations/accept', memberForm(token))).statusCode).toBe(
      400,
    );
  });

  it('asks for the data to join, in Spanish', async () => {
    const admin = await shop.company();
    await shop.invite(admin, 'incompleta@empresa.co', 'COMPRADOR');
    const token = await invitationToken(t, 'incompleta@empresa.co');
    const res = await shop.post(
      '/api/company-invitations/accept',
      memberForm(token, { dataTreatmentAuthorization: false, password: 'corta' }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().issues)).toContain('Ley 1581');
  });
});

describe('company roles', () => {
  it('lets only the administrator manage members', async () => {
    const admin = await shop.company();
    const buyer = await shop.member(admin, 'COMPRADOR');
    const person = await shop.person();
    for (const who of [buyer, person]) {
      const res = await get('/api/company/members', who.token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: 'COMPANY_ADMIN_ONLY',
        message: COMPANY_MESSAGES.notAdministrator,
      });
      expect((await shop.invite(who, `x${who.id}@empresa.co`, 'CONSULTA')).statusCode).toBe(403);
    }
    const people = (await get('/api/company/members', admin.token)).json();
    expect(people.members.map((m: { role: string }) => m.role)).toEqual([
      'ADMINISTRADOR',
      'COMPRADOR',
    ]);
  });

  it('shares the company’s orders by role; each shows who placed it', async () => {
    const admin = await shop.company();
    const buyer = await shop.member(admin, 'COMPRADOR');
    const otherBuyer = await shop.member(admin, 'COMPRADOR');
    const approver = await shop.member(admin, 'APROBADOR');
    const reader = await shop.member(admin, 'CONSULTA');

    await shop.fill(buyer, [['U6-LR', 1]]);
    const placed = await shop.order(buyer, 'BANK_TRANSFER');
    expect(placed.statusCode).toBe(201);
    const buyerName = (await verify(buyer.token)).json().user.fullName;
    expect(placed.json().createdBy).toBe(buyerName);
    const orderId = placed.json().id;

    const listOf = async (who: typeof admin) =>
      (await get('/api/order', who.token)).json().orders.map((o: { id: number }) => o.id);
    for (const who of [admin, approver, reader, buyer])
      expect(await listOf(who)).toEqual([orderId]);
    // Another buyer of the company reads only their own.
    expect(await listOf(otherBuyer)).toEqual([]);
    expect((await get(`/api/orders/${orderId}`, otherBuyer.token)).statusCode).toBe(404);

    const detail = await get(`/api/orders/${orderId}`, reader.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().createdBy).toBe(buyerName);
    const pdf = await get(`/api/order/${orderId}`, approver.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/order/${orderId}`, otherBuyer.token)).statusCode).toBe(404);
  });

  it('never lets consulta or aprobador buy or pay', async () => {
    const admin = await shop.company();
    for (const role of ['CONSULTA', 'APROBADOR'] as const) {
      const member = await shop.member(admin, role);
      await shop.fill(member, [['U6-LR', 1]]);
      for (const res of [
        await shop.order(member, 'BANK_TRANSFER'),
        await shop.post('/api/quote', {}, member.token),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({
          code: 'COMPANY_ROLE_CANNOT_BUY',
          message: COMPANY_MESSAGES.cannotBuy,
        });
      }
    }
    // The administrator's order: readers see it, but cannot pay it.
    await shop.fill(admin, [['U6-LR', 1]]);
    const order = (await shop.order(admin, 'BANK_TRANSFER')).json();
    const reader = await shop.member(admin, 'CONSULTA');
    expect((await get(`/api/orders/${order.id}`, reader.token)).statusCode).toBe(200);
    const receipt = multipart('receiptFile', 'pago.pdf', 'application/pdf', pdfBytes());
    const refused = [
      await shop.post(`/api/orders/${order.id}/payments`, {}, reader.token),
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/transfer-receipts`,
        payload: receipt.payload,
        headers: { ...receipt.headers, ...bearer(reader.token) },
      }),
    ];
    for (const res of refused) expect(res.json().code).toBe('COMPANY_ROLE_CANNOT_BUY');
  });

  it('buys on the company’s credit line at the company’s prices', async () => {
    const admin = await shop.company();
    await shop.saveLine(admin.id, { limit: 2_000_000 });
    const buyer = await shop.member(admin, 'COMPRADOR');
    await shop.fill(buyer, [['U6-LR', 2]]);
    const cart = (await get('/api/shopping-cart', buyer.token)).json();
    await shop.fill(admin, [['U6-LR', 2]]);
    const adminCart = (await get('/api/shopping-cart', admin.token)).json();
    expect(cart.items[0].price).toBe(adminCart.items[0].price);
    expect(cart.taxes.totalToPay).toBe(adminCart.taxes.totalToPay);
    const placed = await shop.order(buyer, 'COMPANY_CREDIT');
    expect(placed.statusCode).toBe(201);
    const options = (await get('/api/pay-methods', admin.token)).json();
    expect(options.credit.available).toBe(2_000_000 - placed.json().totalOrder);
  });

  it('keeps the last active administrator', async () => {
    const admin = await shop.company();
    const buyer = await shop.member(admin, 'COMPRADOR');
    const patch = (userId: number, role: string) =>
      t.app.inject(json('PATCH', `/api/company/members/${userId}`, { role }, bearer(admin.token)));
    const alone = await patch(admin.id, 'COMPRADOR');
    expect(alone.statusCode).toBe(409);
    expect(alone.json().message).toBe(COMPANY_MESSAGES.lastAdministrator);
    expect((await patch(buyer.id, 'ADMINISTRADOR')).json()).toMatchObject({
      role: 'ADMINISTRADOR',
    });
    expect((await patch(admin.id, 'CONSULTA')).statusCode).toBe(200);
    // The new role holds on the next request of the same session.
    expect((await get('/api/company/members', admin.token)).statusCode).toBe(403);
  });

  it('ends a removed member’s sessions at once; they cannot sign in again', async () => {
    const admin = await shop.company();
    const buyer = await shop.member(admin, 'COMPRADOR');
    expect((await verify(buyer.token)).statusCode).toBe(200);
    const removed = await t.app.inject(
      json('DELETE', `/api/company/members/${buyer.id}`, undefined, bearer(admin.token)),
    );
    expect(removed.statusCode).toBe(200);
    expect((await verify(buyer.token)).statusCode).toBe(401);
    const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, buyer.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const signIn = await shop.post('/api/auth/login', {
      email: buyer.email,
      password: buyer.password,
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toBe(MESSAGES.accountInactive);
    expect((await get('/api/company/members', admin.token)).json().members).toHaveLength(1);
  });

  it('never lets company B touch company A’s members or documents', async () => {
    const a = await shop.company();
    const aBuyer = await shop.member(a, 'COMPRADOR');
    await shop.fill(aBuyer, [['U6-LR', 1]]);
    const order = (await shop.order(aBuyer, 'BANK_TRANSFER')).json();
    const b = await shop.company();
    const change = await t.app.inject(
      json('PATCH', `/api/company/members/${aBuyer.id}`, { role: 'CONSULTA' }, bearer(b.token)),
    );
    expect(change.statusCode).toBe(404);
    const remove = await t.app.inject(
      json('DELETE', `/api/company/members/${aBuyer.id}`, undefined, bearer(b.token)),
    );
    expect(remove.statusCode).toBe(404);
    expect((await get(`/api/orders/${order.id}`, b.token)).statusCode).toBe(404);
    expect((await verify(aBuyer.token)).json().user.company.role).toBe('COMPRADOR');
  });
});

describe('staff and members', () => {
  it('lists a company’s members on its page and deactivates one, ending their sessions', async () => {
    const admin = await shop.company();
    const buyer = await shop.member(admin, 'COMPRADOR');
    const listed = await get(`/api/auth/${admin.id}/members`, shop.clientsStaff);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().members.map((m: { userId: number }) => m.userId)).toEqual([
      admin.id,
      buyer.id,
    ]);
    // The colleague is no client of their own in the clients list.
    const search = await get(
      `/api/auth?search=${encodeURIComponent(buyer.email)}`,
      shop.clientsStaff,
    );
    expect(search.json().users ?? search.json().clients ?? []).toHaveLength(0);

    const off = await t.app.inject(
      json(
        'PATCH',
        `/api/auth/${admin.id}/members/${buyer.id}`,
        { active: false },
        bearer(shop.clientsStaff),
      ),
    );
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('DEACTIVATED');
    expect((await verify(buyer.token)).statusCode).toBe(401);
    expect((await verify(admin.token)).statusCode).toBe(200);

    const on = await t.app.inject(
      json(
        'PATCH',
        `/api/auth/${admin.id}/members/${buyer.id}`,
        { active: true },
        bearer(shop.clientsStaff),
      ),
    );
    expect(on.json().status).toBe('ACTIVE');
    const signIn = await shop.post('/api/auth/login', {
      email: buyer.email,
      password: buyer.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses the members routes to a customer', async () => {
    const admin = await shop.company();
    expect((await get(`/api/auth/${admin.id}/members`, admin.token)).statusCode).toBe(403);
  });
});

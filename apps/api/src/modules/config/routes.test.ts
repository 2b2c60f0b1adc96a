import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_THEME, PublicConfigSchema } from '@shop/shared';
import { siteConfig } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('GET /api/config', () => {
  it("answers the spec defaults (light primary #188f4b, dark primary #41a114, zero percentages) and today's tax figures", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const body = PublicConfigSchema.parse(res.json());
    expect(body.theme.light.primary).toBe('#188f4b');
    expect(body.theme.dark.primary).toBe('#41a114');
    expect(body.theme).toEqual(DEFAULT_THEME);
    // From the seeded law (docs/taxes.md): ReteFuente 2.5 % from 10 UVT since 2025-06-01, no
    // default municipal ReteICA; 10 UVT of 2026 = $523.740 → $524.000 (art. 868 E.T.).
    expect(body).toMatchObject({
      minimumPurchase: 0,
      retentionThreshold: 524_000,
      taxes: { reteica: 0, retefuente: 0.025 },
    });
    expect(Object.values(body.extraPercentage)).toEqual([0, 0, 0, 0, 0]);
    // A fresh shop has no SMTP server: its pages must not promise mails.
    expect(body.mailConfigured).toBe(false);
  });

  it('never shows SMTP settings or the notification address to anyone', async () => {
    await t.app.db
      .update(siteConfig)
      .set({
        smtp: {
          host: 'smtp.secreto.example',
          port: 587,
          user: 'usuario-smtp',
          pass: 'clave-smtp-secreta',
          secure: false,
          from: 'tienda@example.com',
        },
        notificationEmail: 'ventas-internas@example.com',
      })
      .where(eq(siteConfig.id, 1));
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'documentTerms',
        'extraPercentage',
        'icon',
        'logo',
        'mailConfigured',
        'minimumPurchase',
        'retentionThreshold',
        'shopName',
        'taxes',
        'theme',
      ].sort(),
    );
    // Only whether mail can leave, as a yes or no.
    expect(res.json().mailConfigured).toBe(true);
    for (const secret of [
      'smtp.secreto.example',
      'usuario-smtp',
      'clave-smtp-secreta',
      'ventas-internas@example.com',
      'email',
      'smtp',
      'pass',
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });
});

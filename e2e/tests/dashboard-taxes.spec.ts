import { bogotaDate, COLOMBIAN_TAX_RULES, TaxRulesViewSchema } from '@shop/shared';
import { expect, test, WRITE_HEADERS } from '../support/fixtures';

const YEAR = Number(bogotaDate().slice(0, 4));
/** A UVT for a year the seed does not have, added and removed again by the journey. */
const FUTURE = YEAR + 5;

test.describe('staff holding only ADMIN_CONFIG', () => {
  test.use({ staffPermissions: ['ADMIN_CONFIG'], colorScheme: 'light' });

  test('reads the rules in force today in pesos, adds a UVT year with a reason and sees it in the history', async ({
    signedInAsStaff: page,
  }) => {
    const stored = TaxRulesViewSchema.parse(
      await (await page.request.get('/api/tax-rules')).json(),
    );
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Opciones' })
      .getByRole('link', { name: 'Impuestos' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/taxes$/);

    // The seller's NIT is shown with its check digit; the rules say what applies today.
    await expect(page.getByLabel('NIT', { exact: true })).toHaveValue(/^[\d.]+-\d$/);
    const withholdings = page.getByRole('region', { name: 'Retenciones' });
    await expect(withholdings.getByText('Vigente hoy').first()).toBeVisible();
    await expect(withholdings.getByRole('status')).toContainText(
      'ReteFuente por compras de bienes',
    );
    await expect(
      page.getByRole('region', { name: /Topes de exclusión/ }).getByRole('status'),
    ).toContainText(`hasta ${COLOMBIAN_TAX_RULES.ivaCaps[0]!.capUvt} UVT`);

    try {
      const uvt = page.getByRole('region', { name: 'UVT por año' });
      await uvt.getByRole('button', { name: 'Agregar año' }).click();
      const added = uvt.getByRole('group').last();
      await added.getByLabel('Año').fill(String(FUTURE));
      await added.getByLabel('Valor (COP)').fill('60.000');
      await added.getByLabel('Norma').fill('Resolución de prueba e2e');
      await page.getByRole('button', { name: 'Guardar reglas' }).click();
      // The reason is required before anything is sent.
      await expect(page.getByLabel('Motivo del cambio')).toHaveAttribute('aria-invalid', 'true');
      await page.getByLabel('Motivo del cambio').fill('Prueba de extremo a extremo');
      await page.getByRole('button', { name: 'Guardar reglas' }).click();
      await expect(page.getByText('Reglas de impuestos actualizadas.')).toBeVisible();

      const history = page.getByRole('table', {
        name: 'Historial de cambios de las reglas de impuestos',
      });
      await expect(history).toContainText('Prueba de extremo a extremo');
      await expect(history).toContainText(`UVT ${FUTURE}: $ 60.000`);
    } finally {
      // Other journeys price documents with the seed's rules.
      const { updatedAt: _u, warnings: _w, ...table } = stored;
      const restored = await page.request.put('/api/tax-rules', {
        headers: WRITE_HEADERS,
        data: {
          ...table,
          reteIca: table.reteIca.map(({ municipalityName: _n, ...rule }) => rule),
          reason: 'Deshacer la prueba e2e',
        },
      });
      expect([200, 422], await restored.text()).toContain(restored.status());
    }
  });
});

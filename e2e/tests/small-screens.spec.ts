import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface SmallText {
  text: string;
  size: number;
  tag: string;
}

/** Visible elements with text of their own under the locator, and their computed font size. */
function textSizes(scope: Locator): Promise<SmallText[]> {
  return scope.evaluateAll((roots) =>
    roots.flatMap((root) =>
      [root, ...root.querySelectorAll('*')].flatMap((el) => {
        const own = [...el.childNodes]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent ?? '')
          .join('')
          .trim();
        if (!own) return [];
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const hidden =
          style.visibility === 'hidden' ||
          box.width === 0 ||
          box.height === 0 ||
          el.closest('[aria-hidden="true"], .visually-hidden, [inert]') !== null;
        if (hidden) return [];
        return [{ text: own.slice(0, 40), size: parseFloat(style.fontSize), tag: el.tagName }];
      }),
    ),
  );
}

async function expectReadable(page: Page, scope: Locator, where: string) {
  const sizes = await textSizes(scope);
  expect(sizes.length, `${where}: some text`).toBeGreaterThan(0);
  expect(
    sizes.filter((t) => t.size < 12),
    `${where}: text below 12 px`,
  ).toEqual([]);
}

/** Width the input's placeholder needs in its own font, against the room the input gives it. */
function placeholderFit(input: Locator) {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { needed: context.measureText(el.placeholder).width, room, text: el.placeholder };
  });
}

for (const width of [360, 390, 414]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('header, banner, home cards and footer are readable and the search hint fits', async ({
      page,
    }) => {
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      const banner = page.getByRole('region', { name: 'Promociones' });
      await expect(banner.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();

      // The banner's message is text a phone can read, not lettering inside the picture.
      const headline = banner.getByRole('group', { name: /^1 de/ }).getByText(/\S/).first();
      await expect(headline).toBeVisible();
      const headlineSize = await headline.evaluate((el) =>
        parseFloat(getComputedStyle(el).fontSize),
      );
      expect(headlineSize).toBeGreaterThanOrEqual(14);

      await expectReadable(page, page.getByRole('banner'), 'header');
      await expectReadable(page, banner, 'banner');
      await expectReadable(page, page.locator('main section'), 'home sections');
      await expectReadable(page, page.getByRole('contentinfo'), 'footer');

      const fit = await placeholderFit(
        page.getByRole('banner').getByRole('combobox', { name: 'Buscar productos' }),
      );
      expect(fit.needed, `'${fit.text}' in ${fit.room} px`).toBeLessThanOrEqual(fit.room);
    });

    test('product cards of a listing are readable', async ({ page }) => {
      await page.goto('/search/');
      const cards = page.getByRole('main').getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      await expectReadable(page, page.getByRole('main'), 'listing');
    });
  });
}

// Screenshots of a running shop for people to look at: node scripts/screenshots.mjs [baseURL] [outDir]
// Phone (390 px) and desktop (1280 px), light and dark. docs/screenshots/home.png is the README's.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = process.argv[3] ?? '.tmp/screenshots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const pages = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'not-found', path: '/no-existe' },
];

for (const scheme of ['light', 'dark']) {
  for (const [device, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height },
      colorScheme: scheme,
      locale: 'es-CO',
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    for (const { name, path } of pages) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${out}/${name}-${device}-${scheme}.png` });
    }
    await page.goto(`${base}/login`);
    await page.getByRole('button', { name: /Regístrese/ }).click();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/register-${device}-${scheme}.png` });
    await context.close();
  }
}
await browser.close();
console.info(`screenshots in ${out}`);

import type { Locator, Page } from '@playwright/test';
import { liveMarkupIn, liveMarkupOf, type XssWatch } from './xss-watch';

/** What shows that a page has drawn the stored text it is visited for. */
export type Ready = (page: Page) => Locator;

/** A handler that survived runs within a frame or two of the page settling; no timing is asserted. */
const SETTLE_MS = 60;
/** Long enough for a page on a busy machine; a payload that navigated the page away ends it sooner. */
const DRAW_TIMEOUT_MS = 15_000;

/** A script a payload took over may never answer: the scan gives up rather than hang the run. */
const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('no answer from the page')), DRAW_TIMEOUT_MS).unref(),
    ),
  ]);

/**
 * Opens the pages that show stored payloads and scans each for live markup, counting the pages
 * drawn and the server-drawn first views. A page that a payload broke (navigated away, never
 * drawn) is a finding, not a crash: the run still ends with its figures.
 */
export class PageScanner {
  readonly findings: string[] = [];
  rendered = 0;
  firstViews = 0;

  /** Waits for `ready`, lets handlers fire, and scans the live document. */
  async look(page: Page, where: string, ready: Ready): Promise<void> {
    try {
      await ready(page).first().waitFor({ timeout: DRAW_TIMEOUT_MS });
      await page.waitForTimeout(SETTLE_MS);
      this.findings.push(...(await within(liveMarkupIn(page))).map((f) => `${where}: ${f}`));
      this.rendered++;
    } catch (err) {
      this.findings.push(`${where}: not drawn, the page is at ${page.url()} (${String(err)})`);
    }
  }

  /**
   * A full load. Where `firstView` says the server draws the page, its HTML is read first (the
   * page's own request, so with the page's cookies) and scanned inert, and must be a first view
   * with a Content-Security-Policy; `watch` counts it among the HTML answers.
   */
  async load(page: Page, path: string, ready: Ready, firstView?: XssWatch): Promise<void> {
    if (firstView) {
      const answer = await page.request.get(path, { timeout: DRAW_TIMEOUT_MS });
      const html = await answer.text();
      firstView.htmlAnswers++;
      if (!answer.headers()['content-security-policy']) firstView.htmlWithoutCsp.push(path);
      if (!html.includes('id="first-view-state"'))
        this.findings.push(`${path}: the server did not draw a first view`);
      this.findings.push(
        ...(await within(liveMarkupOf(page, html))).map((f) => `${path} (first view): ${f}`),
      );
      this.firstViews++;
    }
    try {
      await page.goto(path, { timeout: DRAW_TIMEOUT_MS });
      await page
        .locator('html[data-app-ready]')
        .waitFor({ state: 'attached', timeout: DRAW_TIMEOUT_MS });
    } catch (err) {
      this.findings.push(`${path}: did not load (${String(err)})`);
      return;
    }
    await this.look(page, path, ready);
  }

  /**
   * A move inside the app, as a followed link makes it: the browser draws the page itself. A page
   * no longer running the app (a payload took it elsewhere) is loaded afresh instead.
   */
  async go(page: Page, path: string, ready: Ready): Promise<void> {
    const inApp = await page
      .locator('html[data-app-ready]')
      .count()
      .catch(() => 0);
    if (!inApp) return this.load(page, path, ready);
    try {
      await within(
        page.evaluate((to) => {
          history.pushState(null, '', to);
          dispatchEvent(new PopStateEvent('popstate'));
        }, path),
      );
    } catch (err) {
      this.findings.push(`${path}: the app did not move there (${String(err)})`);
      return this.load(page, path, ready);
    }
    await this.look(page, path, ready);
  }

  /** Opens an edit dialog of the dashboard with `open`, scans it with its text, and closes it. */
  async dialog(page: Page, open: Locator, ready: Ready): Promise<void> {
    try {
      await open.click({ timeout: DRAW_TIMEOUT_MS });
    } catch (err) {
      this.findings.push(`${page.url()}: no ${String(open)} to click (${String(err)})`);
      return;
    }
    await this.look(page, `${page.url()} dialog`, ready);
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog')
      .waitFor({ state: 'hidden', timeout: DRAW_TIMEOUT_MS })
      .catch((err: unknown) => this.findings.push(`${page.url()}: dialog stayed (${String(err)})`));
  }
}

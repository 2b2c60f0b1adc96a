import type { BrowserContext, Page } from '@playwright/test';
import { XSS_MARKER } from './xss-payloads';

/** What a browser context saw while the spec drew stored payloads in it. */
export interface XssWatch {
  /** Payload ids whose code ran (the exposed `__xss` was called), with the page that ran it. */
  executions: { id: string; url: string }[];
  /** alert / confirm / prompt, whoever opened them. */
  dialogs: { message: string; url: string }[];
  /** Script the Content-Security-Policy blocked: markup the sanitizer let through. */
  blockedScripts: { directive: string; sample: string; url: string }[];
  /** Every HTML answer the browser loaded, and those without a Content-Security-Policy. */
  htmlAnswers: number;
  htmlWithoutCsp: string[];
}

/**
 * Counts, for every page of `context`, each call of `__xss`, each dialog (dismissed at once, or
 * the page would hang), each script-src violation the CSP reports, and checks that every HTML
 * answer carries a Content-Security-Policy.
 */
export async function watchForXss(context: BrowserContext): Promise<XssWatch> {
  const watch: XssWatch = {
    executions: [],
    dialogs: [],
    blockedScripts: [],
    htmlAnswers: 0,
    htmlWithoutCsp: [],
  };
  await context.exposeBinding(XSS_MARKER, ({ frame }, id: unknown) => {
    watch.executions.push({ id: String(id), url: frame.url() });
  });
  await context.exposeBinding('__cspViolation', ({ frame }, directive: string, sample: string) => {
    watch.blockedScripts.push({ directive, sample, url: frame.url() });
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      if (!event.effectiveDirective.startsWith('script-src')) return;
      const report = (window as unknown as Record<string, (...args: string[]) => void>)
        .__cspViolation;
      report?.(event.effectiveDirective, event.sample || event.blockedURI);
    });
  });
  context.on('dialog', (dialog) => {
    watch.dialogs.push({ message: dialog.message(), url: dialog.page()?.url() ?? '' });
    void dialog.dismiss().catch(() => {});
  });
  context.on('response', (response) => {
    void response
      .allHeaders()
      .then((headers) => {
        if (!(headers['content-type'] ?? '').startsWith('text/html')) return;
        watch.htmlAnswers++;
        if (!headers['content-security-policy']) watch.htmlWithoutCsp.push(response.url());
      })
      .catch(() => {});
  });
  return watch;
}

/**
 * Markup that can run script: script elements (other than the shell's own, outside #root),
 * frames, objects, embeds, base and refresh meta elements, any on* attribute, srcdoc, and
 * javascript:/vbscript:/data: addresses where a browser follows them. Run in the browser: on the
 * live document when `html` is null, else on `html` parsed inert by DOMParser (a stored answer
 * or a server-drawn page). Each finding names the element and, when it can, the payload id.
 */
export function findLiveMarkup(html: string | null): string[] {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const isShell = html === null || /id="first-view-state"/.test(html);
  // On a blank page (no origin yet), relative addresses still count as the shop's own.
  const origin = location.origin === 'null' ? 'http://shop.invalid' : location.origin;
  const found: string[] = [];
  const idOf = (text: string) => /(?:__xss|alert)\((\d+)\)/.exec(text)?.[1] ?? '?';
  const report = (el: Element, what: string, text: string) =>
    found.push(`${el.tagName.toLowerCase()} ${what} (payload ${idOf(text || el.outerHTML)})`);
  const URL_ATTRIBUTES = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'background',
    'poster',
    'dynsrc',
    'lowsrc',
    'codebase',
    'values',
    'to',
    'from',
    'by',
  ]);
  const FRAMES = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base']);

  for (const el of Array.from(doc.querySelectorAll('*'))) {
    const tag = el.tagName.toLowerCase();
    if (tag === 'script') {
      const own =
        isShell &&
        !el.closest('#root') &&
        ((el.id === 'first-view-state' && el.getAttribute('type') === 'application/json') ||
          (!el.textContent?.trim() &&
            new URL(el.getAttribute('src') ?? 'about:blank', origin).origin === origin));
      if (!own) report(el, 'element', el.outerHTML);
    }
    if (FRAMES.has(tag)) report(el, 'element', el.outerHTML);
    if (tag === 'meta' && el.hasAttribute('http-equiv') && !el.closest('head'))
      report(el, 'http-equiv', el.outerHTML);
    if (
      (tag === 'animate' || tag === 'set') &&
      /^(href|xlink:href|on)/i.test(el.getAttribute('attributeName') ?? '')
    )
      report(el, 'animates a link or handler', el.outerHTML);
    for (const { name, value } of Array.from(el.attributes)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'srcdoc') report(el, `[${lower}]`, value);
      if (lower === 'style' && /expression\s*\(|javascript:/i.test(value))
        report(el, '[style]', value);
      if (!URL_ATTRIBUTES.has(lower)) continue;
      // Browsers drop control characters and spaces from a scheme before they read it.
      const address = [...value]
        .filter((ch) => ch.charCodeAt(0) > 32)
        .join('')
        .toLowerCase();
      const image = tag === 'img' && /^data:image\/(png|jpeg|gif|webp);/.test(address);
      if (/^(javascript|vbscript|livescript):/.test(address) || (/^data:/.test(address) && !image))
        report(el, `[${lower}=${address.slice(0, 12)}…]`, value);
    }
  }
  return found;
}

/** findLiveMarkup on the page's live document, frames left aside (any frame is a finding). */
export const liveMarkupIn = (page: Page) => page.evaluate(findLiveMarkup, null);

/** findLiveMarkup on HTML the page parses inert: a stored description, a server-drawn page. */
export const liveMarkupOf = (page: Page, html: string) => page.evaluate(findLiveMarkup, html);

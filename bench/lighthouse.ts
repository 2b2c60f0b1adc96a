import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { atLeastRatio, type BenchRow } from './budget';

/** The four categories of issue 15 with their floors, as Lighthouse scores them (0 to 100). */
const CATEGORIES = [
  { id: 'performance', label: 'rend.', floor: 90 },
  { id: 'accessibility', label: 'acc.', floor: 95 },
  { id: 'best-practices', label: 'bp.', floor: 95 },
  { id: 'seo', label: 'seo', floor: 90 },
] as const;

const BUDGET = CATEGORIES.map((c) => `${c.label} ≥ ${c.floor}`).join(' · ');

/** Debian's Chromium, quiet: no background downloads, no component updates, nothing fetched. */
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * One Lighthouse run. On a busy machine Chromium now and then loses the trace of a load; such a
 * run is tried once more before it fails the bench.
 */
async function audit(url: string, port: number, attempts = 2): Promise<RunnerResult> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((c) => c.id),
  });
  const error = result?.lhr.runtimeError;
  if (result && !error) return result;
  if (attempts > 1) return audit(url, port, attempts - 1);
  throw new Error(`Lighthouse en ${url}: ${error?.message ?? 'sin resultado'}`);
}

/**
 * Lighthouse 12 on each page with its defaults: a mobile visit under simulated throttling. One row
 * per page; its ratio is the tightest category against its floor.
 */
export async function lighthouseRows(
  baseUrl: string,
  pages: { name: string; path: string }[],
): Promise<BenchRow[]> {
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const rows: BenchRow[] = [];
    // One page at a time: two cores are shared, and parallel runs would skew each other's timings.
    for (const page of pages) {
      const { categories } = (await audit(new URL(page.path, baseUrl).href, chrome.port)).lhr;
      const scores = CATEGORIES.map((c) => ({
        ...c,
        score: Math.round((categories[c.id]?.score ?? 0) * 100),
      }));
      rows.push({
        name: `Lighthouse móvil: ${page.name}`,
        figure: scores.map((s) => `${s.label} ${s.score}`).join(' · '),
        budget: BUDGET,
        ratio: Math.min(...scores.map((s) => atLeastRatio(s.score, s.floor))),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

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
 * Runs per page. A run's performance score moves by several points with what else the machine is
 * doing (its blocking time is the observed main-thread work, multiplied); Lighthouse's own guidance
 * on variability is to run it several times and report the median run.
 */
const RUNS = 3;

const scoresOf = (categories: RunnerResult['lhr']['categories']) =>
  CATEGORIES.map((c) => ({ ...c, score: Math.round((categories[c.id]?.score ?? 0) * 100) }));

/**
 * Lighthouse 12 on each page with its defaults: a mobile visit under simulated throttling, RUNS
 * times. One row per page with the run of median performance (every run's performance is listed);
 * its ratio is that run's tightest category against its floor.
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
      const runs: Array<ReturnType<typeof scoresOf>> = [];
      for (let i = 0; i < RUNS; i++) {
        const { categories } = (await audit(new URL(page.path, baseUrl).href, chrome.port)).lhr;
        runs.push(scoresOf(categories));
      }
      const performance = (run: ReturnType<typeof scoresOf>) => run[0]!.score;
      const sorted = [...runs].sort((a, b) => performance(a) - performance(b));
      const median = sorted[Math.floor(sorted.length / 2)]!;
      rows.push({
        name: `Lighthouse móvil: ${page.name}`,
        figure: `${median.map((s) => `${s.label} ${s.score}`).join(' · ')} (mediana de ${RUNS}; rend. ${runs.map(performance).join(', ')})`,
        budget: BUDGET,
        ratio: Math.min(...median.map((s) => atLeastRatio(s.score, s.floor))),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

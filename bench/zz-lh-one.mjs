import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
try {
  for (let i = 0; i < Number(process.argv[3] ?? 1); i++) {
  const r = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
  const a = r.lhr.audits;
  console.log('perf', Math.round(r.lhr.categories.performance.score*100), ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index'].map(k => `${k}=${a[k].displayValue}(${a[k].score})`).join(' '));
  if (i === 0) {
    console.log('LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? a['largest-contentful-paint-element']?.details?.items?.[0]?.node?.snippet));
    const lcpb = a['largest-contentful-paint-element']?.details?.items?.[1]?.items; console.log('LCP breakdown', JSON.stringify(lcpb));
    for (const k of ['render-blocking-resources','unused-javascript','bootup-time','mainthread-work-breakdown','network-requests']) { const d=a[k]; if (!d) continue; console.log(k, d.displayValue, JSON.stringify((d.details?.items ?? []).slice(0, 12).map(x => ({u: (x.url ?? x.group ?? '').toString().slice(-60), t: x.total ?? x.wastedMs ?? x.duration, s: x.transferSize, st: x.startTime, et: x.endTime}))));}
  }
  }
} finally { chrome.kill(); }

/**
 * Web performance of the home page `/`: first-load JavaScript (gzip) and Lighthouse 12 mobile performance
 * (Debian chromium, headless). Builds into its own ATELIER_BUILD_DIR, starts the built server, measures.
 * Targets: first-load JS ≤ 120 KiB gzip, performance ≥ 98, CLS ≤ 0.02.
 *
 *   npx tsx bench/web-perf.ts            build, start, measure
 *   npx tsx bench/web-perf.ts --no-build measure the existing build in ATELIER_BUILD_DIR
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/web-perf.ts   measure a running server
 *
 * First-load JS counts every script the HTML makes the browser fetch before the page is interactive: module
 * scripts, modulepreloads and the modules the inline hydration script imports — on a readable prerendered page,
 * the preloads and the module script its loader restores after the first paint (server/http/
 * hydrate-after-paint.ts). Island sections (app/sections/island.tsx) load after that — near the viewport, or in
 * idle time after the load event — and are reported separately ("all JS of an unscrolled visit", from
 * Lighthouse's network log), so nothing is hidden.
 * Each Lighthouse report is written to BENCH_LHR_DIR (default /tmp) as web-perf-lhr-<n>.json; the median run's
 * LCP element, main-thread breakdown and top opportunities are printed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { deferredModulePreloads } from '#server/http/hydrate-after-paint';
import { startServer, type ServerProcess } from '#tests/helpers/server-process';
import { reportResults } from './lib/report';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = process.env.ATELIER_BUILD_DIR ?? '/tmp/atelier-build-web-perf';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const TARGETS = { jsKiB: 120, performance: 98, cls: 0.02 };

/** The scripts a first visit to `url` loads before it is interactive: module scripts and modulepreloads. */
export async function firstLoadJs(
  url: string,
): Promise<{ files: Array<{ file: string; gzip: number }>; totalGzip: number }> {
  const html = await (await fetch(url)).text();
  const srcs = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(match[1]!);
  // Inline module scripts import the entry and route modules (React Router's hydration script), statically or not.
  for (const match of html.matchAll(/import\s*(?:[^'"()]*from\s*|\(\s*)?["']([^"']+\.js)["']/g)) srcs.add(match[1]!);
  // A prerendered page's loader restores its modulepreloads after the first paint: they are in its argument list.
  for (const src of deferredModulePreloads(html)) srcs.add(src);
  const files: Array<{ file: string; gzip: number }> = [];
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    files.push({ file: src, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

type Audit = {
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; overallSavingsMs?: number; items?: Array<Record<string, unknown>> };
  title?: string;
};

async function runLighthouse(url: string, index: number) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    // A broken trace (NO_NAVSTART, NO_FCP under heavy load) scores 0: that is a failed run, not a measurement.
    if (lhr.runtimeError) throw new Error(`lighthouse run failed: ${lhr.runtimeError.code}`);
    const file = path.join(process.env.BENCH_LHR_DIR ?? '/tmp', `web-perf-lhr-${index}.json`);
    fs.writeFileSync(file, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = ((lhr.audits['network-requests'] as Audit | undefined)?.details?.items ?? []) as Array<{
      resourceType?: string;
      transferSize?: number;
    }>;
    const allScriptsKiB =
      requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(4)),
      speedIndexMs: Math.round(audit('speed-index')),
      ttiMs: Math.round(audit('interactive')),
      'all JS KiB (transfer)': Number(allScriptsKiB.toFixed(1)),
      report: file,
    };
  } finally {
    chrome.kill();
  }
}

async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${(error as Error).message}; retrying`);
    }
  }
}

/** What the median report says to fix: LCP element, opportunities, main-thread work. */
function printDiagnostics(file: string) {
  const lhr = JSON.parse(fs.readFileSync(file, 'utf8')) as { audits: Record<string, Audit> };
  const lcpItems = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const lcpNode = (lcpItems[0] as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items?.[0]?.node
    ?.snippet;
  console.log(`\nLCP element: ${lcpNode ?? '(unknown)'}`);
  const opportunities = Object.entries(lhr.audits)
    .filter(([, a]) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
    .sort(([, a], [, b]) => (b.details?.overallSavingsMs ?? 0) - (a.details?.overallSavingsMs ?? 0))
    .slice(0, 6)
    .map(([id, a]) => ({
      audit: id,
      'savings ms': Math.round(a.details?.overallSavingsMs ?? 0),
      detail: a.displayValue ?? '',
    }));
  if (opportunities.length) {
    console.log('Opportunities:');
    console.table(opportunities);
  } else console.log('Opportunities: none');
  for (const id of [
    'mainthread-work-breakdown',
    'bootup-time',
    'render-blocking-resources',
    'unused-javascript',
    'long-tasks',
  ]) {
    const a = lhr.audits[id];
    if (a) console.log(`${id}: ${a.displayValue ?? a.numericValue ?? ''}`);
  }
}

function jsResult(jsKiB: number) {
  return {
    bench: 'web-perf',
    metric: 'first-load JS of / (gzip)',
    value: jsKiB,
    unit: 'KiB',
    target: { op: '<=' as const, limit: TARGETS.jsKiB },
  };
}

async function main() {
  let server: ServerProcess | undefined;
  let url = process.env.BENCH_URL;
  try {
    if (!url) {
      if (!process.argv.includes('--no-build')) {
        console.log(`building into ${BUILD_DIR} …`);
        fs.mkdirSync(BUILD_DIR, { recursive: true });
        // The server bundle resolves its dependencies from node_modules next to it.
        const link = path.join(BUILD_DIR, 'node_modules');
        if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, 'node_modules'), link);
        execFileSync('npx', ['react-router', 'build'], {
          cwd: ROOT,
          env: { ...process.env, ATELIER_BUILD_DIR: BUILD_DIR },
          stdio: 'ignore',
        });
      }
      server = await startServer({ env: { ATELIER_BUILD_DIR: BUILD_DIR } });
      url = server.url;
    }
    const home = `${url.replace(/\/$/, '')}/`;
    const js = await firstLoadJs(home);
    console.log('\nFirst-load JavaScript of / (gzip):');
    console.table(js.files.map((f) => ({ file: f.file, 'gzip KiB': (f.gzip / 1024).toFixed(1) })));
    const jsKiB = js.totalGzip / 1024;
    console.log(`total ${jsKiB.toFixed(1)} KiB gzip (target ≤ ${TARGETS.jsKiB})`);

    // Lighthouse varies run to run; report the median of three (BENCH_LIGHTHOUSE_RUNS for a quick look).
    const runCount = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
    if (runCount < 1) {
      // BENCH_LIGHTHOUSE_RUNS=0: the bundle figure alone (quick, and meaningful on a busy machine).
      reportResults([jsResult(jsKiB)]);
      return { 'first-load JS KiB gzip': Number(jsKiB.toFixed(1)) };
    }
    const runs = [];
    for (let i = 0; i < runCount; i++) runs.push(await withRetries(() => runLighthouse(home, i)));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor((runs.length - 1) / 2)]!;
    console.log(`\nLighthouse 12 mobile, performance category (${runCount} runs, median by score):`);
    console.table(runs.map(({ report: _report, ...run }) => run));
    printDiagnostics(median.report);
    const verdict = {
      'first-load JS KiB gzip': Number(jsKiB.toFixed(1)),
      'lighthouse performance': median.performance,
      CLS: median.cls,
      'within budget': jsKiB <= TARGETS.jsKiB && median.performance >= TARGETS.performance && median.cls <= TARGETS.cls,
    };
    console.table([verdict]);
    reportResults([
      jsResult(jsKiB),
      {
        bench: 'web-perf',
        metric: 'Lighthouse mobile performance of / (median of 3)',
        value: median.performance,
        unit: 'points',
        target: { op: '>=', limit: TARGETS.performance },
      },
      {
        bench: 'web-perf',
        metric: 'Lighthouse CLS of /',
        value: median.cls,
        unit: '',
        target: { op: '<=', limit: TARGETS.cls },
      },
    ]);
    return verdict;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('web-perf.ts')) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * Web performance of the home page `/`: first-load JavaScript (gzip) and Lighthouse 12 mobile performance
 * (Debian chromium, headless). Builds into its own ATELIER_BUILD_DIR, starts the built server, measures.
 * Targets: first-load JS ≤ 120 KiB gzip, performance ≥ 98, CLS ≤ 0.02.
 *
 *   npx tsx bench/web-perf.ts            build, start, measure
 *   npx tsx bench/web-perf.ts --no-build measure the existing build in ATELIER_BUILD_DIR
 *   BENCH_URL=http://127.0.0.1:3000 npx tsx bench/web-perf.ts   measure a running server
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, type ServerProcess } from '../tests/helpers/server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUILD_DIR = process.env.ATELIER_BUILD_DIR ?? '/tmp/atelier-build-web-perf';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const TARGETS = { jsKiB: 120, performance: 98, cls: 0.02 };

/** The scripts a first visit to `url` loads before it is interactive: module scripts and modulepreloads. */
export async function firstLoadJs(url: string): Promise<{ files: Array<{ file: string; gzip: number }>; totalGzip: number }> {
  const html = await (await fetch(url)).text();
  const srcs = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(match[1]!);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) srcs.add(match[1]!);
  // Inline module scripts import the entry and route modules (React Router's hydration script).
  for (const match of html.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) srcs.add(match[1]!);
  const files: Array<{ file: string; gzip: number }> = [];
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    files.push({ file: src, gzip: zlib.gzipSync(body, { level: 9 }).length });
  }
  return { files, totalGzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('lighthouse returned nothing');
    const { lhr } = result;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: Math.round(audit('first-contentful-paint')),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Number(audit('cumulative-layout-shift').toFixed(4)),
      speedIndexMs: Math.round(audit('speed-index')),
    };
  } finally {
    chrome.kill();
  }
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
        execFileSync('npx', ['react-router', 'build'], { cwd: ROOT, env: { ...process.env, ATELIER_BUILD_DIR: BUILD_DIR }, stdio: 'ignore' });
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

    // Lighthouse varies run to run; report the median of three.
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await runLighthouse(home));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[1]!;
    console.log('\nLighthouse 12 mobile, performance category (3 runs, median by score):');
    console.table(runs);
    const verdict = {
      'first-load JS KiB gzip': Number(jsKiB.toFixed(1)),
      'lighthouse performance': median.performance,
      CLS: median.cls,
      'within budget': jsKiB <= TARGETS.jsKiB && median.performance >= TARGETS.performance && median.cls <= TARGETS.cls,
    };
    console.table([verdict]);
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

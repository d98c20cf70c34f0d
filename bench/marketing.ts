/**
 * Marketing page throughput: Atelier's built server (server/main.ts in production mode, in-process worker, the
 * request log on as by default) serving prerendered content pages, vs the very same HTML bytes as static files
 * from a bare @hono/node-server serveStatic. 50 connections; the two servers are measured in alternating slices
 * (BENCH_ROUNDS × seconds each), so load from other work on the machine falls on both alike. Also reported: the
 * server CPU time per request, which load on the machine hardly moves. Target: Atelier ÷ static ≥ 0.9 req/s.
 *
 *   npx tsx bench/marketing.ts [seconds per slice]           build into build-bench/ (ATELIER_BUILD_DIR), measure
 *   npx tsx bench/marketing.ts --no-build                    measure the existing build
 *   npx tsx bench/marketing.ts --profile                     always run the breakdown below
 *   BENCH_LOG_LEVEL=warn npx tsx bench/marketing.ts          Atelier without the per-request log line
 *
 * When a page misses the target (or with --profile), the home page is measured again through bench/servers/site.ts
 * (the same createApp in a bench process) with one cost removed at a time — the request log, and compress()'s
 * `Vary` header written after the response exists — plus Atelier with gzip accepted, to say where the time goes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, benchBuildDir } from './lib/build';
import {
  measure,
  printTable,
  startAtelierProcess,
  startBenchServer,
  type BenchServer,
  type LoadResult,
} from './lib/http';
import { reportResults, type BenchFigure } from './lib/report';

const TARGET_RATIO = 0.9;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = 50;
/** The home page and a content page; both are prerendered at build time (react-router.config.ts). */
const PAGES = [
  { route: '/', file: 'home.html' },
  { route: '/about', file: 'about.html' },
];

interface Target {
  url: string;
  pid: number;
  headers?: Record<string, string>;
}

/** Sums of several slices against one target. */
class Totals {
  requests = 0;
  seconds = 0;
  cpuUs = 0;
  failures = 0;
  bytesPerResponse = 0;
  p99Ms = 0;
  add(result: LoadResult) {
    this.requests += result.requests;
    this.seconds += result.seconds;
    this.cpuUs += (result.cpuUsPerRequest ?? 0) * result.requests;
    this.failures += result.errors + result.non2xx;
    this.bytesPerResponse = result.bytesPerResponse;
    this.p99Ms = Math.max(this.p99Ms, result.p99Ms);
  }
  get requestsPerSecond() {
    return this.requests / this.seconds;
  }
  get cpuUsPerRequest() {
    return this.cpuUs / this.requests;
  }
}

/** Measures every target in turn, `rounds` times (order reversed every other round), `seconds` per slice. */
async function interleaved(targets: Target[], rounds: number, seconds: number): Promise<Totals[]> {
  const totals = targets.map(() => new Totals());
  for (const target of targets)
    await measure(target.url, { durationSeconds: 2, headers: target.headers, connections: CONNECTIONS });
  for (let round = 0; round < rounds; round++) {
    const order = targets.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      const target = targets[index]!;
      totals[index]!.add(
        await measure(target.url, {
          durationSeconds: seconds,
          headers: target.headers,
          pid: target.pid,
          connections: CONNECTIONS,
        }),
      );
    }
  }
  return totals;
}

export async function benchMarketing(seconds: number) {
  const buildDir = benchBuildDir();
  if (!process.argv.includes('--no-build')) {
    console.log(`building into ${buildDir} …`);
    buildApp(buildDir);
  }
  const logLevel = process.env.BENCH_LOG_LEVEL ?? 'info';
  const staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-static-'));
  const atelier = await startAtelierProcess(buildDir, { LOG_LEVEL: logLevel });
  let staticServer: BenchServer | undefined;
  try {
    // The static copies are Atelier's own answers (one nonce frozen in), so both servers send the same bytes.
    for (const page of PAGES) {
      const response = await fetch(`${atelier.url}${page.route}`);
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/html')) {
        throw new Error(`${page.route} answered ${response.status} ${response.headers.get('content-type')}`);
      }
      fs.writeFileSync(path.join(staticRoot, page.file), Buffer.from(await response.arrayBuffer()));
    }
    staticServer = await startBenchServer('static', { STATIC_ROOT: staticRoot });
    const staticTarget = (page: (typeof PAGES)[number]): Target => ({
      url: `http://127.0.0.1:${staticServer!.port}/${page.file}`,
      pid: staticServer!.child.pid!,
    });

    const rows: Array<Record<string, string | number>> = [];
    const figures: BenchFigure[] = [];
    for (const page of PAGES) {
      const [baseline, served] = await interleaved(
        [staticTarget(page), { url: `${atelier.url}${page.route}`, pid: atelier.pid }],
        ROUNDS,
        seconds,
      );
      if (baseline!.failures + served!.failures > 0)
        throw new Error(`${page.route}: ${baseline!.failures + served!.failures} failed or non-2xx responses`);
      const ratio = served!.requestsPerSecond / baseline!.requestsPerSecond;
      const cpuRatio = baseline!.cpuUsPerRequest / served!.cpuUsPerRequest;
      for (const [server, totals] of [
        ['static file (serveStatic)', baseline!],
        [`Atelier (LOG_LEVEL=${logLevel})`, served!],
      ] as const) {
        rows.push({
          page: page.route,
          server,
          'req/s': Math.round(totals.requestsPerSecond),
          'p99 ms': totals.p99Ms,
          'server CPU µs/request': Math.round(totals.cpuUsPerRequest),
          'bytes/response': totals.bytesPerResponse,
        });
      }
      figures.push(
        {
          bench: 'marketing',
          metric: `GET ${page.route} req/s ÷ same HTML as a static file`,
          value: ratio,
          unit: '×',
          target: { op: '>=', limit: TARGET_RATIO },
          note: `${Math.round(served!.requestsPerSecond)} vs ${Math.round(baseline!.requestsPerSecond)} req/s, ${CONNECTIONS} conns`,
        },
        {
          bench: 'marketing',
          metric: `GET ${page.route} server CPU per request: static ÷ Atelier`,
          value: cpuRatio,
          unit: '×',
          note: `${Math.round(served!.cpuUsPerRequest)} vs ${Math.round(baseline!.cpuUsPerRequest)} µs; the load-independent view of the ratio`,
        },
      );
    }
    printTable(
      `Prerendered pages: Atelier vs static file — ${CONNECTIONS} connections, ${ROUNDS} alternating slices of ${seconds} s each`,
      rows,
    );
    const missed = figures.some((figure) => figure.target && figure.value < figure.target.limit);
    if (missed || process.argv.includes('--profile')) {
      figures.push(
        ...(await profileHome(staticTarget(PAGES[0]!), { url: `${atelier.url}/`, pid: atelier.pid }, seconds)),
      );
    }
    return reportResults(figures);
  } finally {
    await staticServer?.stop();
    await atelier.stop();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  }
}

/**
 * Where the home page's time goes: each variant vs the static file, all measured in the same alternating slices.
 * The variants run the same createApp in bench/servers/site.ts, changing one thing from outside the app (no edit
 * to server/app.ts).
 */
async function profileHome(staticTarget: Target, atelier: Target, seconds: number): Promise<BenchFigure[]> {
  const variants: Array<{ label: string; env?: Record<string, string>; headers?: Record<string, string> }> = [
    { label: 'createApp as shipped (LOG_LEVEL=info)', env: { LOG_LEVEL: 'info' } },
    { label: 'without the request log (LOG_LEVEL=warn)', env: { LOG_LEVEL: 'warn' } },
    { label: '`Vary: Accept-Encoding` set before the app runs', env: { LOG_LEVEL: 'info', BENCH_VARY_FIRST: '1' } },
    { label: 'Vary first and no request log', env: { LOG_LEVEL: 'warn', BENCH_VARY_FIRST: '1' } },
    {
      label: 'server/main.ts, client accepts gzip/br (17 kB answers)',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
  ];
  const servers = await Promise.all(
    variants.map((variant) => (variant.env ? startBenchServer('site', variant.env) : undefined)),
  );
  try {
    const targets: Target[] = variants.map((variant, index) => {
      const server = servers[index];
      return server
        ? { url: `http://127.0.0.1:${server.port}/`, pid: server.child.pid! }
        : { ...atelier, headers: variant.headers };
    });
    const rounds = Math.max(2, ROUNDS - 1);
    const [baseline, ...totals] = await interleaved([staticTarget, ...targets], rounds, seconds);
    const rows = variants.map((variant, index) => ({
      variant: variant.label,
      'req/s': Math.round(totals[index]!.requestsPerSecond),
      'req/s ÷ static': (totals[index]!.requestsPerSecond / baseline!.requestsPerSecond).toFixed(2),
      'server CPU µs/request': Math.round(totals[index]!.cpuUsPerRequest),
      'CPU static ÷ variant': (baseline!.cpuUsPerRequest / totals[index]!.cpuUsPerRequest).toFixed(2),
    }));
    rows.unshift({
      variant: 'static file (baseline)',
      'req/s': Math.round(baseline!.requestsPerSecond),
      'req/s ÷ static': '1.00',
      'server CPU µs/request': Math.round(baseline!.cpuUsPerRequest),
      'CPU static ÷ variant': '1.00',
    });
    printTable(`Breakdown of GET / — ${rounds} alternating slices of ${seconds} s per server`, rows);
    return variants.map((variant, index) => ({
      bench: 'marketing',
      metric: `breakdown GET /: ${variant.label}`,
      value: totals[index]!.requestsPerSecond / baseline!.requestsPerSecond,
      unit: '×',
      note: `CPU/request static ÷ this ${(baseline!.cpuUsPerRequest / totals[index]!.cpuUsPerRequest).toFixed(2)}× (${Math.round(totals[index]!.cpuUsPerRequest)} µs)`,
    }));
  } finally {
    await Promise.all(servers.map((server) => server?.stop()));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const seconds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5);
  const results = await benchMarketing(seconds);
  process.exitCode = results.every((result) => result.met !== false) ? 0 : 1;
}

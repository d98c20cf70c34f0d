/** Benchmark plumbing: servers run in their own processes, autocannon drives them from this one. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '#tests/helpers/server-process';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Average response size (body and headers), from autocannon's byte throughput. */
  bytesPerResponse: number;
  requests: number;
  seconds: number;
  /** Server CPU time (user + system, all threads) per answered request, when the server's pid was given. */
  cpuUsPerRequest?: number;
}

const CLOCK_TICKS_PER_SECOND = 100; // getconf CLK_TCK on Linux

/**
 * CPU seconds a process has used (user + system, all its threads), from /proc. Unlike throughput, CPU time per
 * request hardly moves when other work shares the machine, so it is the steadier figure on a loaded host.
 */
export function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

export async function measure(
  url: string,
  options: { connections?: number; durationSeconds?: number; headers?: Record<string, string>; pid?: number } = {},
): Promise<LoadResult> {
  const cpuBefore = options.pid ? cpuSeconds(options.pid) : 0;
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
    headers: options.headers,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerResponse: result.requests.average > 0 ? Math.round(result.throughput.average / result.requests.average) : 0,
    requests: result.requests.total,
    seconds: result.duration,
    ...(options.pid && result.requests.total > 0
      ? { cpuUsPerRequest: Math.round(((cpuSeconds(options.pid) - cpuBefore) * 1e6) / result.requests.total) }
      : {}),
  };
}

export interface BenchServer {
  port: number;
  /** Everything after `READY <port>` on the server's first line (e.g. a bearer token). */
  info: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * Starts `bench/servers/<name>.ts`, which prints `READY <port> [info]` once it listens. With BENCH_CPU_PROF_DIR set,
 * the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools or speedscope).
 */
export function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const profileDir = process.env.BENCH_CPU_PROF_DIR;
  // One directory per server: the main thread's profile is the largest file (tsx's loader thread writes one too).
  const profiling = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, `${name}-${Date.now()}`)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', path.join(import.meta.dirname, '..', 'servers', `${name}.ts`)],
    {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /READY (\d+) ?(.*)\n/.exec(buffer);
      if (match) {
        // Later output (request logs) is read and dropped, never accumulated.
        child.stdout!.removeAllListeners('data');
        child.stdout!.resume();
        resolve({
          port: Number(match[1]),
          info: match[2] ?? '',
          child,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`bench server ${name} exited with ${code}`)));
  });
}

export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}`);
  console.table(rows);
}

export interface AtelierProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/**
 * The built Atelier as production runs it (`server/main.ts`, NODE_ENV=production, in-process worker, PGlite in a
 * throwaway data dir) on a free port. Its stdout (the request log) goes to /dev/null so that reading it costs
 * the benchmark nothing; stderr is kept for a failed boot.
 */
export async function startAtelierProcess(buildDir: string, env: Record<string, string> = {}): Promise<AtelierProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-site-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'bench-secret-0123456789-0123456789-abcdef',
      ATELIER_BUILD_DIR: buildDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`atelier exited with ${child.exitCode}:\n${errors}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`atelier did not become ready:\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

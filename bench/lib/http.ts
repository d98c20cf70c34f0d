/** Benchmark plumbing: servers run in their own processes, autocannon drives them from this one. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

export async function measure(
  url: string,
  options: { connections?: number; durationSeconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
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
  };
}

export interface BenchServer {
  port: number;
  /** Everything after `READY <port>` on the server's first line (e.g. a bearer token). */
  info: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts `bench/servers/<name>.ts`, which prints `READY <port> [info]` once it listens. */
export function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '..', 'servers', `${name}.ts`)], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /READY (\d+) ?(.*)\n/.exec(buffer);
      if (match) {
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

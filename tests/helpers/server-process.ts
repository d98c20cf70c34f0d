/** Starts the built Atelier (`server/main.ts`) as a real process on a free port, for e2e and crash tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** Graceful stop (SIGTERM), or SIGKILL with `{ kill: true }` to simulate a crash. */
  stop: (options?: { kill?: boolean; keepData?: boolean }) => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface StartServerOptions {
  env?: Record<string, string>;
  dataDir?: string;
  /** Entry module, default server/main.ts. */
  entry?: string;
  port?: number;
  timeoutMs?: number;
}

/**
 * A new DATA_DIR. Its embedded database is a copy of the run's migrated template (tests/setup/global-setup.ts) when
 * there is one and the process uses PGlite: the server then opens it instead of creating and migrating one.
 */
function newDataDir(env: Record<string, string> | undefined): string {
  const dataDir = fs.mkdtempSync(path.join(process.env.ATELIER_TEST_WORKDIR ?? os.tmpdir(), 'e2e-'));
  const template = process.env.ATELIER_TEST_PGLITE_DIR;
  if (template && !(env?.DATABASE_URL ?? process.env.DATABASE_URL))
    fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? newDataDir(options.env);
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: 'e2e-secret-0123456789-0123456789-abcdefgh',
      LOG_LEVEL: process.env.ATELIER_TEST_LOG ?? 'warn',
      RATE_LIMIT_AUTH_PER_MINUTE: '10000',
      RATE_LIMIT_CREATE_PER_MINUTE: '10000',
      RATE_LIMIT_SIGNUP_PER_HOUR: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    stop: async ({ kill = false, keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(kill ? 'SIGKILL' : 'SIGTERM');
        await exited;
      }
      if (!keepData && !options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

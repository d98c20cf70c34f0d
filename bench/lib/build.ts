/** A production build of the app for the page benchmarks, side by side with everyone else's (ATELIER_BUILD_DIR). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The build directory the page benches use: ATELIER_BUILD_DIR, else build-bench/ in the project. */
export function benchBuildDir(): string {
  return path.resolve(ROOT, process.env.ATELIER_BUILD_DIR ?? 'build-bench');
}

/**
 * `react-router build` into `dir` (inside the project, so the server bundle resolves node_modules from here and
 * serveStatic sees no dot-directory). Throws with the build's output when it fails.
 */
export function buildApp(dir: string): void {
  try {
    execFileSync('npx', ['react-router', 'build'], {
      cwd: ROOT,
      env: { ...process.env, ATELIER_BUILD_DIR: dir, NODE_ENV: 'production' },
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(
      `react-router build into ${dir} failed:\n${failure.stdout?.toString() ?? ''}${failure.stderr?.toString() ?? ''}`,
    );
  }
  if (!fs.existsSync(path.join(dir, 'server', 'index.js')))
    throw new Error(`no server bundle in ${dir}/server after the build`);
}

/**
 * One scratch folder per test run (ATELIER_TEST_WORKDIR), removed at the end, so files that suites leave behind
 * do not pile up in the system temp folder. Cheap: the `unit` project uses it alone, without any database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function createTestWorkDir(): { workDir: string; remove: () => void } {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
  process.env.ATELIER_TEST_WORKDIR = workDir;
  return { workDir, remove: () => fs.rmSync(workDir, { recursive: true, force: true }) };
}

export default function workDirSetup() {
  return createTestWorkDir().remove;
}

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const hasSoffice = fs.existsSync('/usr/bin/soffice');
const run = promisify(execFile);

describe('pptxToPdf', () => {
  it.runIf(hasSoffice)(
    'removes its LibreOffice profile when the process exits',
    async () => {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-profile-test-'));
      try {
        // A process of its own with its own temporary directory: what it leaves there is what it did not clean up.
        const script = path.join(tmp, 'convert.mts');
        fs.writeFileSync(
          script,
          [
            `import fs from 'node:fs';`,
            `import { pptxToPdf } from ${JSON.stringify(path.resolve(import.meta.dirname, 'pdf.ts'))};`,
            `await pptxToPdf(Buffer.from('not a deck')).catch(() => undefined);`,
            `console.log(JSON.stringify(fs.readdirSync(process.env.TMPDIR!)));`,
          ].join('\n'),
        );
        const { stdout } = await run('npx', ['tsx', script], {
          cwd: path.resolve(import.meta.dirname, '../../..'),
          env: { ...process.env, TMPDIR: tmp },
          timeout: 90_000,
        });
        const during = JSON.parse(stdout.trim().split('\n').at(-1)!) as string[];
        expect(during.some((name) => name.startsWith('atelier-soffice-profile-'))).toBe(true);
        expect(fs.readdirSync(tmp).filter((name) => name.startsWith('atelier-soffice-profile-'))).toEqual([]);
      } finally {
        fs.rmSync(tmp, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

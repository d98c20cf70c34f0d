/**
 * PPTX → PDF with LibreOffice headless (docs/decisions/011-presentation-pdf.md): the PDF is a rendering of the very
 * file the user downloads, so both share one layout. Each run has a time limit (server/media/subprocess.ts) and a
 * private LibreOffice profile (two soffice processes on one profile block each other or quit at once); runs in one
 * process are serialised, as a second soffice on the same profile would hand its work to the first and exit.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { superviseProcess } from '#server/media/subprocess';
import { TransientError } from '../errors';

/** A 20-slide deck converts in ~4–6 s here; a loaded machine gets ample room before the run is stopped. */
export const PDF_TIMEOUT_MS = 60_000;

/** soffice is not installed (npm run setup installs it): the deck is still made, without its PDF. */
export class PdfExportUnavailableError extends Error {
  constructor() {
    super('PDF export needs LibreOffice (apt-get install libreoffice-impress), which is not installed.');
    this.name = 'PdfExportUnavailableError';
  }
}

let queue: Promise<unknown> = Promise.resolve();
let profileDir: Promise<string> | undefined;

/**
 * The process's own LibreOffice profile (created once; the first conversion fills it, ~1 s, ~2 MB), removed when
 * the process exits so restarts and test runs leave nothing behind in the temporary directory.
 */
function profile(): Promise<string> {
  profileDir ??= fs.mkdtemp(path.join(os.tmpdir(), 'atelier-soffice-profile-')).then((dir) => {
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  });
  return profileDir;
}

/** Converts PPTX bytes to PDF bytes. Rejects with PdfExportUnavailableError when LibreOffice is missing. */
export function pptxToPdf(
  pptx: Buffer,
  options: { sofficePath?: string; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Buffer> {
  const run = queue.then(() => convert(pptx, options));
  queue = run.catch(() => undefined);
  return run;
}

async function convert(
  pptx: Buffer,
  options: { sofficePath?: string; timeoutMs?: number; signal?: AbortSignal },
): Promise<Buffer> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-deck-'));
  try {
    const input = path.join(dir, 'presentation.pptx');
    await fs.writeFile(input, pptx);
    const userInstallation = `file://${await profile()}`;
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        options.sofficePath ?? 'soffice',
        [
          `-env:UserInstallation=${userInstallation}`,
          '--headless',
          '--norestore',
          '--nolockcheck',
          '--convert-to',
          'pdf',
          '--outdir',
          dir,
          input,
        ],
        { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, HOME: dir } },
      );
      const supervision = superviseProcess(child, {
        timeoutMs: options.timeoutMs ?? PDF_TIMEOUT_MS,
        signal: options.signal,
      });
      let stderr = '';
      child.stdout!.resume();
      child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
      child.once('error', (error) =>
        reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? new PdfExportUnavailableError() : error),
      );
      child.once('close', (code) => {
        if (supervision.timedOut) reject(new TransientError('LibreOffice took too long to convert the deck'));
        else if (supervision.aborted) reject(new Error('aborted'));
        else if (code !== 0) reject(new Error(`soffice exited ${code}: ${stderr.trim().slice(-300)}`));
        else resolve();
      });
    });
    // soffice exits 0 without output when it cannot read the file: the missing PDF is the error.
    const pdf = await fs.readFile(path.join(dir, 'presentation.pdf')).catch(() => null);
    if (!pdf?.length) throw new Error('LibreOffice produced no PDF for the deck');
    return pdf;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

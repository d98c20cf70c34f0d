/**
 * The deck's pages as pictures for the in-browser preview and present mode (docs/decisions/013): the PDF that
 * LibreOffice drew from the very .pptx the user downloads, rasterised by poppler's pdftoppm — one renderer, so the
 * preview cannot drift from the file. 1280 px wide JPEGs (~60–150 KB a slide), under a time limit.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { superviseProcess } from '#server/media/subprocess';
import { TransientError } from '../errors';

/** pdftoppm is not installed (poppler-utils, npm run setup): the deck is made without page pictures. */
export class PreviewUnavailableError extends Error {
  constructor() {
    super('Slide previews need pdftoppm (apt-get install poppler-utils), which is not installed.');
    this.name = 'PreviewUnavailableError';
  }
}

export async function pdfPageImages(
  pdf: Buffer,
  options: { widthPx?: number; timeoutMs?: number; signal?: AbortSignal; binary?: string } = {},
): Promise<Buffer[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-deck-pages-'));
  try {
    const input = path.join(dir, 'deck.pdf');
    await fs.writeFile(input, pdf);
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        options.binary ?? 'pdftoppm',
        [
          '-jpeg',
          '-jpegopt',
          'quality=85',
          '-scale-to-x',
          String(options.widthPx ?? 1280),
          '-scale-to-y',
          '-1',
          input,
          path.join(dir, 'page'),
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      const supervision = superviseProcess(child, { timeoutMs: options.timeoutMs ?? 60_000, signal: options.signal });
      child.stderr!.resume();
      child.once('error', (error) =>
        reject((error as NodeJS.ErrnoException).code === 'ENOENT' ? new PreviewUnavailableError() : error),
      );
      child.once('close', (code) => {
        if (supervision.timedOut) reject(new TransientError('rendering the slide previews took too long'));
        else if (code !== 0) reject(new Error(`pdftoppm exited ${code}`));
        else resolve();
      });
    });
    // page-01.jpg … page-12.jpg (the number is zero-padded to the page count's width): name order is page order.
    const files = (await fs.readdir(dir)).filter((f) => f.startsWith('page') && f.endsWith('.jpg')).sort();
    // Awaited here, inside the try: returned unawaited, the reads ran while `finally` removed the folder, and a read
    // that failed then was an unhandled rejection (CI saw ENOENT on page-1.jpg fail a whole test run).
    return await Promise.all(files.map((f) => fs.readFile(path.join(dir, f))));
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

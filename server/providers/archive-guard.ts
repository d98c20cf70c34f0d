/**
 * Zip archives (a .docx, and any future zip-based input) are checked before any parser unpacks them: a small file
 * can declare gigabytes (a zip bomb: a 2 MB .docx once took the server to ~9 GiB). Two passes with yauzl:
 *   1. the central directory alone: entry count, total declared size, and each entry's compression ratio;
 *   2. every entry inflated and thrown away, with yauzl checking that no entry unpacks to more than it declared —
 *      a directory that lies is caught after its declared size, not after gigabytes.
 * Memory stays at yauzl's buffers; the CPU spent is bounded by `maxTotalBytes`.
 */
import yauzl from 'yauzl';
import { ToolError } from './errors';

export const ARCHIVE_TOO_LARGE = 'This document is too large to process once unpacked.';

interface ArchiveLimits {
  maxEntries: number;
  /** Sum of the entries' uncompressed sizes. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed size of one entry, for entries above `ratioFloorBytes` (small ones may be sparse). */
  maxRatio: number;
  ratioFloorBytes: number;
}

/** Generous for real documents (a long .docx with images unpacks to tens of MB, XML compresses ~10–30×). */
const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = {
  maxEntries: 5_000,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** The archive would unpack beyond the limits: the user reads ARCHIVE_TOO_LARGE; `detail` goes to the log. */
export class ArchiveTooLargeError extends ToolError {
  constructor(detail: string) {
    super(ARCHIVE_TOO_LARGE, detail);
    this.name = 'ArchiveTooLargeError';
  }
}

/**
 * Resolves when `bytes` is a zip archive within `limits`; throws ArchiveTooLargeError for a bomb, and yauzl's own
 * error for a file that is not a readable zip (the caller says what that means for its input).
 */
export async function checkZipArchive(bytes: Buffer, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Promise<void> {
  const zip = await openZip(bytes);
  try {
    if (zip.entryCount > limits.maxEntries)
      throw new ArchiveTooLargeError(`${zip.entryCount} entries (limit ${limits.maxEntries})`);
    const entries = await readEntries(zip);
    let total = 0;
    for (const entry of entries) {
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes)
        throw new ArchiveTooLargeError(`over ${total} bytes unpacked (limit ${limits.maxTotalBytes})`);
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > limits.ratioFloorBytes && ratio > limits.maxRatio)
        throw new ArchiveTooLargeError(`${entry.fileName}: ratio ${Math.round(ratio)} (limit ${limits.maxRatio})`);
    }
    for (const entry of entries) await drainEntry(zip, entry);
  } finally {
    zip.close();
  }
}

function openZip(bytes: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );
}

function readEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Inflates one entry into nothing; yauzl fails the stream as soon as it unpacks past its declared size. */
function drainEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  if (entry.fileName.endsWith('/')) return Promise.resolve();
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on('data', () => {});
      stream.once('end', () => resolve());
      stream.once('error', (streamError: Error) =>
        reject(
          /too many bytes|size mismatch/i.test(streamError.message)
            ? new ArchiveTooLargeError(`${entry.fileName}: ${streamError.message}`)
            : streamError,
        ),
      );
    });
  });
}

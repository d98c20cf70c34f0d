/**
 * Issue #15 item 4: a zip bomb given as a .docx (a 1 GiB entry of zeros deflated into ~1 MB) fails in under 2 s,
 * with a clear message and the credits refunded, and the process barely grows — also when the central directory
 * lies about the entry's size. A real .docx still makes a presentation.
 */
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTasks } from '#server/db/schema';
import { runGenerationTask } from '#server/domain/generation/run';
import { createGenerationTask } from '#server/domain/generation/tasks';
import { ARCHIVE_TOO_LARGE, checkZipArchive } from '#server/providers/archive-guard';
import { createTestAtelier, type TestAtelier } from '../helpers/test-app';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const GIB = 1024 * 1024 * 1024;

/** Deflates `size` zero bytes chunk by chunk (never holding them), with their CRC-32. */
async function deflatedZeros(size: number): Promise<{ data: Buffer; crc: number }> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = zlib.createDeflateRaw({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.once('end', resolve));
  let crc = 0;
  for (let written = 0; written < size; written += chunk.length) {
    crc = zlib.crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { data: Buffer.concat(parts), crc };
}

interface ZipEntry {
  name: string;
  data: Buffer;
  crc: number;
  /** What the headers say the entry unpacks to (a lying archive declares less than it holds). */
  declaredSize: number;
  method: 0 | 8;
}

/** A minimal zip writer (local headers, central directory, end record), so the test controls every field. */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const stored = (name: string, text: string): ZipEntry => {
  const data = Buffer.from(text);
  return { name, data, crc: zlib.crc32(data), declaredSize: data.length, method: 0 };
};

const CONTENT_TYPES = stored(
  '[Content_Types].xml',
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
);

describe('zip bombs (issue #15 item 4)', () => {
  let atelier: TestAtelier;
  let bomb: Buffer;
  let liar: Buffer;
  beforeAll(async () => {
    atelier = await createTestAtelier();
    // 1 GiB - 1 MiB: the size still fits the 32-bit header field (no ZIP64 needed).
    const zeros = await deflatedZeros(GIB - 1024 * 1024);
    const document = { name: 'word/document.xml', data: zeros.data, crc: zeros.crc, method: 8 as const };
    bomb = zipOf([CONTENT_TYPES, { ...document, declaredSize: GIB - 1024 * 1024 }]);
    // The same entry, its headers claiming 10 KB: only unpacking finds out.
    liar = zipOf([CONTENT_TYPES, { ...document, declaredSize: 10_000 }]);
  }, 120_000);
  afterAll(() => atelier?.close());

  async function runDocx(bytes: Buffer) {
    const user = await atelier.signUp();
    const before = await atelier.services.credits.balance(user.id);
    const taskId = await createGenerationTask(atelier.services, user, 'presentation', {
      source: 'dataUrl',
      dataUrl: `data:${DOCX};base64,${bytes.toString('base64')}`,
    });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    await runGenerationTask(atelier.services, taskId, 0);
    const seconds = (performance.now() - started) / 1000;
    const grownMiB = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    const [row] = await atelier.services.db.select().from(aiTasks).where(eq(aiTasks.id, taskId));
    return { row: row!, seconds, grownMiB, before, after: await atelier.services.credits.balance(user.id) };
  }

  for (const [name, archive] of [
    ['a 1 GiB entry declared as such', () => bomb],
    ['a 1 GiB entry whose headers claim 10 KB', () => liar],
  ] as const) {
    it(`${name}: fails in under 2 s with a clear message, refunded, RSS grows little`, async () => {
      const bytes = archive();
      const result = await runDocx(bytes);
      console.log(
        `[zip bomb] ${name}: ${(bytes.length / 1024 / 1024).toFixed(2)} MB .docx → "${result.row.errorMessage}" in ` +
          `${result.seconds.toFixed(2)} s, RSS +${result.grownMiB.toFixed(0)} MiB, balance ${result.before} → ${result.after}`,
      );
      expect(result.row.status).toBe('no');
      expect(result.row.errorMessage).toBe(ARCHIVE_TOO_LARGE);
      expect(result.seconds).toBeLessThan(2);
      expect(result.grownMiB).toBeLessThan(200);
      expect(result.after).toBe(result.before);
    });
  }

  it('a real document passes the guard and still makes a presentation', async () => {
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    zip.file(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    );
    zip.file(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    );
    const paragraphs = ['Bees', 'Bees live in hives and make honey.', 'Honey', 'It keeps for years.']
      .map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`)
      .join('');
    zip.file(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
    );
    const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    await expect(checkZipArchive(bytes)).resolves.toBeUndefined();
    const result = await runDocx(bytes);
    expect(result.row.status, result.row.errorMessage ?? '').toBe('ok');
  });
});

import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './low-priority-preloads';

async function rewrite(chunks: Buffer[]): Promise<string> {
  let out = '';
  for await (const piece of Readable.from(chunks).pipe(lowPriorityModulePreloads())) out += String(piece);
  return out;
}

const html =
  '<head><link rel="preload" as="font" href="/f.woff2"/><link rel="modulepreload" href="/assets/a.js"/>' +
  '<link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/c.css"/></head><body>x &lt; y — café</body>';
const bytes = Buffer.from(html);
const expected = html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

describe('lowPriorityModulePreloads', () => {
  it('marks every modulepreload link low priority and leaves the rest of the document as it was', async () => {
    expect(await rewrite([bytes])).toBe(expected);
  });

  it('finds links cut by any chunk boundary, and keeps characters cut between chunks whole', async () => {
    for (let at = 1; at < bytes.length; at++)
      expect(await rewrite([bytes.subarray(0, at), bytes.subarray(at)]), `split at ${at}`).toBe(expected);
    expect(await rewrite([...bytes].map((byte) => Buffer.from([byte])))).toBe(expected);
  });
});

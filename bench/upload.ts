/**
 * A 1 GiB MP4 upload to POST /goapi/v1/upload/temp, streamed end to end: the client generates the file on the
 * fly (an `ftyp` box, then filler) inside a multipart body; the server (its own process, PGlite, no worker)
 * streams it to storage. Reports throughput and the server's RSS growth — target ≤ 64 MiB.
 * `npx tsx bench/upload.ts [MiB]` (default 1024).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { startBenchServer } from './lib/http';
import { reportResults } from './lib/report';

const TARGET_RSS_GROWTH_MIB = 64;
const MiB = 1024 * 1024;

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** An ISO-BMFF `ftyp` box (isom, mp42 brands) — enough for the upload's magic-byte check. */
function ftypBox(): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'ascii');
  box.write('isom', 8, 'ascii');
  box.writeUInt32BE(0x200, 12);
  box.write('isom', 16, 'ascii');
  box.write('mp42', 20, 'ascii');
  return box;
}

/** A multipart body (mime_type field + one `files` part of `fileBytes`) generated chunk by chunk. */
function multipartStream(fileBytes: number, boundary: string): { stream: ReadableStream<Uint8Array>; length: number } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="mime_type"\r\n\r\nvideo/mp4\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(MiB, 0x2e);
  const parts: Buffer[] = [head, ftypBox()];
  let remaining = fileBytes - 24;
  let index = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (index < parts.length) return controller.enqueue(parts[index++]!);
      if (remaining > 0) {
        const size = Math.min(remaining, filler.length);
        remaining -= size;
        return controller.enqueue(size === filler.length ? filler : filler.subarray(0, size));
      }
      if (index === parts.length) {
        index++;
        return controller.enqueue(tail);
      }
      controller.close();
    },
  });
  return { stream, length: head.length + fileBytes + tail.length };
}

export async function benchUpload(mib = Number(process.argv[2] ?? 1024)) {
  const fileBytes = mib * MiB;
  const server = await startBenchServer('atelier', { VIDEO_UPLOAD_MAX_MB: String(mib + 64), RUN_WORKER: 'false' });
  const pid = server.child.pid!;
  const [, token] = server.info.split(' ').length > 1 ? server.info.split(' ') : ['', server.info];
  const url = `http://127.0.0.1:${server.port}/goapi/v1/upload/temp`;
  try {
    const upload = async (bytes: number) => {
      const boundary = `----atelier${crypto.randomBytes(8).toString('hex')}`;
      const { stream, length } = multipartStream(bytes, boundary);
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit & { duplex: 'half' });
      return (await response.json()) as { code: number; msg: string; data: { fileUrls?: string[] } };
    };
    // Warm-up: a small upload so lazy modules and buffers are in place before the baseline.
    const warm = await upload(4 * MiB);
    if (warm.code !== 0) throw new Error(`warm-up upload failed: ${warm.msg}`);
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const baseline = rssBytes(pid);
    let peak = baseline;
    let samples = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
      samples++;
    }, 50);
    const started = performance.now();
    const result = await upload(fileBytes);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    if (result.code !== 0 || !result.data.fileUrls?.[0]) throw new Error(`upload failed: ${result.msg}`);
    const stored = await fetch(`http://127.0.0.1:${server.port}${new URL(result.data.fileUrls[0]).pathname}`, {
      method: 'HEAD',
    });
    const storedBytes = Number(stored.headers.get('content-length'));
    const growthMib = (peak - baseline) / MiB;
    const ok = growthMib <= TARGET_RSS_GROWTH_MIB && storedBytes === fileBytes;
    console.table([
      {
        benchmark: `MP4 upload ${mib} MiB`,
        seconds: seconds.toFixed(1),
        'MiB/s': (mib / seconds).toFixed(0),
        'server RSS before MiB': (baseline / MiB).toFixed(0),
        'server RSS peak MiB': (peak / MiB).toFixed(0),
        'RSS growth MiB': growthMib.toFixed(1),
        'stored bytes': storedBytes,
        'RSS samples': samples,
      },
    ]);
    console.log(
      `RSS growth ${growthMib.toFixed(1)} MiB — target ≤ ${TARGET_RSS_GROWTH_MIB} MiB: ${ok ? 'met' : 'NOT met'}`,
    );
    reportResults([
      {
        bench: 'upload',
        metric: `${mib} MiB MP4 upload: server RSS growth`,
        // A stored file of the wrong size is a failed upload, whatever the memory did.
        value: storedBytes === fileBytes ? growthMib : NaN,
        unit: 'MiB',
        target: { op: '<=', limit: TARGET_RSS_GROWTH_MIB },
        note:
          storedBytes === fileBytes
            ? `${(mib / seconds).toFixed(0)} MiB/s`
            : `stored ${storedBytes} of ${fileBytes} bytes`,
      },
    ]);
    return { ok, growthMib, seconds };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { ok } = await benchUpload();
  process.exitCode = ok ? 0 : 1;
}

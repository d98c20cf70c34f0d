/**
 * Hand-built multipart request bodies that arrive as a stream (no Content-Length, as a browser's streamed upload),
 * metered so a test can tell how much of the body the server actually read before it answered.
 */
import fs from 'node:fs';
import path from 'node:path';

export const BOUNDARY = '----atelier-reliability-boundary';
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

const encoder = new TextEncoder();

/** The multipart framing up to the start of the file's bytes: the text fields first, then the file part's headers. */
export function multipartHead(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string },
): Uint8Array {
  let text = '';
  for (const [name, value] of Object.entries(fields))
    text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  text += `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return encoder.encode(text);
}

export const multipartTail = (): Uint8Array => encoder.encode(`\r\n--${BOUNDARY}--\r\n`);

export interface MeteredBody {
  stream: ReadableStream<Uint8Array>;
  /** Bytes the server pulled from the body so far. */
  readonly pulled: number;
}

/**
 * A body the server pulls chunk by chunk (nothing is buffered ahead of its reads). A chunk that is an Error
 * makes the stream fail there, as a dropped connection does.
 */
export function meteredBody(chunks: Iterable<Uint8Array | Error>): MeteredBody {
  const iterator = chunks[Symbol.iterator]();
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = iterator.next();
        if (next.done) return controller.close();
        if (next.value instanceof Error) return controller.error(next.value);
        pulled += next.value.length;
        controller.enqueue(next.value);
      },
    },
    { highWaterMark: 0 },
  );
  return {
    stream,
    get pulled() {
      return pulled;
    },
  };
}

/** `count` chunks of `size` bytes (lazily: a large body is never in memory at once). */
export function* filler(count: number, size = 64 * 1024, byte = 0x41): Generator<Uint8Array> {
  const chunk = new Uint8Array(size).fill(byte);
  for (let i = 0; i < count; i++) yield chunk;
}

/** Every file under `dir` (recursively), as paths; [] when it does not exist. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

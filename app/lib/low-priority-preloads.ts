import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

/**
 * The hydration modules are preloaded at low fetch priority. React Router emits their `modulepreload` links
 * ahead of the stylesheet; at the default (high) priority, on a slow connection they share the bandwidth with the
 * CSS and the two preloaded fonts the first paint needs (Lighthouse's mobile model counts high-priority scripts
 * fetched before the first paint as render-blocking: FCP 2.2 s → 1.1 s). The page paints from server HTML, so
 * the scripts can come second; they are still fetched at once, in parallel, and executed in order.
 */
const MODULEPRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULEPRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** Rewrites the modulepreload links of a streamed HTML document (a link may be split across chunks). */
export function lowPriorityModulePreloads(): Transform {
  let carry = '';
  // A chunk may also end inside a multi-byte character: decode across chunks.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      // Hold back a tail that could be the start of a link cut by the chunk boundary.
      const keep = Math.min(text.length, MODULEPRELOAD.length - 1);
      const cut = text.lastIndexOf('<', text.length - 1) >= text.length - keep ? text.lastIndexOf('<') : text.length;
      carry = text.slice(cut);
      callback(null, text.slice(0, cut).replaceAll(MODULEPRELOAD, LOW_PRIORITY_MODULEPRELOAD));
    },
    flush(callback) {
      callback(null, (carry + decoder.end()).replaceAll(MODULEPRELOAD, LOW_PRIORITY_MODULEPRELOAD));
    },
  });
}

/**
 * Prerendered pages (react-router.config.ts `prerender`), answered from memory by the first middleware.
 *
 * A static page needs no per-request nonce: its inline scripts are fixed at build time, so its CSP names them by
 * SHA-256 instead (decision 007). The page is then the same bytes for every visitor, and each encoding (brotli,
 * gzip) is compressed once, on its first request, off the event loop, instead of on every request; with an ETag for
 * revalidation. Not at boot: brotli at quality 11 of every built page took 2.3 s of each server start.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '#contract/constants';
import { withAnalyticsTag, type Analytics } from './analytics';
import { contentSecurityPolicy } from './csp';
import { hydrateAfterPaint } from './hydrate-after-paint';

/** What the build writes where a nonce would go (app/entry.server.tsx); removed here, scripts are hashed instead. */
const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface PrerenderedPage {
  identity: Uint8Array<ArrayBuffer>;
  /** The page's bytes in `encoding`: compressed on the first call, the same bytes for every later one. */
  encoded: (encoding: Encoding) => Promise<Uint8Array<ArrayBuffer>>;
  contentSecurityPolicy: string;
  /** Strong validator of the identity bytes; each encoding gets its own suffix. */
  etag: string;
}

type Encoding = 'br' | 'gzip' | 'identity';

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

/** Compresses each encoding at most once; concurrent first requests share the one compression. */
function lazilyEncoded(identity: Uint8Array<ArrayBuffer>): PrerenderedPage['encoded'] {
  const compressed = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();
  const compress = async (encoding: 'br' | 'gzip'): Promise<Uint8Array<ArrayBuffer>> => {
    const bytes =
      encoding === 'gzip'
        ? await gzip(identity, { level: 9 })
        : await brotliCompress(identity, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            },
          });
    // Copied into a plain ArrayBuffer (not Node's shared pool): what a web Response body takes as is.
    return new Uint8Array(bytes);
  };
  return (encoding) => {
    if (encoding === 'identity') return Promise.resolve(identity);
    let bytes = compressed.get(encoding);
    if (!bytes) {
      bytes = compress(encoding);
      compressed.set(encoding, bytes);
    }
    return bytes;
  };
}

/** Inline scripts the browser would run: no `src`, not a JSON data block. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/.test(attributes) || /\stype\s*=\s*"application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * `publicOrigin` (PUBLIC_URL) replaces the build's origin placeholder: share previews need absolute URLs.
 * `analytics` (ANALYTICS_*): its script tag goes into the head and its origin into the CSP.
 */
export function prerenderPage(
  rawHtml: string,
  publicOrigin?: string,
  analytics: Analytics | null = null,
): PrerenderedPage {
  const withOrigin = publicOrigin
    ? rawHtml.replaceAll(PUBLIC_ORIGIN_PLACEHOLDER, publicOrigin.replace(/\/$/, ''))
    : rawHtml;
  const withoutNonces = withOrigin.replaceAll(` nonce="${CSP_NONCE_PLACEHOLDER}"`, '');
  if (withoutNonces.includes(CSP_NONCE_PLACEHOLDER))
    throw new Error('a prerendered page uses the CSP nonce placeholder outside a nonce attribute');
  const html = withAnalyticsTag(hydrateAfterPaint(withoutNonces), analytics);
  // Copied into a plain ArrayBuffer (not Node's shared pool): what a web Response body takes as is.
  const identity = new Uint8Array(Buffer.from(html, 'utf8'));
  return {
    identity,
    encoded: lazilyEncoded(identity),
    contentSecurityPolicy: contentSecurityPolicy({ hashes: inlineScriptHashes(html) }, analytics?.origin),
    etag: crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27),
  };
}

/** Every `index.html` under `clientDir` by route: `/` for the root one, `/about` for `about/index.html`. */
export function loadPrerenderedPages(
  clientDir: string,
  publicOrigin?: string,
  analytics: Analytics | null = null,
): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const route =
          `/${path.relative(clientDir, path.dirname(full)).split(path.sep).join('/')}`.replace(/\/$/, '') || '/';
        pages.set(route, prerenderPage(fs.readFileSync(full, 'utf8'), publicOrigin, analytics));
      }
    }
  };
  walk(clientDir);
  return pages;
}

/** The route a request path names: `/about/`, `/about/index.html` and `/about` are one page. */
export function prerenderedRoute(pathname: string): string {
  const withoutIndex = pathname.endsWith('/index.html') ? pathname.slice(0, -'index.html'.length) : pathname;
  return withoutIndex.length > 1 && withoutIndex.endsWith('/') ? withoutIndex.slice(0, -1) : withoutIndex;
}

/** The best encoding the client accepts (q > 0): brotli, then gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

interface PrerenderedRequest {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  /** Headers the response must also carry (those not already set on the Node response). */
  extraHeaders: ReadonlyArray<readonly [string, string]>;
}

/**
 * The page as a response: a plain headers object and a byte body, so @hono/node-server writes it on its fast path
 * (one writeHead, one end) without building web streams.
 */
export async function prerenderedResponse(page: PrerenderedPage, request: PrerenderedRequest): Promise<Response> {
  const encoding = negotiateEncoding(request.acceptEncoding);
  const etag = `"${page.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`;
  const headers: Record<string, string> = Object.fromEntries(request.extraHeaders);
  headers['cache-control'] = 'no-cache';
  headers['vary'] = 'Accept-Encoding';
  headers['etag'] = etag;
  if (request.ifNoneMatch && request.ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers['content-type'] = 'text/html; charset=UTF-8';
  headers['content-security-policy'] = page.contentSecurityPolicy;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  const body = await page.encoded(encoding);
  if (request.method === 'HEAD') {
    headers['content-length'] = String(body.length);
    return new Response(null, { status: 200, headers });
  }
  return new Response(body, { status: 200, headers });
}

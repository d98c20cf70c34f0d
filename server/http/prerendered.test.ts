import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { negotiateEncoding, prerenderedResponse, prerenderedRoute, prerenderPage } from './prerendered';

const HTML = [
  '<!DOCTYPE html><html><head><meta name="atelier:hydration" content="after-paint"/><link nonce="__CSP_NONCE__" rel="icon" href="/favicon.svg"/>',
  '<script nonce="__CSP_NONCE__" type="module" src="/assets/entry.js"></script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  '<body><p>Hello</p><script nonce="__CSP_NONCE__">window.__a = 1;</script>',
  '<script nonce="__CSP_NONCE__" type="module" async="">import("/assets/route.js");</script></body></html>',
].join('');

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const request = { method: 'GET', acceptEncoding: undefined, ifNoneMatch: undefined, extraHeaders: [] } as const;

describe('prerendered pages', () => {
  const page = prerenderPage(HTML);

  it('drops the nonce placeholder and names exactly the inline scripts by hash', () => {
    const html = Buffer.from(page.identity).toString('utf8');
    expect(html).not.toContain('__CSP_NONCE__');
    const scriptSrc = /script-src [^;]*/.exec(page.contentSecurityPolicy)![0];
    // The module script waits, inert, for the first paint (hydrate-after-paint.ts); restored, it has the same text.
    const loader = /<script>(\(\(preloads[\s\S]*?)<\/script><\/body>/.exec(html)![1]!;
    expect(scriptSrc).toBe(
      `script-src 'self' ${sha256('window.__a = 1;')} ${sha256('import("/assets/route.js");')} ${sha256(loader)} 'wasm-unsafe-eval'`,
    );
    expect(page.contentSecurityPolicy).toContain("object-src 'none'");
  });

  it('compresses nothing at boot, and each encoding once, on its first request', async () => {
    // Brotli at quality 11 of the 37 built pages took 2.3 s of every server start.
    const compressors = (['gzipSync', 'brotliCompressSync', 'gzip', 'brotliCompress'] as const).map((name) =>
      vi.spyOn(zlib, name),
    );
    try {
      const fresh = prerenderPage(HTML);
      for (const compressor of compressors) expect(compressor).not.toHaveBeenCalled();
      const [first, concurrent] = await Promise.all([fresh.encoded('br'), fresh.encoded('br')]);
      expect(concurrent).toBe(first);
      expect(await fresh.encoded('br')).toBe(first);
      expect(await fresh.encoded('identity')).toBe(fresh.identity);
      expect(zlib.brotliDecompressSync(first).toString('utf8')).toBe(Buffer.from(fresh.identity).toString('utf8'));
    } finally {
      for (const compressor of compressors) compressor.mockRestore();
    }
  });

  it('refuses a placeholder outside a nonce attribute (it would be served unfilled)', () => {
    expect(() => prerenderPage('<p>__CSP_NONCE__</p>')).toThrow(/placeholder/);
  });

  it('negotiates brotli, then gzip, honouring q=0', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('identity, *;q=0')).toBe('identity');
  });

  it('answers the precompressed bytes for the accepted encoding, each with its own ETag', async () => {
    const plain = await prerenderedResponse(page, request);
    const brotli = await prerenderedResponse(page, { ...request, acceptEncoding: 'gzip, br' });
    const gzip = await prerenderedResponse(page, { ...request, acceptEncoding: 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    for (const response of [plain, brotli, gzip]) {
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-security-policy')).toBe(page.contentSecurityPolicy);
    }
    expect(new Set([plain, brotli, gzip].map((r) => r.headers.get('etag'))).size).toBe(3);
    const expected = Buffer.from(page.identity).toString('utf8');
    expect(await plain.text()).toBe(expected);
    expect(zlib.brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString('utf8')).toBe(expected);
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(expected);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const etag = (await prerenderedResponse(page, { ...request, acceptEncoding: 'br' })).headers.get('etag')!;
    const revalidated = await prerenderedResponse(page, {
      ...request,
      acceptEncoding: 'br',
      ifNoneMatch: `"other", W/${etag}`,
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    // The ETag of another encoding does not match.
    expect((await prerenderedResponse(page, { ...request, ifNoneMatch: etag })).status).toBe(200);
    const head = await prerenderedResponse(page, { ...request, method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(page.identity.length));
    expect(await head.text()).toBe('');
  });

  it('maps /about, /about/ and /about/index.html to one route', () => {
    expect(prerenderedRoute('/about')).toBe('/about');
    expect(prerenderedRoute('/about/')).toBe('/about');
    expect(prerenderedRoute('/about/index.html')).toBe('/about');
    expect(prerenderedRoute('/index.html')).toBe('/');
    expect(prerenderedRoute('/')).toBe('/');
  });
});

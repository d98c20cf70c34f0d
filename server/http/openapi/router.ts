/**
 * The API document and its reference page:
 *   GET /api/openapi.json           the OpenAPI 3.1 document (built on first request, then served from memory)
 *   GET /api/docs                   the reference page (Scalar's standalone bundle from node_modules)
 *   GET /api/docs/assets/:file      the bundle (versioned name, gzip when accepted) and the page's init script
 *
 * /api/docs is an HTML page under /api/, which the root app treats as API (no nonce, no compression, no CSP):
 * this router sets the page's Content-Security-Policy itself. The page has no inline script — both scripts
 * come from our origin ('self') — and Scalar is configured to fetch nothing from elsewhere (no default fonts,
 * no telemetry, no agent).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Hono } from 'hono';
import { AppError } from '#server/errors';
import type { AppEnv } from '../context';
import { contentSecurityPolicy } from '../csp';

export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';
const ASSETS_PATH = `${API_DOCS_PATH}/assets`;

const require = createRequire(import.meta.url);
const scalarDir = path.dirname(require.resolve('@scalar/api-reference'));
// The package does not export its package.json; it sits beside dist/.
const scalarVersion = (
  JSON.parse(fs.readFileSync(path.join(scalarDir, '../package.json'), 'utf8')) as { version: string }
).version;
/** Versioned, so it can be cached as immutable. */
const SCALAR_BUNDLE = `scalar-${scalarVersion}.js`;

const INIT_SCRIPT = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: OPENAPI_DOCUMENT_PATH,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  hideDarkModeToggle: false,
  defaultOpenAllTags: false,
})});\n`;

function page(nonce: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <meta property="csp-nonce" content="${nonce}" />
    <link rel="icon" href="data:," />
    <title>Atelier API reference</title>
  </head>
  <body>
    <noscript>The API reference needs JavaScript. The document itself is at <a href="${OPENAPI_DOCUMENT_PATH}">${OPENAPI_DOCUMENT_PATH}</a>.</noscript>
    <div id="app"></div>
    <script src="${ASSETS_PATH}/${SCALAR_BUNDLE}"></script>
    <script src="${ASSETS_PATH}/init.js"></script>
  </body>
</html>
`;
}

let documentJson: Promise<string> | undefined;
/** The document, built once per process (the declarations are static). */
function openApiDocumentJson(): Promise<string> {
  documentJson ??= import('./document').then(({ buildOpenApiDocument }) => JSON.stringify(buildOpenApiDocument()));
  // A failed build is not cached: the next request tries again (and reports the error again).
  documentJson.catch(() => (documentJson = undefined));
  return documentJson;
}

/**
 * The bundle contains zod 4, which probes for eval support with `Function('')` unless its global config says
 * `jitless`. Our CSP forbids eval, so the probe would be reported as a CSP violation on every visit; set first,
 * the flag makes zod skip the probe (and the eval-compiled fast path it would not be allowed anyway).
 */
const ZOD_JITLESS =
  'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });\n';

let bundle: Promise<{ plain: Buffer; gzip: Buffer }> | undefined;
function scalarBundle(): Promise<{ plain: Buffer; gzip: Buffer }> {
  bundle ??= fs.promises.readFile(path.join(scalarDir, 'browser/standalone.js')).then(async (standalone) => {
    const plain = Buffer.concat([Buffer.from(ZOD_JITLESS), standalone]);
    return { plain, gzip: await promisify(zlib.gzip)(plain, { level: 9 }) };
  });
  bundle.catch(() => (bundle = undefined));
  return bundle;
}

export const openApiRouter = new Hono<AppEnv>()
  .get(OPENAPI_DOCUMENT_PATH, async (c) =>
    c.body(await openApiDocumentJson(), 200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-cache',
    }),
  )
  .get(API_DOCS_PATH, (c) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    return c.html(page(nonce), 200, {
      'content-security-policy': contentSecurityPolicy({ nonce }),
      // The document-only headers pages get (API answers carry the shorter REST set).
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'cache-control': 'no-cache',
    });
  })
  .get(`${ASSETS_PATH}/:file`, async (c) => {
    const file = c.req.param('file');
    if (file === 'init.js') {
      return c.body(INIT_SCRIPT, 200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-cache',
      });
    }
    if (file !== SCALAR_BUNDLE) throw AppError.notFound('No such asset.');
    const { plain, gzip } = await scalarBundle();
    const gzipped = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    return c.body(new Uint8Array(gzipped ? gzip : plain), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
      ...(gzipped ? { 'content-encoding': 'gzip' } : {}),
    });
  });

/** Server rendering with the request's CSP nonce on every script React Router emits. */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { FooterIsland } from './layout/footer-island';
import { insertBeforeHeadEnd } from './lib/head-insert';
import { lowPriorityModulePreloads } from './lib/low-priority-preloads';
import { NonceContext } from './lib/nonce';
import { getAnalyticsTag, getCspNonce } from './lib/services.server';

export const streamTimeout = 5_000;
/** Prerendered pages carry this placeholder; the server drops it and names their inline scripts by hash instead (server/http/prerendered.ts). */
const PRERENDER_NONCE = '__CSP_NONCE__';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Islands outside the route's sections (the footer) render in full on the server: load them first.
  await FooterIsland.preload();
  const nonce = getCspNonce(loadContext) ?? PRERENDER_NONCE;
  // Web analytics (ANALYTICS_*): server-rendered pages get the tag here, prerendered ones when the server loads them.
  const analyticsTag = getAnalyticsTag(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Never outline finished Suspense boundaries (React 19.2 would move big pages' sections to the end of
        // the document and reveal them by script, delaying their paint): pages render in document order.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          const html = pipe(lowPriorityModulePreloads());
          (analyticsTag ? html.pipe(insertBeforeHeadEnd(analyticsTag)) : html).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

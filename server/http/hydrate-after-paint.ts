/**
 * A prerendered page fetches its scripts after the browser has painted it (decision 008).
 *
 * React Router's HTML asks for the hydration modules at once: `modulepreload` links in the head and an inline
 * module script that imports the route modules and then the entry. On a slow connection those ~120 kB share the
 * bandwidth with the stylesheet, the fonts and the images the first paint needs, although a static page is
 * readable without them. Here the module script is kept verbatim but inert (a non-JavaScript type), the preload
 * links are dropped, and a small loader restores both once the first contentful paint has been presented: the
 * preloads first (the modules still download in parallel, not as an import waterfall), then the module script.
 *
 * The restored script has the same text as the inert one, so the page's hash-based CSP (decision 007) names it.
 *
 * Only a page that says it reads well before it hydrates (HYDRATE_AFTER_PAINT_META, set by its route when every
 * section is the hero or an island) is changed: on a page whose first screen is a tool or a form, input typed
 * before hydration would be lost, so its scripts keep loading at once.
 */
import { HYDRATE_AFTER_PAINT_META } from '#contract/marketing-constants';

/** The type that keeps React Router's module script from running until the loader restores it. */
export const DEFERRED_MODULE_TYPE = 'text/x-atelier-after-paint';

const MODULEPRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const INLINE_MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/g;
const HREF = /\bhref="([^"]+)"/;

/**
 * However the page fares, its scripts start by then: well after a first paint on a usual connection; on a very
 * slow one they merely start before it, as they would without this loader.
 */
const SAFETY_MS = 3_000;

/**
 * Runs in the page (kept as source text: a bundler's helpers must not leak into a serialized function). The paint
 * timeline reports the first contentful paint once it has been presented. A page that is not visible (a
 * background tab, a prerender) paints nothing, so it starts at once — also when it is hidden before its first
 * paint, since browsers then never report one. Without paint timing: after the next frame. Whatever happens, the
 * scripts start after SAFETY_MS: a page must never stay without them.
 */
const LOADER = `(preloads, type) => {
  const SAFETY_MS = ${SAFETY_MS};
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    for (const inert of document.querySelectorAll('script[type="' + type + '"]')) {
      const script = document.createElement('script');
      script.type = 'module';
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    }
  };
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', () => document.visibilityState !== 'visible' && start());
  setTimeout(start, SAFETY_MS);
  if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return requestAnimationFrame(() => setTimeout(start, 0));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
}`;

/** The loader as this module writes it; its first argument is the list of deferred preloads. */
const LOADER_CALL = /<script>\(\(preloads, type\) => \{[\s\S]*?\}\)\((\[[^\]]*\]),/;

/** The modulepreloads a transformed page restores after its first paint (none for an untouched page). */
export function deferredModulePreloads(html: string): string[] {
  const list = LOADER_CALL.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/** `<` escaped so that no string in the JSON can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

const OPT_IN = new RegExp(
  `<meta\\s+name="${HYDRATE_AFTER_PAINT_META.name}"\\s+content="${HYDRATE_AFTER_PAINT_META.content}"\\s*/?>`,
);

/**
 * The page with its module scripts deferred until after its first paint. A page without the opt-in meta, or
 * without an inline module script, is returned as it is.
 */
export function hydrateAfterPaint(html: string): string {
  if (!OPT_IN.test(html)) return html;
  let deferredScripts = 0;
  const withInertScripts = html.replace(INLINE_MODULE_SCRIPT, (whole, before: string, after: string, body: string) => {
    if (/\ssrc\s*=/.test(before + after)) return whole;
    deferredScripts++;
    return `<script type="${DEFERRED_MODULE_TYPE}">${body}</script>`;
  });
  if (deferredScripts === 0) return html;
  const preloads: string[] = [];
  const withoutPreloads = withInertScripts.replace(MODULEPRELOAD_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href) preloads.push(href);
    return '';
  });
  const loaderScript = `<script>(${LOADER})(${scriptJson(preloads)},${scriptJson(DEFERRED_MODULE_TYPE)})</script>`;
  // The document's own end tag is the last one (a script's data could spell the words earlier).
  const bodyEnd = withoutPreloads.lastIndexOf('</body>');
  // Without the loader the inert scripts would never run: a page like that must fail the boot, not go out dead.
  if (bodyEnd < 0) throw new Error('a prerendered page to hydrate after paint has no </body>');
  return `${withoutPreloads.slice(0, bodyEnd)}${loaderScript}${withoutPreloads.slice(bodyEnd)}`;
}

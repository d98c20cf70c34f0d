// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_TYPE, deferredModulePreloads, hydrateAfterPaint } from './hydrate-after-paint';

const MODULE_BODY =
  ';\nimport * as route0 from "/assets/root.js";\nwindow.__modules = { root: route0 };\n\nimport("/assets/entry.client.js");';
const PAGE = [
  '<!DOCTYPE html><html><head><meta name="atelier:hydration" content="after-paint"/>',
  '<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client.js"/>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/>',
  '<script type="module" src="/assets/external.js"></script></head>',
  '<body><p>Hello</p><script>window.__context = {};</script>',
  `<script type="module" async="">${MODULE_BODY}</script></body></html>`,
].join('');

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The loader script the transform appended before `</body>`. */
function loaderSource(html: string): string {
  const match = /<script>(\(\(preloads[\s\S]*?)<\/script><\/body>/.exec(html);
  expect(match, 'the loader script before </body>').not.toBeNull();
  return match![1]!;
}

describe('hydrateAfterPaint', () => {
  const html = hydrateAfterPaint(PAGE);

  it('keeps the inline module script verbatim but inert, and drops the modulepreload links', () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<script type="${DEFERRED_MODULE_TYPE}">${MODULE_BODY}</script>`);
    expect(html).not.toContain('<script type="module" async="">');
    // What the loader will restore, read back the way the web-perf bench counts first-load JS.
    expect(deferredModulePreloads(html)).toEqual(['/assets/entry.client.js', '/assets/root.js']);
    expect(deferredModulePreloads(PAGE)).toEqual([]);
    // Everything else stays: the font preload, the stylesheet, classic scripts, a module script with a src.
    expect(html).toContain('<link rel="preload" as="font" href="/assets/inter.woff2" crossorigin="anonymous"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<script>window.__context = {};</script>');
    expect(html).toContain('<script type="module" src="/assets/external.js"></script>');
  });

  it('leaves a page as it is without the opt-in meta, or without an inline module script', () => {
    const toolPage = PAGE.replace('<meta name="atelier:hydration" content="after-paint"/>', '');
    expect(hydrateAfterPaint(toolPage)).toBe(toolPage);
    const staticPage =
      '<html><head><meta name="atelier:hydration" content="after-paint"/><link rel="modulepreload" href="/a.js"/></head><body><p>x</p></body></html>';
    expect(hydrateAfterPaint(staticPage)).toBe(staticPage);
  });

  it('refuses a page it could not add its loader to (the page would never hydrate)', () => {
    expect(() => hydrateAfterPaint(PAGE.replace('</body>', ''))).toThrow(/no <\/body>/);
  });

  it('restores the preloads, then the module script, once the first contentful paint is reported', () => {
    const loader = loaderSource(html);
    // A parsed document runs none of its scripts: the loader is called by hand, with a fake paint timeline.
    const document = parse(html.replace(`<script>${loader}</script>`, ''));

    let reportPaint: ((names: string[]) => void) | undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(
        private readonly callback: (
          list: { getEntriesByName(name: string): unknown[] },
          observer: FakePaintObserver,
        ) => void,
      ) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: 'paint', buffered: true });
        reportPaint = (names) => this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }, this);
      }
      disconnect() {
        reportPaint = undefined;
      }
    }
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const timers: Array<{ run: () => void; ms: number }> = [];
    new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', loader)(
      document,
      FakePaintObserver,
      () => {
        throw new Error('paint timing is supported: no frame fallback');
      },
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    expect(timers.map((timer) => timer.ms)).toEqual([3_000]);

    const modules = () =>
      [...document.querySelectorAll('script')].filter(
        (s) => s.getAttribute('type') === 'module' && !s.getAttribute('src'),
      );
    const preloads = () =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(modules()).toHaveLength(0);
    expect(preloads()).toEqual([]);

    reportPaint!(['first-paint']);
    expect(modules()).toHaveLength(0);

    reportPaint!(['first-paint', 'first-contentful-paint']);
    expect(preloads()).toEqual(['/assets/entry.client.js', '/assets/root.js']);
    expect(modules().map((s) => s.textContent)).toEqual([MODULE_BODY]);
    expect(document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`)).toBeNull();
    expect(reportPaint).toBeUndefined();
    // The safety timer finds everything started: nothing runs twice.
    timers[0]!.run();
    expect(modules()).toHaveLength(1);
  });

  it('starts when the page is hidden before its first paint (no paint would be reported), or after the safety delay', () => {
    for (const trigger of ['hidden', 'timer'] as const) {
      const loader = loaderSource(html);
      const document = parse(html.replace(`<script>${loader}</script>`, ''));
      let visibility = 'visible';
      Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
      const timers: Array<() => void> = [];
      class SilentPaintObserver {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      }
      new Function('document', 'PerformanceObserver', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        SilentPaintObserver,
        undefined,
        (run: () => void) => timers.push(run),
      );
      expect(document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`), trigger).not.toBeNull();
      if (trigger === 'hidden') {
        visibility = 'hidden';
        document.dispatchEvent(new Event('visibilitychange'));
      } else timers.forEach((run) => run());
      expect(document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`), trigger).toBeNull();
    }
  });

  it('starts at once in a page that is not visible (it would never paint)', () => {
    const loader = loaderSource(html);
    const document = parse(html.replace(`<script>${loader}</script>`, ''));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    new Function('document', 'PerformanceObserver', 'requestAnimationFrame', loader)(document, undefined, undefined);
    expect(document.querySelector(`script[type="${DEFERRED_MODULE_TYPE}"]`)).toBeNull();
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });
});

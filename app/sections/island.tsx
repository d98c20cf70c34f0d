/**
 * Islands: a section (or part of one) whose JavaScript is not part of the page's first load.
 *
 * The server renders the island's full HTML (its module is preloaded by the route loader, see `preloadIslands`).
 * While the page hydrates, the browser does not have the island's code: the island renders an empty
 * `dangerouslySetInnerHTML` wrapper, which React leaves alone while hydrating, so the server HTML stays on screen
 * as it is (no layout shift, nothing blank). The code is fetched later — when the island comes near the viewport,
 * when the pointer or focus enters it, or, once the visitor has interacted with the page (moved the pointer,
 * scrolled, pressed a key), in idle periods one island at a time — and the island then renders itself on the client
 * in place of its server HTML. A visit that only looks at the top of the page runs only the code for the top.
 *
 * Unlike a `React.lazy` boundary left dehydrated, this wrapper is an ordinary hydrated element: a context change
 * above it (the session arriving, a navigation starting) cannot make React discard its server HTML.
 *
 * On client-side navigations the route's `clientLoader` preloads the page's islands, so they render at once.
 * `data-island` is `pending` while the server HTML is inert and `live` once the island runs (tests wait on it).
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useHydrating } from '../lib/use-hydrating';

/**
 * `visible`: load when near the viewport, on intent (pointer or focus inside), or when idle after an interaction.
 * `never`: decorative markup with no behaviour — the server HTML is final; the code loads only for client renders.
 */
export type IslandHydration = 'visible' | 'never';

export type IslandComponent<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

const EMPTY_HTML = { __html: '' };
// display: contents keeps the wrapper out of the layout (sections stay direct flow children of <main>).
const WRAPPER_STYLE = { display: 'contents' } as const;

export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  hydration: IslandHydration = 'visible',
): IslandComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed chunk download may be retried
        throw error;
      },
    ));

  function Island(props: P) {
    // Fixed at mount: is this island hydrating over server HTML, or a client render (a navigation)?
    const hydrating = useHydrating();
    const [fromServerHtml] = useState(() => typeof document !== 'undefined' && hydrating);
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() =>
      fromServerHtml ? undefined : loaded,
    );
    const wrapper = useRef<HTMLDivElement>(null);
    // A client-side navigation to a page with the same section in the same place keeps this island and gives it the
    // next page's props: the server HTML still on screen is the previous page's, so it must go now, not when wanted.
    const [serverProps] = useState(props);
    const outdated = fromServerHtml && !shallowEqual(props, serverProps);
    const Live = Component ?? (outdated ? loaded : undefined);

    useEffect(() => {
      if (Component) return;
      if (outdated) {
        let active = true;
        preload().then(
          (component) => active && setComponent(() => component),
          (error: unknown) => console.warn('island failed to load', error),
        );
        return () => void (active = false);
      }
      let active = true;
      const start = () =>
        preload().then(
          (component) => {
            if (active) setComponent(() => component);
          },
          (error: unknown) => console.warn('island failed to load', error),
        );
      if (!fromServerHtml) {
        void start();
        return () => void (active = false);
      }
      if (hydration === 'never') return;
      const stop = whenWanted(wrapper.current!, start);
      return () => {
        active = false;
        stop();
      };
    }, [Component, fromServerHtml, outdated]);

    if (typeof document === 'undefined') {
      // Server: the module was preloaded by the route loader (preloadIslands); render it in full.
      if (!loaded) throw new Error('island rendered on the server before preloadIslands()');
      const Server = loaded;
      return (
        <div style={WRAPPER_STYLE} data-island="pending">
          <Server {...props} />
        </div>
      );
    }
    if (Live) {
      return (
        <div ref={wrapper} style={WRAPPER_STYLE} data-island="live">
          <Live {...props} />
        </div>
      );
    }
    return (
      <div
        ref={wrapper}
        style={WRAPPER_STYLE}
        data-island="pending"
        suppressHydrationWarning
        dangerouslySetInnerHTML={EMPTY_HTML}
      />
    );
  }
  Island.displayName = 'Island';
  return Object.assign(Island, { preload });
}

function shallowEqual(a: object, b: object): boolean {
  const aKeys = Object.keys(a);
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** Loads every island among `components` (server: before rendering; client: before a navigation renders). */
export async function preloadIslands(components: Iterable<unknown>): Promise<void> {
  const preloads: Array<Promise<unknown>> = [];
  for (const component of components) {
    const preload = (component as Partial<IslandComponent<unknown>> | undefined)?.preload;
    if (typeof preload === 'function') preloads.push(preload());
  }
  await Promise.all(preloads);
}

/** Calls `start` once: near the viewport, on pointer/focus intent inside, or in an idle period (see queueIdle). */
function whenWanted(wrapper: HTMLElement, start: () => Promise<unknown>): () => void {
  // The wrapper has no box (display: contents): observe the section inside it.
  const target = wrapper.firstElementChild ?? wrapper.parentElement ?? wrapper;
  let done = false;
  const fire = () => {
    if (done) return Promise.resolve();
    done = true;
    stop();
    return start();
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries) => (entries.some((entry) => entry.isIntersecting) ? void fire() : undefined),
          {
            rootMargin: '25% 0px',
          },
        );
  observer?.observe(target);
  const onIntent = () => void fire();
  const intentEvents = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of intentEvents) target.addEventListener(type, onIntent, { passive: true });
  const cancelIdle = queueIdle(fire);
  function stop() {
    observer?.disconnect();
    for (const type of intentEvents) target.removeEventListener(type, onIntent);
    cancelIdle();
  }
  return stop;
}

/**
 * Idle-time loading once the page has loaded and the visitor has interacted with it, one island at a time (in
 * document order), each in its own idle period so no long task blocks input.
 */
const idleQueue: Array<() => Promise<unknown>> = [];
let idleRunning = false;

function queueIdle(task: () => Promise<unknown>): () => void {
  idleQueue.push(task);
  if (!idleRunning) {
    idleRunning = true;
    afterLoadAndInteraction(() => runNextIdle());
  }
  return () => {
    const index = idleQueue.indexOf(task);
    if (index >= 0) idleQueue.splice(index, 1);
  };
}

function runNextIdle() {
  const task = idleQueue.shift();
  if (!task) {
    idleRunning = false;
    return;
  }
  onIdle(() => {
    void task().finally(runNextIdle);
  });
}

/**
 * Runs `callback` in an idle period once the page has loaded and the visitor has interacted with it (code only an
 * interaction can need: the toaster, below-the-fold islands). Returns a cancel function.
 */
export function whenIdleAfterInteraction(callback: () => void): () => void {
  let cancelled = false;
  afterLoadAndInteraction(() => {
    if (!cancelled) callback();
  });
  return () => void (cancelled = true);
}

const INTERACTION_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
let interacted = false;
const waitingForInteraction: Array<() => void> = [];

// Listen from the moment this module runs, not from the first island's effect: an interaction during hydration
// (before any island mounted) must count too.
if (typeof window !== 'undefined') {
  const onInteraction = () => {
    interacted = true;
    for (const type of INTERACTION_EVENTS) window.removeEventListener(type, onInteraction, true);
    for (const waiting of waitingForInteraction.splice(0)) waiting();
  };
  for (const type of INTERACTION_EVENTS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
}

function afterLoadAndInteraction(callback: () => void) {
  afterLoad(() => {
    if (interacted) onIdle(callback);
    else waitingForInteraction.push(() => onIdle(callback));
  });
}

function afterLoad(callback: () => void) {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', () => callback(), { once: true });
}

function onIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1_000 });
  else setTimeout(callback, 50);
}

/** Islands keep their server HTML through hydration, run after the first interaction, and render at once later. */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island, preloadIslands } from './island';

afterEach(cleanup);

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section id="counter">
      <h2>{label}</h2>
      <button type="button" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </button>
    </section>
  );
}

/** renderToString as the server sees it: no `document`. */
function renderOnServer(element: React.ReactElement): string {
  const { document: realDocument } = globalThis;
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.stubGlobal('document', realDocument);
  }
}

describe('island', () => {
  it('server-renders in full, keeps that HTML untouched while hydrating, and runs once the visitor interacts', async () => {
    const load = vi.fn(async () => Counter);
    const CounterIsland = island(load);
    const page = (
      <main>
        <h1>Page</h1>
        {/* As in Sections: a Suspense boundary hydrates after the page's shell has committed. */}
        <Suspense fallback={null}>
          <CounterIsland label="Counter" />
        </Suspense>
      </main>
    );

    // Server: rendering without the preload is a bug, with it the island's HTML is complete.
    expect(() => renderOnServer(<CounterIsland label="Counter" />)).toThrow(/preloadIslands/);
    await preloadIslands([CounterIsland]);
    const html = renderOnServer(page);
    expect(html).toContain('data-island="pending"');
    expect(html).toContain('Clicked <!-- -->0<!-- --> times');

    // Client: hydration keeps the server HTML (no recoverable error, no client re-render of the page).
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverSection = container.querySelector('#counter');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('#counter')).toBe(serverSection);
    expect(container.querySelector('[data-island]')!.getAttribute('data-island')).toBe('pending');
    // Nothing runs before an interaction (the module is already loaded here, so running would be immediate).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(container.querySelector('[data-island]')!.getAttribute('data-island')).toBe('pending');

    // The first interaction lets idle time load it: the island then renders itself, once.
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
    });
    await waitFor(() => expect(container.querySelector('[data-island]')!.getAttribute('data-island')).toBe('live'));
    expect(container.querySelectorAll('#counter')).toHaveLength(1);
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('Clicked 1 times');
    container.remove();
  });

  it('renders at once on a client-side navigation once its module is loaded, and loads it if not', async () => {
    // (A client render: no server HTML, so nothing to keep.)
    const Preloaded = island(async () => Counter);
    await preloadIslands([Preloaded]);
    render(<Preloaded label="Preloaded" />);
    expect(
      screen.getByRole('heading', { name: 'Preloaded' }).closest('[data-island]')!.getAttribute('data-island'),
    ).toBe('live');

    const NotYet = island(async () => Counter);
    render(<NotYet label="Loaded on demand" />);
    await screen.findByRole('heading', { name: 'Loaded on demand' });
  });

  it('never loads a decorative island over server HTML, even after an interaction', async () => {
    vi.resetModules(); // a fresh page: nothing hydrated, nothing interacted with yet
    const fresh = await import('./island');
    const load = vi.fn(async () => Counter);
    const Decorative = fresh.island(load, 'never');
    await fresh.preloadIslands([Decorative]);
    const html = renderOnServer(<Decorative label="Avatars" />);
    load.mockClear();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    await act(async () => {
      hydrateRoot(container, <Decorative label="Avatars" />);
    });
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('[data-island]')!.getAttribute('data-island')).toBe('pending');
    expect(container.querySelector('h2')!.textContent).toBe('Avatars');
    container.remove();
  });

  it.each(['never', 'visible'] as const)(
    'a %s island still showing server HTML renders the new props at once when a navigation changes them',
    async (hydration) => {
      // /terms → /es/terms: the same section type at the same place, so React keeps the island and passes it the
      // next page's section. The server HTML on screen is the previous page's: it must not stay.
      vi.resetModules();
      const fresh = await import('./island');
      const Prose = fresh.island(async () => Counter, hydration);
      await fresh.preloadIslands([Prose]);
      const html = renderOnServer(<Prose label="Terms of service" />);
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.appendChild(container);
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(container, <Prose label="Terms of service" />);
      });
      expect(container.querySelector('[data-island]')!.getAttribute('data-island')).toBe('pending');
      // A re-render with the same props (the session arriving) keeps the server HTML.
      await act(async () => root!.render(<Prose label="Terms of service" />));
      expect(container.querySelector('[data-island]')!.getAttribute('data-island')).toBe('pending');

      await act(async () => root!.render(<Prose label="Condiciones del servicio" />));
      expect(container.querySelector('h2')!.textContent).toBe('Condiciones del servicio');
      expect(container.querySelector('[data-island]')!.getAttribute('data-island')).toBe('live');
      container.remove();
    },
  );
});

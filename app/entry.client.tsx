/**
 * Hydration starts after the browser has painted the server HTML once. On a fast connection the scripts arrive
 * before the first frame, and hydrating the whole page first would hold that frame back for the length of the
 * render (the page is readable as soon as it is painted; it becomes interactive a frame later).
 */
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/** After the next frame; a hidden tab produces no frames, so a timer stands in for it there. */
function afterNextPaint(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 100);
}

afterNextPaint(hydrate);

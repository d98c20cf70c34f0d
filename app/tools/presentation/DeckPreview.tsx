/**
 * The built deck in the browser (issue #18 item 4): every slide as the PDF page LibreOffice drew from the .pptx
 * (decision 013), downloads (PPTX, PDF), and a present mode — full screen, arrow keys, and a presenter view with the
 * speaker notes, the next slide and a timer.
 */
import {
  ChevronLeft,
  ChevronRight,
  Download,
  FileDown,
  Maximize,
  MonitorPlay,
  Pause,
  Play,
  RotateCcw,
  X,
} from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeckPage } from '#contract/presentation';
import { Button } from '#app/ui/button';
import { fill } from '#app/i18n/fill';
import { formatElapsed } from '../shared/ui';
import { useToolText } from '../shared/text';

export function DeckPreview({
  pages,
  pdfUrl,
  onDownload,
  onDownloadPdf,
  onEditOutline,
}: {
  pages: DeckPage[];
  pdfUrl: string | null;
  onDownload: () => void;
  onDownloadPdf: () => void;
  onEditOutline?: () => void;
}) {
  const { t } = useToolText();
  const text = t.presentation.preview;
  const [presenting, setPresenting] = useState<{ start: number; presenter: boolean } | null>(null);
  const [current, setCurrent] = useState(0);
  const page = pages[current];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          onClick={() => setPresenting({ start: current, presenter: false })}
          disabled={!pages.length}
        >
          <MonitorPlay aria-hidden /> {text.present}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => setPresenting({ start: current, presenter: true })}
          disabled={!pages.length}
        >
          {text.presenterView}
        </Button>
        <Button type="button" variant="secondary" onClick={onDownload}>
          <Download aria-hidden /> {t.presentation.downloadDeck}
        </Button>
        {pdfUrl ? (
          <Button type="button" variant="secondary" onClick={onDownloadPdf}>
            <FileDown aria-hidden /> {text.pdf}
          </Button>
        ) : null}
        {onEditOutline ? (
          <Button type="button" variant="ghost" onClick={onEditOutline}>
            {text.editOutline}
          </Button>
        ) : null}
      </div>
      {page ? (
        <figure className="space-y-2">
          <img
            src={page.image}
            alt={fill(text.slideOf, { index: current + 1, count: pages.length })}
            className="aspect-video w-full rounded-xl bg-muted shadow-card ring-1 ring-line"
          />
          <figcaption className="text-sm text-ink-soft">
            {fill(text.slideOf, { index: current + 1, count: pages.length })}
          </figcaption>
        </figure>
      ) : null}
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label={text.slides}>
        {pages.map((p, i) => (
          <li key={p.image}>
            <button
              type="button"
              onClick={() => setCurrent(i)}
              aria-current={i === current ? 'true' : undefined}
              aria-label={fill(text.showSlide, { index: i + 1 })}
              className={`block w-full overflow-hidden rounded-lg ring-offset-2 ring-offset-surface focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent ${i === current ? 'ring-2 ring-accent' : 'ring-1 ring-line'}`}
            >
              <img src={p.image} alt="" loading="lazy" className="aspect-video w-full bg-muted" />
            </button>
          </li>
        ))}
      </ol>
      {presenting ? (
        <PresentMode
          pages={pages}
          start={presenting.start}
          presenter={presenting.presenter}
          onClose={(at) => {
            setCurrent(at);
            setPresenting(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** The timer of a talk: runs from the first slide shown, pauses and resets. */
function useTalkTimer() {
  const [elapsed, setElapsed] = useState(0);
  const [running, setRunning] = useState(true);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setElapsed((e) => e + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return { elapsed, running, toggle: () => setRunning((r) => !r), reset: () => setElapsed(0) };
}

export function PresentMode({
  pages,
  start,
  presenter: presenterAtStart,
  onClose,
}: {
  pages: DeckPage[];
  start: number;
  presenter: boolean;
  onClose: (at: number) => void;
}) {
  const root = useRef<HTMLDivElement>(null);
  const text = useToolText().t.presentation.preview;
  const [index, setIndex] = useState(start);
  const [presenter, setPresenter] = useState(presenterAtStart);
  const timer = useTalkTimer();
  const go = useCallback((to: number) => setIndex(Math.max(0, Math.min(pages.length - 1, to))), [pages.length]);
  const close = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    onClose(index);
  }, [index, onClose]);

  useEffect(() => {
    const element = root.current;
    element?.focus();
    // Full screen where the browser allows it (a user gesture opened this); the overlay covers the page anyway.
    if (element?.requestFullscreen && !document.fullscreenElement)
      void element.requestFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (['ArrowRight', 'ArrowDown', 'PageDown', ' ', 'Enter'].includes(event.key)) go(index + 1);
      else if (['ArrowLeft', 'ArrowUp', 'PageUp', 'Backspace'].includes(event.key)) go(index - 1);
      else if (event.key === 'Home') go(0);
      else if (event.key === 'End') go(pages.length - 1);
      else if (event.key === 'Escape') close();
      else if (event.key.toLowerCase() === 'p') setPresenter((p) => !p);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, pages.length, close]);

  // Leaving full screen with the browser's own Escape ends the presentation too.
  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) onClose(index);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [index, onClose]);

  const page = pages[index]!;
  const next = pages[index + 1];
  const controls = (
    <div className="flex items-center gap-1 text-white/80">
      <button
        type="button"
        aria-label={text.previous}
        onClick={() => go(index - 1)}
        className="rounded-full p-2 hover:bg-white/10"
      >
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <span className="min-w-16 text-center text-sm tabular-nums" aria-live="polite">
        {index + 1} / {pages.length}
      </span>
      <button
        type="button"
        aria-label={text.next}
        onClick={() => go(index + 1)}
        className="rounded-full p-2 hover:bg-white/10"
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
      <button
        type="button"
        onClick={() => setPresenter((p) => !p)}
        className="ml-2 rounded-full px-3 py-1 text-sm hover:bg-white/10"
        aria-pressed={presenter}
      >
        {text.presenterView}
      </button>
      <button
        type="button"
        aria-label={text.fullScreen}
        onClick={() => void root.current?.requestFullscreen?.().catch(() => undefined)}
        className="rounded-full p-2 hover:bg-white/10"
      >
        <Maximize className="size-4" aria-hidden />
      </button>
      <button type="button" aria-label={text.end} onClick={close} className="rounded-full p-2 hover:bg-white/10">
        <X className="size-5" aria-hidden />
      </button>
    </div>
  );

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label={text.presentation}
      tabIndex={-1}
      className="fixed inset-0 z-[100] flex flex-col bg-black text-white outline-none"
    >
      {presenter ? (
        <div className="grid min-h-0 flex-1 gap-4 p-4 lg:grid-cols-[2fr_1fr]">
          <div className="flex min-h-0 flex-col gap-3">
            <img
              src={page.image}
              alt={fill(text.slideOf, { index: index + 1, count: pages.length })}
              className="max-h-[70vh] w-full rounded-lg object-contain"
            />
            <section
              aria-label={text.speakerNotes}
              className="min-h-0 flex-1 overflow-y-auto rounded-lg bg-white/5 p-4"
            >
              <h2 className="mb-2 text-xs font-semibold tracking-wide text-white/60 uppercase">{text.notes}</h2>
              <p className="text-lg leading-relaxed whitespace-pre-line">{page.notes || text.noNotes}</p>
            </section>
          </div>
          <aside className="flex min-h-0 flex-col gap-4">
            <div className="rounded-lg bg-white/5 p-4 text-center">
              <p className="text-xs tracking-wide text-white/60 uppercase">{text.elapsed}</p>
              <p className="font-mono text-5xl tabular-nums" data-testid="talk-timer">
                {formatElapsed(timer.elapsed)}
              </p>
              <div className="mt-2 flex justify-center gap-2">
                <button
                  type="button"
                  onClick={timer.toggle}
                  className="inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm hover:bg-white/10"
                >
                  {timer.running ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
                  {timer.running ? text.pause : text.resume}
                </button>
                <button
                  type="button"
                  onClick={timer.reset}
                  className="inline-flex items-center gap-1 rounded-full px-3 py-1 text-sm hover:bg-white/10"
                >
                  <RotateCcw className="size-4" aria-hidden /> {text.reset}
                </button>
              </div>
            </div>
            <div>
              <p className="mb-1 text-xs tracking-wide text-white/60 uppercase">{text.upNext}</p>
              {next ? (
                <img
                  src={next.image}
                  alt={fill(text.nextSlide, { index: index + 2 })}
                  className="w-full rounded-lg opacity-90"
                />
              ) : (
                <p className="text-sm text-white/60">{text.endOfDeck}</p>
              )}
            </div>
          </aside>
        </div>
      ) : (
        <button
          type="button"
          className="flex min-h-0 flex-1 items-center justify-center"
          onClick={() => go(index + 1)}
          aria-label={text.next}
        >
          <img
            src={page.image}
            alt={fill(text.slideOf, { index: index + 1, count: pages.length })}
            className="max-h-full max-w-full object-contain"
          />
        </button>
      )}
      <div className="flex justify-center p-2">{controls}</div>
    </div>
  );
}

/**
 * Results as a horizontally snapping carousel (embla): one card per page with its date, the 'Public'
 * label, 'Download PNG' (saved as image.webp) and a menu with Regenerate and Delete. While loading it shows
 * one skeleton card per page in the batch; with nothing to show, 'No more data'.
 */
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Download, EllipsisVertical, RefreshCw, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useCallback, useEffect, useState } from 'react';
import { colouringMessages, RESULT_STATUS_LABEL } from '#contract/colouring';
import { fill } from '#app/i18n/fill';
import { useToolText } from '../shared/text';
import { Button } from '#app/ui/button';
import { downloadResult } from './download';
import type { ColouringResult } from './generation';

interface Props {
  results: ColouringResult[];
  pending: number;
  error: string | null;
  placeholders: ReadonlyArray<{ src: string; alt: string }>;
  onRegenerate: (result: ColouringResult) => void;
  onDelete: (result: ColouringResult) => void;
  busy: boolean;
}

function ResultCard({
  result,
  index,
  onRegenerate,
  onDelete,
  busy,
}: { result: ColouringResult; index: number } & Pick<Props, 'onRegenerate' | 'onDelete' | 'busy'>) {
  const [downloading, setDownloading] = useState(false);
  const { t, say } = useToolText();
  const text = t.colouring.results;
  return (
    <article
      aria-label={fill(text.result, { number: index + 1 })}
      className="overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line"
    >
      <a href={result.url} target="_blank" rel="noreferrer" className="block bg-white">
        <img
          src={result.url}
          alt={fill(text.page, { number: index + 1 })}
          className="aspect-[3/4] w-full object-contain"
          loading="lazy"
          decoding="async"
        />
      </a>
      <div className="flex items-center justify-between gap-2 px-4 pt-3 text-xs text-ink-soft">
        <time>{result.date}</time>
        <span className="rounded-full bg-accent-soft px-2 py-0.5 font-medium text-ink">
          {result.status === RESULT_STATUS_LABEL ? text.public : result.status}
        </span>
      </div>
      <div className="flex items-center gap-2 p-4 pt-3">
        <Button
          size="sm"
          className="flex-1"
          disabled={downloading}
          onClick={async () => {
            setDownloading(true);
            await downloadResult(result.url, say);
            setDownloading(false);
          }}
        >
          <Download aria-hidden /> {text.downloadPng}
        </Button>
        {/* Non-modal: a modal menu aria-hides the still-focusable page (axe aria-hidden-focus); keys work the same. */}
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label={fill(text.more, { number: index + 1 })} className="size-8">
              <EllipsisVertical aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-40 rounded-2xl bg-surface p-1.5 text-sm shadow-card ring-1 ring-line"
            >
              <DropdownMenu.Item
                disabled={busy}
                onSelect={() => onRegenerate(result)}
                className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-muted"
              >
                <RefreshCw className="size-4" aria-hidden /> {text.regenerate}
              </DropdownMenu.Item>
              <DropdownMenu.Item
                onSelect={() => onDelete(result)}
                className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 text-danger outline-none data-[highlighted]:bg-muted"
              >
                <Trash2 className="size-4" aria-hidden /> {text.delete}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
    </article>
  );
}

export function ResultCarousel({ results, pending, error, placeholders, onRegenerate, onDelete, busy }: Props) {
  const { t, say } = useToolText();
  const text = t.colouring.results;
  const [emblaRef, embla] = useEmblaCarousel({ align: 'start', dragFree: false, containScroll: 'trimSnaps' });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    setCanPrev(Boolean(embla?.canScrollPrev()));
    setCanNext(Boolean(embla?.canScrollNext()));
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);
  useEffect(() => {
    embla?.reInit();
  }, [embla, results.length, pending]);

  const slides =
    pending > 0
      ? Array.from({ length: pending }, (_, i) => <SkeletonCard key={`skeleton-${i}`} />)
      : results.map((result, index) => (
          <ResultCard
            key={result.id}
            result={result}
            index={index}
            onRegenerate={onRegenerate}
            onDelete={onDelete}
            busy={busy}
          />
        ));

  return (
    <section aria-label={text.title} aria-busy={pending > 0} className="min-w-0">
      <div className="mb-3 flex items-center justify-between">
        <h3 className="text-lg font-semibold">{text.title}</h3>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={text.previous}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={text.next}
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mb-3 rounded-2xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {say(error)}
        </p>
      ) : null}
      {slides.length ? (
        <div ref={emblaRef} className="overflow-hidden" data-testid="result-carousel">
          <div className="-ml-4 flex touch-pan-y">
            {slides.map((slide, i) => (
              <div key={i} className="min-w-0 shrink-0 grow-0 basis-[85%] pl-4 sm:basis-1/2">
                {slide}
              </div>
            ))}
          </div>
        </div>
      ) : (
        <div className="rounded-3xl border border-dashed border-line bg-surface/60 p-6 text-center">
          <p className="text-sm font-medium text-ink-soft">{say(colouringMessages.noMoreData)}</p>
          {placeholders.length ? (
            <div className="mt-5 grid grid-cols-2 gap-3">
              {placeholders.map((image) => (
                <figure key={image.src} className="overflow-hidden rounded-2xl bg-surface ring-1 ring-line">
                  {/* The page itself stays white in both themes; the caption sits on the theme's surface. */}
                  <img
                    src={image.src}
                    alt={image.alt}
                    className="aspect-[4/3] w-full bg-white object-contain"
                    loading="lazy"
                  />
                  <figcaption className="px-2 py-1.5 text-xs text-ink-soft">{text.example}</figcaption>
                </figure>
              ))}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}

function SkeletonCard() {
  return (
    <div data-testid="result-skeleton" aria-hidden className="overflow-hidden rounded-3xl bg-surface ring-1 ring-line">
      <div className="aspect-[3/4] w-full animate-pulse bg-muted motion-reduce:animate-none" />
      <div className="space-y-2 p-4">
        <div className="h-3 w-1/2 animate-pulse rounded bg-muted motion-reduce:animate-none" />
        <div className="h-8 w-full animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
      </div>
    </div>
  );
}

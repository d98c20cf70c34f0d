/**
 * Before/after pairs scrolling past continuously: the row is rendered twice and translated by -50% over
 * BEFORE_AFTER_SCROLL_SECONDS (Web Animations API), so the loop is seamless. Hover or focus pauses it;
 * prefers-reduced-motion stops it.
 */
import { useEffect, useRef } from 'react';
import { BEFORE_AFTER_SCROLL_SECONDS } from '#contract/marketing-constants';
import type { SectionOf } from '#contract/sections';
import { useNearViewport } from '../lib/use-near-viewport';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { SectionHeading } from './SectionHeading';

type Pair = SectionOf<'before-after-carousel'>['items'][number];

function PairCard({ pair, hidden, warm }: { pair: Pair; hidden?: boolean; warm: boolean }) {
  return (
    <li className="w-[19rem] shrink-0 sm:w-[26rem]" aria-hidden={hidden || undefined}>
      <figure className="overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line">
        <div className="grid grid-cols-2 gap-0.5 bg-line">
          {(['before', 'after'] as const).map((side) => (
            <div key={side} className="relative">
              <img
                src={pair[side].src}
                alt={hidden ? '' : pair[side].alt}
                width={pair[side].width}
                height={pair[side].height}
                loading={warm ? 'eager' : 'lazy'}
                decoding="async"
                className="aspect-square h-auto w-full object-cover"
              />
              <span
                className={
                  side === 'before'
                    ? 'absolute bottom-2 left-2 rounded-full bg-ink/70 px-2 py-0.5 text-[11px] font-medium text-white'
                    : 'absolute bottom-2 left-2 rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium text-accent-ink'
                }
              >
                {side === 'before' ? 'Before' : 'After'}
              </span>
            </div>
          ))}
        </div>
        <figcaption className="px-4 py-3 text-sm font-medium">{pair.caption}</figcaption>
      </figure>
    </li>
  );
}

export function BeforeAfterCarousel({ section }: { section: SectionOf<'before-after-carousel'> }) {
  const track = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  // Cards outside the strip's window never load lazily by themselves: load them all once the strip is close.
  const warm = useNearViewport(track);

  useEffect(() => {
    const element = track.current;
    if (!element || reducedMotion || typeof element.animate !== 'function') return;
    const animation = element.animate([{ transform: 'translateX(0)' }, { transform: 'translateX(-50%)' }], {
      duration: BEFORE_AFTER_SCROLL_SECONDS * 1000,
      iterations: Infinity,
      easing: 'linear',
    });
    const pause = () => animation.pause();
    const play = () => animation.play();
    const container = element.parentElement!;
    container.addEventListener('mouseenter', pause);
    container.addEventListener('mouseleave', play);
    container.addEventListener('focusin', pause);
    container.addEventListener('focusout', play);
    return () => {
      animation.cancel();
      container.removeEventListener('mouseenter', pause);
      container.removeEventListener('mouseleave', play);
      container.removeEventListener('focusin', pause);
      container.removeEventListener('focusout', play);
    };
  }, [reducedMotion]);

  return (
    <section id={section.id} aria-label={section.title} className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading title={section.title} description={section.description} />
      </div>
      <div className="overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
        <ul ref={track} className="flex w-max gap-5 pr-5 will-change-transform" data-testid="before-after-track">
          {section.items.map((pair) => (
            <PairCard key={pair.caption} pair={pair} warm={warm} />
          ))}
          {section.items.map((pair) => (
            <PairCard key={`copy-${pair.caption}`} pair={pair} hidden warm={warm} />
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * Before/after pairs scrolling past continuously: the row is rendered twice and translated by -50% over
 * BEFORE_AFTER_SCROLL_SECONDS, so the loop is seamless. Hover pauses it; reduced motion stops it (app.css).
 */
import { BEFORE_AFTER_SCROLL_SECONDS } from '../../contract/marketing';
import type { SectionOf } from '../../contract/sections';
import { SectionHeading } from './SectionHeading';
import './sections.css';

type Pair = SectionOf<'before-after-carousel'>['items'][number];

function PairCard({ pair, hidden }: { pair: Pair; hidden?: boolean }) {
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
                loading="lazy"
                decoding="async"
                className="aspect-square h-auto w-full object-cover"
              />
              <span className={side === 'before' ? 'absolute bottom-2 left-2 rounded-full bg-ink/70 px-2 py-0.5 text-[11px] font-medium text-white' : 'absolute bottom-2 left-2 rounded-full bg-accent px-2 py-0.5 text-[11px] font-medium text-accent-ink'}>
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
  return (
    <section id={section.id} aria-label={section.title} className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading title={section.title} description={section.description} />
      </div>
      <div className="group overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_6%,black_94%,transparent)]">
        <ul
          className="flex w-max gap-5 pr-5 motion-safe:animate-[before-after-scroll_var(--scroll-duration)_linear_infinite] group-hover:[animation-play-state:paused]"
          style={{ '--scroll-duration': `${BEFORE_AFTER_SCROLL_SECONDS}s` } as React.CSSProperties}
          data-testid="before-after-track"
        >
          {section.items.map((pair) => (
            <PairCard key={pair.caption} pair={pair} />
          ))}
          {section.items.map((pair) => (
            <PairCard key={`copy-${pair.caption}`} pair={pair} hidden />
          ))}
        </ul>
      </div>
    </section>
  );
}

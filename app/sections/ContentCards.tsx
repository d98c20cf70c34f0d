/**
 * Content-card section: title as h1 or h2, description, and cards in a 3-column grid (style 1) or a masonry
 * of 4/3/2/1 columns at breakpoints (style 2, CSS columns). A card may link to a URL with a given target.
 */
import { ArrowUpRight } from 'lucide-react';
import type { SectionOf } from '#contract/sections';
// clsx, not cn (tailwind-merge): no caller passes a class that conflicts with these, and the sections' code stays light.
import { clsx } from 'clsx';
import { SectionFrame, SectionHeading } from './SectionHeading';

type Card = SectionOf<'content-cards'>['items'][number];

function CardBody({ card, masonry }: { card: Card; masonry: boolean }) {
  return (
    <>
      {card.image ? (
        <img
          src={card.image.src}
          alt={card.image.alt}
          width={card.image.width}
          height={card.image.height}
          loading="lazy"
          decoding="async"
          className={clsx('h-auto w-full object-cover', masonry ? '' : 'aspect-[3/2]')}
        />
      ) : null}
      <div className="p-5">
        <h3 className="flex items-start justify-between gap-3 text-lg font-semibold">
          {card.title}
          {card.link ? (
            <ArrowUpRight className="mt-1 size-4 shrink-0 text-ink-soft group-hover:text-accent" aria-hidden />
          ) : null}
        </h3>
        {card.description ? (
          <p className="mt-2 text-pretty text-sm leading-relaxed text-ink-soft">{card.description}</p>
        ) : null}
      </div>
    </>
  );
}

export function ContentCards({ section }: { section: SectionOf<'content-cards'> }) {
  const masonry = section.style === 2;
  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} as={section.headingLevel} />
      <ul
        data-layout={masonry ? 'masonry' : 'grid'}
        className={clsx(
          masonry
            ? 'columns-1 gap-6 sm:columns-2 lg:columns-3 xl:columns-4'
            : 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3',
        )}
      >
        {section.items.map((card) => (
          <li
            key={card.title}
            className={clsx(
              'group overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line',
              masonry && 'mb-6 break-inside-avoid',
            )}
          >
            {card.link ? (
              <a
                href={card.link.href}
                target={card.link.target}
                rel={card.link.target === '_blank' ? 'noopener noreferrer' : undefined}
                className="block h-full focus-visible:outline-2 focus-visible:outline-accent"
              >
                <CardBody card={card} masonry={masonry} />
              </a>
            ) : (
              <CardBody card={card} masonry={masonry} />
            )}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

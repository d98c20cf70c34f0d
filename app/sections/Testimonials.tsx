/** Testimonial carousel (embla) with previous/next buttons and an optional 5-star row on each card. */
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { SectionOf } from '#contract/sections';
import { UserAvatar } from '../layout/UserAvatar';
import { Button } from '../ui/button';
import { useMessages } from '../i18n/context';
import { enSections } from '../i18n/messages/en-sections';
import { fill } from '../i18n/fill';
import { SectionFrame, SectionHeading } from './SectionHeading';

export function FiveStars() {
  const sections = useMessages('sections', enSections);
  return (
    <div className="flex gap-0.5 text-highlight" role="img" aria-label={sections.rated}>
      {[0, 1, 2, 3, 4].map((star) => (
        <Star key={star} className="size-4 fill-current" aria-hidden />
      ))}
    </div>
  );
}

export function Testimonials({ section }: { section: SectionOf<'testimonials'> }) {
  const sections = useMessages('sections', enSections);
  const [emblaRef, embla] = useEmblaCarousel({ align: 'start', loop: false });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(section.items.length > 1);

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      setCanPrev(embla.canScrollPrev());
      setCanNext(embla.canScrollNext());
    };
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} />
      <div
        className="overflow-hidden"
        ref={emblaRef}
        role="region"
        aria-roledescription="carousel"
        aria-label={sections.testimonials}
      >
        <ul className="-ml-5 flex">
          {section.items.map((item, index) => (
            <li
              key={item.name}
              className="min-w-0 shrink-0 grow-0 basis-full pl-5 sm:basis-1/2 lg:basis-1/3"
              aria-roledescription="slide"
              aria-label={fill(sections.slideNumber, { index: index + 1, count: section.items.length })}
            >
              <figure className="flex h-full flex-col gap-5 rounded-3xl bg-surface p-7 shadow-card ring-1 ring-line">
                {section.showStars ? <FiveStars /> : null}
                <blockquote className="flex-1 text-pretty text-lg leading-relaxed">“{item.quote}”</blockquote>
                <figcaption className="flex items-center gap-3">
                  <UserAvatar name={item.name} size={40} />
                  <span>
                    <span className="block font-medium">{item.name}</span>
                    {item.role ? <span className="block text-sm text-ink-soft">{item.role}</span> : null}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-6 flex justify-end gap-2">
        <Button
          variant="secondary"
          size="icon"
          onClick={prev}
          disabled={!canPrev}
          aria-label={sections.previousTestimonials}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          onClick={next}
          disabled={!canNext}
          aria-label={sections.nextTestimonials}
        >
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </SectionFrame>
  );
}

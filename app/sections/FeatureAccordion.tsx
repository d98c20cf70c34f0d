/**
 * Feature accordion paired with a carousel: item i ↔ slide i. The carousel moves on every FEATURE_ROTATION_MS
 * (embla's autoplay) and the open item follows it; opening an item shows its slide. One item open at a time,
 * clicking the open item closes it. Rotation pauses while the pointer is over the section and never runs
 * for prefers-reduced-motion.
 */
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FEATURE_ROTATION_MS } from '#contract/marketing-constants';
import type { SectionOf } from '#contract/sections';
import { useMessages } from '../i18n/context';
import { enSections } from '../i18n/messages/en-sections';
import { fill } from '../i18n/fill';
import { cn } from '../lib/cn';
import { useNearViewport } from '../lib/use-near-viewport';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion';
import { SectionFrame, SectionHeading } from './SectionHeading';

const itemValue = (index: number) => `feature-${index}`;

export function FeatureAccordion({ section }: { section: SectionOf<'feature-accordion'> }) {
  const sections = useMessages('sections', enSections);
  const autoplay = useRef(Autoplay({ delay: FEATURE_ROTATION_MS, playOnInit: false, stopOnInteraction: false }));
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, duration: 30 }, [autoplay.current]);
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState(itemValue(0));
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useReducedMotion();
  // Slides outside the carousel's window never count as "near the viewport" for lazy loading: load them all
  // once the carousel is close, so a slide never rotates in blank.
  const frame = useRef<HTMLDivElement>(null);
  const warm = useNearViewport(frame);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      setOpen(itemValue(index));
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    const plugin = embla.plugins().autoplay;
    if (!plugin) return;
    if (reducedMotion || hovered) plugin.stop();
    else plugin.play();
  }, [embla, reducedMotion, hovered]);

  const onValueChange = (value: string) => {
    setOpen(value);
    if (!value || !embla) return;
    const index = Number(value.slice('feature-'.length));
    embla.scrollTo(index);
    embla.plugins().autoplay?.reset();
  };

  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} />
      <div
        className="grid items-center gap-10 lg:grid-cols-[5fr_6fr]"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        data-rotating={!reducedMotion && !hovered ? 'true' : 'false'}
      >
        <Accordion type="single" collapsible value={open} onValueChange={onValueChange} className="order-2 lg:order-1">
          {section.items.map((item, index) => (
            <AccordionItem key={item.title} value={itemValue(index)}>
              <AccordionTrigger className="font-display text-xl font-semibold sm:text-2xl">
                {item.title}
              </AccordionTrigger>
              <AccordionContent className="text-pretty text-base leading-relaxed">
                <p>{item.description}</p>
                {item.link ? (
                  <Link
                    to={item.link.href}
                    className="mt-3 inline-flex items-center gap-1.5 font-medium text-accent hover:underline"
                  >
                    {item.link.label}
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                ) : null}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="order-1 lg:order-2" ref={frame}>
          <div
            className="overflow-hidden rounded-[2rem] bg-muted shadow-card ring-1 ring-line"
            ref={emblaRef}
            role="region"
            aria-roledescription="carousel"
            aria-label={fill(sections.pictures, { title: section.title })}
          >
            <div className="flex">
              {section.items.map((item, index) => (
                <div
                  key={item.title}
                  className="min-w-0 shrink-0 grow-0 basis-full"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={fill(sections.slide, {
                    index: index + 1,
                    count: section.items.length,
                    title: item.title,
                  })}
                  aria-current={index === selected ? 'true' : undefined}
                >
                  <img
                    src={item.image.src}
                    alt={item.image.alt}
                    width={item.image.width}
                    height={item.image.height}
                    loading={warm ? 'eager' : 'lazy'}
                    decoding="async"
                    className="aspect-[4/3] h-auto w-full object-cover"
                  />
                </div>
              ))}
            </div>
          </div>
          <div className="mt-4 flex justify-center gap-2">
            {section.items.map((item, index) => (
              <button
                key={item.title}
                type="button"
                aria-label={fill(sections.show, { title: item.title })}
                aria-pressed={index === selected}
                onClick={() => onValueChange(itemValue(index))}
                className="grid size-6 place-items-center"
              >
                <span
                  className={cn(
                    'block h-1.5 rounded-full transition-all',
                    index === selected ? 'w-6 bg-accent' : 'w-1.5 bg-line',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      </div>
    </SectionFrame>
  );
}

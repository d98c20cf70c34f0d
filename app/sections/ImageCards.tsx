/** Image card grid in 2, 3 or 4 columns (one column on phones). */
import { Link } from 'react-router';
import type { SectionOf } from '#contract/sections';
// clsx, not cn (tailwind-merge): no caller passes a class that conflicts with these, and the sections' code stays light.
import { clsx } from 'clsx';
import { SectionFrame, SectionHeading } from './SectionHeading';

const COLUMNS = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export function ImageCards({ section }: { section: SectionOf<'image-cards'> }) {
  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} />
      <ul className={clsx('grid grid-cols-1 gap-6', COLUMNS[section.columns])} data-columns={section.columns}>
        {section.items.map((item) => {
          const body = (
            <>
              <img
                src={item.image.src}
                alt={item.image.alt}
                width={item.image.width}
                height={item.image.height}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
              />
              <div className="p-5">
                <h3 className="text-xl font-semibold">{item.title}</h3>
                {item.description ? <p className="mt-2 text-pretty text-ink-soft">{item.description}</p> : null}
              </div>
            </>
          );
          return (
            <li key={item.title} className="group overflow-hidden rounded-3xl bg-surface shadow-card ring-1 ring-line">
              {item.href ? (
                <Link to={item.href} className="block focus-visible:outline-2 focus-visible:outline-accent">
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </SectionFrame>
  );
}

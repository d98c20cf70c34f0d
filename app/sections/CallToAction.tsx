import { Link } from 'react-router';
import type { SectionOf } from '#contract/sections';
import { Button } from '../ui/button';

export function CallToAction({ section }: { section: SectionOf<'call-to-action'> }) {
  return (
    <section id={section.id} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="rounded-[2rem] bg-ink px-6 py-14 text-center text-canvas shadow-card sm:px-12">
        <h2 className="text-balance text-3xl font-semibold sm:text-5xl">{section.title}</h2>
        {section.text ? <p className="mx-auto mt-4 max-w-xl text-canvas/75">{section.text}</p> : null}
        <Button asChild size="lg" className="mt-8">
          <Link to={section.button.href} target={section.button.target}>
            {section.button.label}
          </Link>
        </Button>
      </div>
    </section>
  );
}

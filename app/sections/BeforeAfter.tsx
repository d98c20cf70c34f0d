/** Before/after comparison section (one pair, draggable divider). */
import type { SectionOf } from '#contract/sections';
import { BeforeAfterSlider } from './BeforeAfterSlider';
import { SectionFrame, SectionHeading } from './SectionHeading';

export function BeforeAfter({ section }: { section: SectionOf<'before-after'> }) {
  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} />
      <figure className="mx-auto max-w-3xl">
        <BeforeAfterSlider
          before={section.before}
          after={section.after}
          label={`${section.title}: before/after divider`}
        />
        {section.caption ? (
          <figcaption className="mt-4 text-center text-sm text-ink-soft">{section.caption}</figcaption>
        ) : null}
      </figure>
    </SectionFrame>
  );
}

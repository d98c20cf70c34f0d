/** FAQ accordion: one question open at a time; clicking the open question closes it. */
import type { SectionOf } from '#contract/sections';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../ui/accordion';
import { SectionFrame, SectionHeading } from './SectionHeading';

export function Faq({ section }: { section: SectionOf<'faq'> }) {
  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} />
      <Accordion
        type="single"
        collapsible
        className="mx-auto max-w-3xl rounded-3xl bg-surface px-6 shadow-card ring-1 ring-line sm:px-8"
      >
        {section.items.map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index}`}>
            <AccordionTrigger className="text-base sm:text-lg">{item.question}</AccordionTrigger>
            <AccordionContent className="text-pretty leading-relaxed">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </SectionFrame>
  );
}

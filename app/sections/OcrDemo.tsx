/** Embedded OCR demo: an iframe whose URL is config (our own /embed/ocr by default). */
import type { SectionOf } from '../../contract/sections';
import { SectionFrame, SectionHeading } from './SectionHeading';

export function OcrDemo({ section }: { section: SectionOf<'ocr-demo'> }) {
  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} />
      <div className="mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-surface shadow-card ring-1 ring-line">
        <iframe
          src={section.url}
          title={section.title}
          loading="lazy"
          className="block w-full"
          style={{ height: section.height }}
          sandbox="allow-scripts allow-same-origin allow-forms allow-downloads"
        />
      </div>
    </SectionFrame>
  );
}

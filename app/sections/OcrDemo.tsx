/**
 * Embedded OCR demo: an iframe whose URL is config (our own /embed/ocr by default). The iframe gets its URL
 * only when it comes near the viewport: the embedded page is a whole app, and loading it with the host page
 * would double the work of the first load.
 */
import { useRef } from 'react';
import type { SectionOf } from '#contract/sections';
import { useNearViewport } from '../lib/use-near-viewport';
import { SectionFrame, SectionHeading } from './SectionHeading';

export function OcrDemo({ section }: { section: SectionOf<'ocr-demo'> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const near = useNearViewport(frame, '400px 0px');
  // Our own embed gets no sandbox: a same-origin frame allowed scripts and its origin could lift any sandbox
  // (Chromium warns so on every page), and without its origin its OCR worker cannot start. Other sites' embeds
  // keep the sandbox, where their own origin is no way into ours.
  const sameOrigin = section.url.startsWith('/') && !section.url.startsWith('//');

  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} as={section.headingLevel} />
      <div className="mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-surface shadow-card ring-1 ring-line">
        <iframe
          ref={frame}
          src={near ? section.url : undefined}
          data-src={section.url}
          title={section.title}
          loading="lazy"
          className="block w-full"
          style={{ height: section.height }}
          sandbox={sameOrigin ? undefined : 'allow-scripts allow-same-origin allow-forms allow-downloads'}
        />
      </div>
    </SectionFrame>
  );
}

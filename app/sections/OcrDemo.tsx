/**
 * Embedded OCR demo: an iframe whose URL is config (our own /embed/ocr by default). The iframe gets its URL
 * only when it comes near the viewport: the embedded page is a whole app, and loading it with the host page
 * would double the work of the first load.
 */
import { useEffect, useRef, useState } from 'react';
import type { SectionOf } from '../../contract/sections';
import { SectionFrame, SectionHeading } from './SectionHeading';

export function OcrDemo({ section }: { section: SectionOf<'ocr-demo'> }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <SectionFrame id={section.id} label={section.title}>
      <SectionHeading title={section.title} description={section.description} />
      <div className="mx-auto max-w-4xl overflow-hidden rounded-[2rem] bg-surface shadow-card ring-1 ring-line">
        <iframe
          ref={frame}
          src={near ? section.url : undefined}
          data-src={section.url}
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

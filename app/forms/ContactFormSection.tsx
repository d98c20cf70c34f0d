/** The contact-form section ('contact-form'): a heading and the generic form posting to /api/contact. */
import { Mail } from 'lucide-react';
import type { ContactFormSection as ContactFormSectionConfig } from '#contract/forms';
import { ConfigForm } from './ConfigForm';

export function ContactFormSection({ section }: { section: ContactFormSectionConfig }) {
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id ?? 'contact'}-title`}
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20"
    >
      <div className="grid gap-10 rounded-[2rem] bg-surface p-6 shadow-card ring-1 ring-line sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div>
          <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-accent-soft text-ink">
            <Mail className="size-5" aria-hidden />
          </span>
          <h2 id={`${section.id ?? 'contact'}-title`} className="mt-4 text-balance text-3xl font-semibold sm:text-4xl">
            {section.title}
          </h2>
          {section.description ? <p className="mt-3 text-pretty text-ink-soft">{section.description}</p> : null}
        </div>
        <ConfigForm config={section.form} />
      </div>
    </section>
  );
}

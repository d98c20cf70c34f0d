/** Plain prose pages (terms, privacy, refunds): static text, no script of its own, readable before any hydration. */
import type { SectionOf } from '#contract/sections';
import { useI18n, useMessages } from '../i18n/context';
import { enProse } from '../i18n/messages/en-footer';
import { fill } from '../i18n/fill';
import { formatLongDate } from '../i18n/format';

export function Prose({ section }: { section: SectionOf<'prose'> }) {
  const { locale } = useI18n();
  const prose = useMessages('prose', enProse);
  const updated = formatLongDate(section.updated, locale, 'en-US');
  return (
    <article id={section.id} className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="font-display text-4xl font-semibold sm:text-5xl">{section.title}</h1>
      <p className="mt-3 text-sm text-ink-soft">{fill(prose.lastUpdated, { date: updated })}</p>
      {section.intro ? <p className="mt-8 text-lg text-ink-soft">{section.intro}</p> : null}
      {section.parts.map((part) => (
        <section key={part.heading} className="mt-10">
          <h2 className="text-2xl font-semibold">{part.heading}</h2>
          {part.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-7 text-ink">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

import { ArrowRightIcon } from '../ui/shell-icons';
import { Link } from 'react-router';
import type { SectionOf } from '#contract/sections';
import { buttonVariants } from '../ui/button-variants';
import { island, preloadIslands } from './island';

/** The avatars are decorative SVG: their code (boring-avatars) is not needed over the server HTML. */
const HappyUserAvatars = island(() => import('./HappyUsers').then((m) => m.HappyUserAvatars), 'never');

export const preloadHeroIslands = () => preloadIslands([HappyUserAvatars]);

/** Splits the title around its highlighted part (rendered in the accent colour). */
export function splitHighlight(title: string, highlight?: string): [string, string, string] {
  if (!highlight) return [title, '', ''];
  const at = title.indexOf(highlight);
  if (at < 0) return [title, '', ''];
  return [title.slice(0, at), highlight, title.slice(at + highlight.length)];
}

export function Hero({ section }: { section: SectionOf<'hero'> }) {
  const [before, highlighted, after] = splitHighlight(section.title, section.highlight);
  return (
    <section id={section.id} className="relative overflow-hidden">
      <div className="mx-auto max-w-5xl px-4 pb-16 pt-16 text-center sm:px-6 sm:pt-24">
        {section.announcement ? (
          <Link
            to={section.announcement.href ?? '#'}
            className="mx-auto mb-6 inline-flex items-center gap-2 rounded-full bg-accent-soft px-4 py-1.5 text-sm font-medium text-accent-strong ring-1 ring-accent/20 hover:ring-accent/40"
          >
            {section.announcement.label}
            <ArrowRightIcon className="size-3.5" />
          </Link>
        ) : null}
        <h1 className="text-balance text-4xl font-semibold leading-[1.05] sm:text-6xl lg:text-7xl">
          {before}
          {/* Chinese has no italics: the accent colour alone marks the phrase. */}
          {highlighted ? <span className="italic text-accent [&:lang(zh)]:not-italic">{highlighted}</span> : null}
          {after}
        </h1>
        {section.description ? (
          <p className="mx-auto mt-6 max-w-2xl text-pretty text-lg text-ink-soft">{section.description}</p>
        ) : null}
        {section.buttons.length ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            {section.buttons.map((button) => (
              <Link
                key={button.href + button.label}
                to={button.href}
                target={button.target}
                className={buttonVariants({ size: 'lg', variant: button.variant })}
              >
                {button.label}
              </Link>
            ))}
          </div>
        ) : null}
        {section.tip ? <p className="mt-4 text-sm text-ink-soft">{section.tip}</p> : null}
        {section.happyUsers ? (
          <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
            <HappyUserAvatars names={section.happyUsers.names} />
            <p className="text-sm font-medium text-ink-soft">{section.happyUsers.label}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** The heading and intro line every marketing section starts with. */
// clsx, not cn (tailwind-merge): no caller passes a class that conflicts with these, and the sections' code stays light.
import { clsx } from 'clsx';

export function SectionHeading({
  title,
  description,
  as: Heading = 'h2',
  align = 'center',
  className,
}: {
  title: string;
  description?: string;
  as?: 'h1' | 'h2';
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={clsx('mb-10 max-w-3xl', align === 'center' ? 'mx-auto text-center' : '', className)}>
      <Heading
        className={clsx(
          'text-balance font-semibold',
          Heading === 'h1' ? 'text-4xl sm:text-6xl' : 'text-3xl sm:text-5xl',
        )}
      >
        {title}
      </Heading>
      {description ? <p className="mt-4 text-pretty text-lg text-ink-soft">{description}</p> : null}
    </div>
  );
}

/** Standard section frame: width, padding, anchor id. */
export function SectionFrame({
  id,
  className,
  children,
  label,
}: {
  id?: string;
  className?: string;
  children: React.ReactNode;
  label?: string;
}) {
  return (
    <section id={id} aria-label={label} className={clsx('mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20', className)}>
      {children}
    </section>
  );
}

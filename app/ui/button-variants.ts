/**
 * The button classes, without tailwind-merge: no variant or size conflicts with the base classes (every class
 * group appears once per combination — button-variants.test.ts checks this against tailwind-merge), so plain
 * joining is exact. Components on every page's first load (header, hero) style links and buttons with this
 * instead of <Button>, which keeps tailwind-merge (~9 KiB gzip) out of the first-load JavaScript.
 */
import { cva, type VariantProps } from 'class-variance-authority';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-canvas disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'rounded-full bg-accent text-accent-ink shadow-sm hover:bg-accent-strong',
        secondary: 'rounded-full bg-surface text-ink ring-1 ring-line hover:bg-muted',
        ghost: 'rounded-full text-ink hover:bg-muted',
        link: 'rounded-none text-accent underline-offset-4 hover:underline',
        danger: 'rounded-full bg-danger text-white hover:opacity-90',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-5 text-sm',
        lg: 'h-12 px-7 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;

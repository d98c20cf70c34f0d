import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonVariants } from './button-variants';

describe('buttonVariants', () => {
  it('needs no tailwind-merge: every variant and size joins to exactly what tailwind-merge would keep', () => {
    for (const variant of ['primary', 'secondary', 'ghost', 'link', 'danger'] as const) {
      for (const size of ['sm', 'md', 'lg', 'icon'] as const) {
        const classes = buttonVariants({ variant, size });
        expect(twMerge(classes), `${variant}/${size}`).toBe(classes);
      }
    }
  });

  it('keeps the link variant square and the others round', () => {
    expect(buttonVariants({ variant: 'link' }).split(' ')).toContain('rounded-none');
    expect(buttonVariants({ variant: 'link' }).split(' ')).not.toContain('rounded-full');
    expect(buttonVariants({ variant: 'primary' }).split(' ')).toContain('rounded-full');
  });
});

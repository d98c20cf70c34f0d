/**
 * Pieces every section schema shares. Other contract files (e.g. contract/generation.ts) import these to
 * define their own section schemas; contract/sections.ts imports those schemas into the union. Keeping the
 * shared pieces here (not in sections.ts) avoids an import cycle between the contract files.
 */
import { z } from 'zod';

/** Spread into every section schema: `z.object({ type: z.literal('x'), ...sectionBase, ... })`. */
export const sectionBase = {
  /** Hidden sections render nothing. */
  disabled: z.boolean().optional(),
  /** Anchor id for in-page links. */
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
};

export const linkButtonSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  variant: z.enum(['primary', 'secondary', 'ghost']).default('primary'),
  target: z.enum(['_self', '_blank']).optional(),
});
export type LinkButton = z.infer<typeof linkButtonSchema>;

/** An image with its intrinsic size (width/height attributes keep the layout from shifting). */
export const imageSchema = z.object({
  src: z.string().min(1),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type SectionImage = z.infer<typeof imageSchema>;

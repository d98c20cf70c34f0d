/**
 * Marketing pages are data: a page lists sections, each `{ type, disabled?, ...props }`, validated by this
 * discriminated union at build and at boot. Adding a section type = one schema here + one component +
 * one line in app/sections/registry.tsx.
 */
import { z } from 'zod';

const base = {
  /** Hidden sections render nothing. */
  disabled: z.boolean().optional(),
  /** Anchor id for in-page links. */
  id: z.string().regex(/^[a-z0-9-]+$/).optional(),
};

export const linkButtonSchema = z.object({
  label: z.string().min(1),
  href: z.string().min(1),
  variant: z.enum(['primary', 'secondary', 'ghost']).default('primary'),
  target: z.enum(['_self', '_blank']).optional(),
});

export const heroSectionSchema = z.object({
  type: z.literal('hero'),
  ...base,
  announcement: z.object({ label: z.string().min(1), href: z.string().optional() }).optional(),
  title: z.string().min(1),
  /** A part of the title to highlight; must occur in the title. */
  highlight: z.string().optional(),
  description: z.string().optional(),
  buttons: z.array(linkButtonSchema).max(3).default([]),
  tip: z.string().optional(),
  happyUsers: z.object({ names: z.array(z.string()).min(1).max(8), label: z.string() }).optional(),
  image: z.object({ src: z.string(), alt: z.string(), width: z.number().int(), height: z.number().int() }).optional(),
});

export const callToActionSectionSchema = z.object({
  type: z.literal('call-to-action'),
  ...base,
  title: z.string().min(1),
  text: z.string().optional(),
  button: linkButtonSchema,
});

export const sectionSchema = z.discriminatedUnion('type', [heroSectionSchema, callToActionSectionSchema]);
export type SectionConfig = z.infer<typeof sectionSchema>;
export type SectionType = SectionConfig['type'];
export type SectionOf<T extends SectionType> = Extract<SectionConfig, { type: T }>;

export const pageSchema = z.object({
  meta: z.object({ title: z.string().min(1), description: z.string().min(1), image: z.string().optional() }),
  sections: z.array(sectionSchema),
});
export type PageConfig = z.infer<typeof pageSchema>;

export const brandSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });
export type BrandInfo = z.infer<typeof brandSchema>;

export class ContentError extends Error {}

/** Validates a page config; the error names the file and the path of the bad field. */
export function parsePage(file: string, input: unknown): PageConfig {
  const result = pageSchema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new ContentError(`${file}: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
}

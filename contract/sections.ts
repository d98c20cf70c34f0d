/**
 * Marketing pages are data: a page lists sections, each `{ type, disabled?, ...props }`, validated by this
 * discriminated union at build and at boot.
 *
 * Adding a section type:
 *  1. its schema (`z.object({ type: z.literal('my-type'), ...sectionBase, ... })`) — here or in your own
 *     contract file, importing `sectionBase` from './section-base' (never from this file: that is a cycle);
 *  2. ONE line in `sectionSchemas` below (plus its import);
 *  3. its component and ONE line in `sectionRegistry` in app/sections/registry.tsx.
 */
import { z } from 'zod';
import { imageSchema, linkButtonSchema, sectionBase } from './section-base';
import { pricingSectionSchema, pricingSwapSectionSchema } from './pricing';

export { imageSchema, linkButtonSchema, sectionBase } from './section-base';
const base = sectionBase;

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
  image: imageSchema.optional(),
});

export const callToActionSectionSchema = z.object({
  type: z.literal('call-to-action'),
  ...base,
  title: z.string().min(1),
  text: z.string().optional(),
  button: linkButtonSchema,
});

/** The union's members: one line per section type. */
export const sectionSchemas = [
  heroSectionSchema,
  callToActionSectionSchema,
  pricingSectionSchema,
  pricingSwapSectionSchema,
] as const;

export const sectionSchema = z.discriminatedUnion('type', sectionSchemas);
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

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
import { colouringToolSectionSchema } from './colouring';
import { contactFormSectionSchema } from './forms';
import { generationSectionSchemas } from './generation';
import { DEFAULT_SITE_ID } from './constants';
import { BLOG_POSTS_PER_PAGE } from './marketing';
import { pricingSectionSchema, pricingSwapSectionSchema } from './pricing';
import { imageSchema, linkButtonSchema, sectionBase } from './section-base';

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

/** A heading and an optional intro line above a section's content. */
const heading = {
  title: z.string().min(1),
  description: z.string().optional(),
  /** h1 when the section opens its page (a page has exactly one h1); sections that honour it say so. */
  headingLevel: z.enum(['h1', 'h2']).default('h2'),
};

/** A page of plain prose (terms, privacy, refund policy): the page's h1, when it was last revised, titled parts. */
export const proseSectionSchema = z.object({
  type: z.literal('prose'),
  ...base,
  title: z.string().min(1),
  /** ISO date (YYYY-MM-DD) of the last revision, shown under the title. */
  updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'),
  intro: z.string().optional(),
  parts: z.array(z.object({ heading: z.string().min(1), paragraphs: z.array(z.string().min(1)).min(1) })).min(1),
});

/** FAQ accordion: one question open at a time; clicking the open one closes it. */
export const faqSectionSchema = z.object({
  type: z.literal('faq'),
  ...base,
  ...heading,
  items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});

/** Feature accordion paired with a carousel that rotates every FEATURE_ROTATION_MS (item i ↔ slide i). */
export const featureAccordionSectionSchema = z.object({
  type: z.literal('feature-accordion'),
  ...base,
  ...heading,
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        description: z.string().min(1),
        image: imageSchema,
        link: z.object({ label: z.string().min(1), href: z.string().min(1) }).optional(),
      }),
    )
    .min(1),
});

export const testimonialsSectionSchema = z.object({
  type: z.literal('testimonials'),
  ...base,
  ...heading,
  /** Shows a 5-star row on each card. */
  showStars: z.boolean().default(false),
  items: z.array(z.object({ name: z.string().min(1), role: z.string().optional(), quote: z.string().min(1) })).min(1),
});

export const imageCardsSectionSchema = z.object({
  type: z.literal('image-cards'),
  ...base,
  ...heading,
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).default(3),
  items: z
    .array(
      z.object({
        image: imageSchema,
        title: z.string().min(1),
        description: z.string().optional(),
        href: z.string().optional(),
      }),
    )
    .min(1),
});

/** Content cards: a 3-column grid (style 1) or a masonry of 4/3/2/1 columns at breakpoints (style 2). */
export const contentCardsSectionSchema = z.object({
  type: z.literal('content-cards'),
  ...base,
  ...heading,
  headingLevel: z.enum(['h1', 'h2']).default('h2'),
  style: z.union([z.literal(1), z.literal(2)]).default(1),
  items: z
    .array(
      z.object({
        title: z.string().min(1),
        description: z.string().optional(),
        image: imageSchema.optional(),
        link: z.object({ href: z.string().min(1), target: z.enum(['_self', '_blank']).default('_self') }).optional(),
      }),
    )
    .min(1),
});

const labelledImage = imageSchema.extend({ label: z.string().min(1) });

/** Before/after comparison with a draggable divider starting at BEFORE_AFTER_START_PERCENT. */
export const beforeAfterSectionSchema = z.object({
  type: z.literal('before-after'),
  ...base,
  ...heading,
  before: labelledImage,
  after: labelledImage,
  caption: z.string().optional(),
});

/** Before/after pairs scrolling past continuously (one loop takes BEFORE_AFTER_SCROLL_SECONDS). */
export const beforeAfterCarouselSectionSchema = z.object({
  type: z.literal('before-after-carousel'),
  ...base,
  ...heading,
  items: z.array(z.object({ caption: z.string().min(1), before: imageSchema, after: imageSchema })).min(1),
});

/** The OCR demo, embedded in an iframe whose URL is config (our own /embed/ocr by default). */
export const ocrDemoSectionSchema = z.object({
  type: z.literal('ocr-demo'),
  ...base,
  ...heading,
  url: z.string().min(1).default('/embed/ocr'),
  height: z.number().int().min(200).max(1600).default(560),
});

export const blogListSectionSchema = z.object({
  type: z.literal('blog-list'),
  ...base,
  ...heading,
  postsPerPage: z.number().int().min(1).max(50).default(BLOG_POSTS_PER_PAGE),
  siteId: z.string().min(1).default(DEFAULT_SITE_ID),
});

/** Prototype (mock by design): the video-from-idea wizard. */
export const videoWizardSectionSchema = z.object({ type: z.literal('video-wizard'), ...base, ...heading });

/** Prototype (mock by design, sample data): the job-application-kit wizard. */
export const jobKitWizardSectionSchema = z.object({ type: z.literal('job-kit-wizard'), ...base, ...heading });

/** The union's members: one line per section type. */
export const sectionSchemas = [
  heroSectionSchema,
  callToActionSectionSchema,
  colouringToolSectionSchema,
  contactFormSectionSchema,
  pricingSectionSchema,
  pricingSwapSectionSchema,
  faqSectionSchema,
  featureAccordionSectionSchema,
  testimonialsSectionSchema,
  imageCardsSectionSchema,
  contentCardsSectionSchema,
  proseSectionSchema,
  beforeAfterSectionSchema,
  beforeAfterCarouselSectionSchema,
  ocrDemoSectionSchema,
  blogListSectionSchema,
  videoWizardSectionSchema,
  jobKitWizardSectionSchema,
  ...generationSectionSchemas,
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

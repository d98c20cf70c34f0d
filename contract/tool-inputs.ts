/**
 * What each generation tool accepts, one schema per tool: the server validates a job's input with it, and the
 * widget validates the same value before sending, so both sides show the spec's message for the same rule.
 * Server-only checks (that a URL names one of our storage keys, that a file's bytes are what they claim) stay on
 * the server. The endpoints' request bodies are in contract/generation.ts; a tool's input is its request as the
 * router hands it on (the presentation router adds `source`, NanoBanana dispatches on `tool`).
 */
import { z } from 'zod';
import { colouringMessages, colouringOptionsSchema } from './colouring';
import { imageRefSchema, imageToVideoRequestSchema, messages, watermarkRequestSchema } from './generation';

/** The first issue's message (what a widget shows), or null when the value passes. */
export function firstIssueMessage(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const numImages = z.coerce.number().int().min(1).max(4).default(1);

/** Headshot (NanoBanana, tool 'headshot'): one portrait, as a data URL, an http(s) URL or one of our /files/ URLs. */
export const headshotInputSchema = z.object({
  prompt: z.string().max(8_000).default(''),
  image_urls: z.array(imageRefSchema, { error: messages.selectImage }).min(1, messages.selectImage).max(4),
  num_images: numImages,
});
export type HeadshotInput = z.infer<typeof headshotInputSchema>;

export { VIDEO_DURATIONS, VIDEO_RESOLUTIONS, type VideoDuration, type VideoResolution } from './generation';

/**
 * Image-to-video: the request as it comes (POST /v1/acedata/pixverse-video), with `duration` (5 | 10 seconds, default
 * 5) and `resolution` ('720p' | '1080p', default '720p'): the video engine reads both from the job's input.
 */
export const imageToVideoInputSchema = imageToVideoRequestSchema;
export type ImageToVideoInput = z.infer<typeof imageToVideoInputSchema>;

/** Watermark removal: the request as it comes (POST /v1/sora2/WatermarkRemover). */
export const watermarkInputSchema = watermarkRequestSchema;
export type WatermarkInput = z.infer<typeof watermarkInputSchema>;

/** Presentation: the router names the source (typed text, a .txt data URL, an uploaded .docx). */
export const presentationInputSchema = z
  .object({
    source: z.enum(['text', 'dataUrl', 'docx']),
    subject: z.string().max(50_000).optional(),
    dataUrl: z.string().optional(),
    file_url: z.string().optional(),
    language: z.string().max(40).optional(),
    tone: z.string().max(40).optional(),
    length: z.string().max(40).optional(),
    model: z.string().max(60).optional(),
  })
  .refine(
    (v) =>
      v.source === 'text'
        ? Boolean(v.subject?.trim())
        : v.source === 'dataUrl'
          ? Boolean(v.dataUrl)
          : Boolean(v.file_url),
    { message: messages.emptyText, path: ['subject'] },
  );
export type PresentationInput = z.infer<typeof presentationInputSchema>;

/** The engine options the colouring widget sends; each absent one takes the tool's default on the server. */
const colouringOptionsInput = colouringOptionsSchema.partial().optional();

/** Image to colouring page (NanoBanana, tool 'image-to-coloring'). */
export const imageToColouringInputSchema = z.object({
  prompt: z.string().max(8_000).default(''),
  image_urls: z
    .array(imageRefSchema, { error: colouringMessages.uploadImageFirst })
    .min(1, colouringMessages.uploadImageFirst)
    .max(4),
  num_images: numImages,
  options: colouringOptionsInput,
});
export type ImageToColouringInput = z.infer<typeof imageToColouringInputSchema>;

/** Text to colouring page (NanoBanana, tool 'text-to-coloring'). */
export const textToColouringInputSchema = z.object({
  prompt: z.string({ error: colouringMessages.enterPrompt }).trim().min(1, colouringMessages.enterPrompt).max(8_000),
  num_images: numImages,
  options: colouringOptionsInput,
});
export type TextToColouringInput = z.infer<typeof textToColouringInputSchema>;

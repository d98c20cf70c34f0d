/**
 * POST /v1/watermark/preview: what the watermark remover would find in a video (boxes in the source video's
 * pixels, the space `regions` of POST /v1/sora2/WatermarkRemover uses) and a frame to draw them on. Free.
 */
import { z } from 'zod';
import { regionSchema, watermarkRequestSchema } from './generation';

/** The video: the caller's own /files/ URL (signed, as the upload answered it) or an http(s) URL. */
export const watermarkPreviewRequestSchema = watermarkRequestSchema.pick({ video_add: true });
export type WatermarkPreviewRequest = z.infer<typeof watermarkPreviewRequestSchema>;

/** Below this confidence a box is shown with a "low confidence" badge (never hidden). */
export const LOW_CONFIDENCE = 0.5;

export const NO_WATERMARK_DETECTED = 'No watermark found automatically — draw a box around it';

export const previewRegionSchema = regionSchema.extend({
  /** 0–1: how consistently the mark was seen over the analysed seconds. */
  confidence: z.number().min(0).max(1),
});
export type PreviewRegion = z.infer<typeof previewRegionSchema>;

export const watermarkPreviewSchema = z.object({
  /** A signed, expiring URL of a JPEG frame of the video (scaled; draw boxes in proportion to width/height). */
  frame_url: z.string(),
  /** The source video's size in pixels: the coordinate space of `regions`. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Seconds from the start that were analysed. */
  analysed_seconds: z.number(),
  regions: z.array(previewRegionSchema).max(8),
  /** NO_WATERMARK_DETECTED when nothing was found, else null. */
  message: z.string().nullable(),
});
export type WatermarkPreview = z.infer<typeof watermarkPreviewSchema>;

/**
 * The watermark remover's preview (POST /v1/watermark/preview): the caller's own uploaded video (or a pasted URL,
 * fetched SSRF-safely like the remover's), the boxes the detector finds in its first seconds with a confidence each,
 * and one frame stored as the caller's private file to draw them on. Free: no task, no credits; bounded by the
 * create rate limit, PREVIEW_MAX_SECONDS of video and PREVIEW_TIMEOUT_MS.
 */
import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import { NO_WATERMARK_DETECTED, type WatermarkPreview } from '#contract/watermark-preview';
import { AppError } from '#server/errors';
import { ToolError } from '#server/providers/errors';
import { previewWatermark } from '#server/providers/video/watermark-preview';
import type { Services } from '#server/services';
import { putOwnedFile, resolveOwnStorageUrl } from '../files/stored-files';
import { inputToLocalFile } from './inputs';

/** Detection and the frame together: past this the preview gives up (the user can still draw a box). */
export const PREVIEW_TIMEOUT_MS = 45_000;

/** Where preview frames go: one per source (a second preview of the same video replaces the first). */
const PREVIEW_PREFIX = 'private/previews';

export async function previewWatermarkForUser(
  services: Services,
  userId: string,
  videoUrl: string,
): Promise<WatermarkPreview> {
  // The caller's own file only (a private key with a valid signature), refused before anything is read.
  await resolveOwnStorageUrl(services, userId, videoUrl, { field: 'video_add' });
  const { env } = services;
  try {
    const source = await inputToLocalFile({ services, userId }, videoUrl, {
      maxBytes: env.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
      label: 'video',
    });
    try {
      const preview = await previewWatermark(source.path, {
        ffmpegPath: env.FFMPEG_PATH,
        ffprobePath: env.FFPROBE_PATH,
        timeoutMs: PREVIEW_TIMEOUT_MS,
      });
      try {
        const digest = crypto
          .createHash('sha256')
          .update(`${userId}:${videoUrl.split('?')[0]}`)
          .digest('hex');
        const key = `${PREVIEW_PREFIX}/${digest.slice(0, 32)}.jpg`;
        await putOwnedFile(services, { userId }, key, createReadStream(preview.framePath), {
          contentType: 'image/jpeg',
        });
        return {
          frame_url: await services.storage.url(key),
          width: preview.width,
          height: preview.height,
          analysed_seconds: Math.round(preview.analysedSeconds * 10) / 10,
          regions: preview.regions,
          message: preview.regions.length ? null : NO_WATERMARK_DETECTED,
        };
      } finally {
        await preview.cleanup();
      }
    } finally {
      await source.cleanup();
    }
  } catch (error) {
    // The engines' messages are written for users (not a video, too long, could not be downloaded).
    if (error instanceof ToolError) throw AppError.invalid(error.message);
    throw error;
  }
}

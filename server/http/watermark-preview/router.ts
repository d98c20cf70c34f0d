/**
 * POST /v1/watermark/preview: the watermark remover's free preview (detected boxes and a frame to draw them on).
 * Signed in; the video must be the caller's own file or an http(s) URL. Rate-limited with the create endpoints
 * (every POST /v1/*).
 */
import { Hono } from 'hono';
import { watermarkPreviewRequestSchema, type WatermarkPreview } from '#contract/watermark-preview';
import { previewWatermarkForUser } from '#server/domain/generation/watermark-preview';
import { requireUser, type AppEnv } from '../context';
import { ok, parseJson } from '../envelope';

export const WATERMARK_PREVIEW_ROUTE = '/v1/watermark/preview';

export const watermarkPreviewRouter = new Hono<AppEnv>().post(WATERMARK_PREVIEW_ROUTE, async (c) => {
  const user = await requireUser(c);
  const body = await parseJson(c, watermarkPreviewRequestSchema);
  return ok<WatermarkPreview>(c, await previewWatermarkForUser(c.var.services, user.id, body.video_add));
});

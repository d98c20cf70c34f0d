/** The watermark remover's free preview: detected boxes (with a confidence each) and a frame to draw them on. */
import { watermarkPreviewRequestSchema, watermarkPreviewSchema } from '#contract/watermark-preview';
import type { OpenApiDeclarations } from './declare';

export function declareWatermarkPreviewRoutes(api: OpenApiDeclarations): void {
  api.route({
    method: 'post',
    path: '/v1/watermark/preview',
    tag: 'Generation',
    summary: 'Preview the watermarks the remover would find',
    description:
      'Free (no task, no credits). `video_add` is your own /files/ URL (as the upload answered it: a file that is not yours answers 403) or an http(s) URL. ' +
      'Analyses the first 30 s; answers a signed frame URL and boxes in source pixels (the space of `regions` in ' +
      '`POST /v1/sora2/WatermarkRemover`), each with a `confidence` (0–1). A video that cannot be read answers -1 with the reason.',
    body: api.component('WatermarkPreviewRequest', watermarkPreviewRequestSchema),
    data: api.component('WatermarkPreview', watermarkPreviewSchema),
    failures: ['rateLimited'],
  });
}

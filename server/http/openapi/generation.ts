/**
 * The generation tools: one create endpoint per tool (each answers `{ task_id }` and queues the work, holding
 * the credits), and the poller the widgets call until the task is `ok` or `no`.
 */
import {
  buildPptxRequestSchema,
  deckStyleSchema,
  outlineRequestSchema,
  outlineResultSchema,
  presentationCapabilitiesSchema,
  slideRequestSchema,
  slideResultSchema,
} from '#contract/presentation';
import { z } from '@hono/zod-openapi';
import {
  createTaskResultSchema,
  documentUploadResultSchema,
  generatePptxRequestSchema,
  generationTaskIdSchema,
  taskRecordSchema,
  imageToVideoRequestSchema,
  nanoBananaRequestSchema,
  watermarkRequestSchema,
  word2PptxRequestSchema,
} from '#contract/generation';
import type { OpenApiDeclarations } from './declare';

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().max(200).optional().openapi({
    description:
      'Repeating a create with the same key answers the same task instead of starting (and charging) another.',
  }),
});

const DECK_STYLE_NOTE =
  '`theme` and `brand` (#RRGGBB) style the deck; `images` (up to 8, with captions) and `logo` are links to your own uploads (`POST /api/file/upload`: PNG, JPEG or WebP), refused before any charge when they are not yours; the logo is drawn in a corner of every slide.';

export function declareGenerationRoutes(api: OpenApiDeclarations): void {
  const created = api.component('CreateTaskResult', createTaskResultSchema);
  const create = (path: string, summary: string, body: z.ZodType, description?: string) =>
    api.route({
      method: 'post',
      path,
      tag: 'Generation',
      summary,
      description: `${description ? `${description} ` : ''}Poll \`GET /v1/AiTaskRecord/{taskId}\` with the answered \`task_id\`.`,
      headers: idempotencyHeaders,
      body,
      data: created,
      creditsExhausted: true,
      failures: ['rateLimited'],
    });

  api.route({
    method: 'get',
    path: '/v1/AiTaskRecord/{taskId}',
    tag: 'Generation',
    summary: 'Poll a generation task',
    description:
      'Status `queuing` → `processing` → `ok` (result in `url`/`images`/`video_url`) or `no` (`error_message`; credits refunded).',
    params: z.object({ taskId: generationTaskIdSchema }),
    data: api.component('TaskRecord', taskRecordSchema),
    failures: ['notFound'],
  });
  create(
    '/v1/rabbit/NanoBanana',
    'Create an image task (headshot, image-to-coloring, text-to-coloring)',
    api.component('NanoBananaRequest', nanoBananaRequestSchema),
    '`tool` chooses the tool; `image_urls` are data URLs, http(s) URLs or our /files/ URLs.',
  );
  create(
    '/v1/acedata/pixverse-video',
    'Create an image-to-video task',
    api.component('ImageToVideoRequest', imageToVideoRequestSchema),
  );
  create(
    '/v1/sora2/WatermarkRemover',
    'Create a watermark-removal task',
    api.component('WatermarkRequest', watermarkRequestSchema),
    '`video_url` in the answer is null until the poller reports the result.',
  );
  create(
    '/v1/PPTDocmee/generatePptx',
    'Create a presentation from a subject or a .txt data URL',
    // The route reads the deck's style from the same body (deckStyleSchema): documented with it.
    api.component('GeneratePptxRequest', generatePptxRequestSchema.and(deckStyleSchema)),
    DECK_STYLE_NOTE,
  );
  api.route({
    method: 'get',
    path: '/v1/PPTDocmee/options',
    tag: 'Generation',
    access: 'public',
    summary: 'What the presentation generator offers on this server',
    description:
      'Whether an LLM writes outlines, and the languages the offline engine writes decks in (installed translators).',
    data: presentationCapabilitiesSchema,
  });
  api.route({
    method: 'post',
    path: '/v1/PPTDocmee/upload',
    tag: 'Generation',
    summary: 'Upload a .docx or .txt document for word2pptx',
    description:
      'One file, up to 15 MB, checked by its bytes. The answered `url` goes to `POST /v1/PPTDocmee/word2pptx`.',
    form: z.object({ file: z.string().openapi({ format: 'binary', description: 'The .docx or .txt file.' }) }),
    data: documentUploadResultSchema,
    failures: ['tooLarge', 'rateLimited'],
  });
  create(
    '/v1/PPTDocmee/word2pptx',
    'Create a presentation from an uploaded .docx',
    api.component('Word2PptxRequest', word2PptxRequestSchema.and(deckStyleSchema)),
    DECK_STYLE_NOTE,
  );
  api.route({
    method: 'post',
    path: '/v1/PPTDocmee/outline',
    tag: 'Generation',
    summary: 'The outline a presentation would have, to review before building (free)',
    description:
      'The same sources and options as generatePptx / word2pptx (`subject`, `dataUrl` or `file_url`). Nothing is charged: the credits are spent when `POST /v1/PPTDocmee/buildPptx` builds the deck.',
    body: api.component('OutlineRequest', outlineRequestSchema),
    data: api.component('OutlineResult', outlineResultSchema),
    failures: ['rateLimited'],
  });
  api.route({
    method: 'post',
    path: '/v1/PPTDocmee/outline/slide',
    tag: 'Generation',
    summary: 'One outline slide written again from its notes (free)',
    description: "Another choice of points from the slide's source text; `variant` picks the take.",
    body: slideRequestSchema,
    data: slideResultSchema,
    failures: ['rateLimited'],
  });
  create(
    '/v1/PPTDocmee/buildPptx',
    'Create a presentation from a reviewed outline',
    api.component('BuildPptxRequest', buildPptxRequestSchema),
    `Charged like generatePptx. ${DECK_STYLE_NOTE}`,
  );
}

/**
 * The generation API: one create endpoint per tool (the spec's paths) and the task poller.
 * Every create answers `{ code: 0, data: { task_id } }`; out of credits is code -102 with HTTP 200.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  generatePptxRequestSchema,
  imageToVideoRequestSchema,
  nanoBananaRequestSchema,
  watermarkRequestSchema,
  word2PptxRequestSchema,
  type CreateTaskResult,
  type TaskRecord,
} from '#contract/generation';
import { readMediaTaskRecord } from '#server/domain/library/record';
import { cachedTaskRecord, createGenerationTask, readTaskRecord } from '#server/domain/generation/tasks';
import { AppError } from '#server/errors';
import { readToolSample, storeSourceDocument } from '#server/domain/generation/documents';
import { presentationCapabilities, previewOutline, rewriteSlide } from '#server/domain/generation/presentation';
import {
  buildPptxRequestSchema,
  deckStyleSchema,
  outlineRequestSchema,
  slideRequestSchema,
} from '#contract/presentation';
import { knownUser, requireUser, type AppContext, type AppEnv } from '../context';
import { ok, parseJson } from '../envelope';

/** Task ids are UUIDs; anything else (NUL, slashes, overlong) is simply not found. */
const taskIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

async function create(c: AppContext, tool: string, input: unknown, extra: Partial<CreateTaskResult> = {}) {
  const user = await requireUser(c);
  const idempotencyKey = c.req.header('idempotency-key')?.slice(0, 200) || undefined;
  const taskId = await createGenerationTask(c.var.services, user, tool, input, { idempotencyKey });
  return ok<CreateTaskResult>(c, { task_id: taskId, ...extra });
}

/** The widgets' poll, the hottest path; server/app.ts also dispatches it on a lane of its own (decision 002). */
export const TASK_RECORD_ROUTE = '/v1/AiTaskRecord/:taskId';

/**
 * The widgets poll this every 2.5–3 s. With the session and the record cached (the common case) it answers
 * synchronously: no promise, so none of the per-promise async-hook cost Node 20 charges (decision 002).
 */
function taskRecordHandler(c: AppContext): Response | Promise<Response> {
  const record = cachedTaskRecordOf(c);
  return record ? ok(c, record) : readTaskRecordResponse(c);
}

/** The caller's task record when the session and the record are both cached (no I/O, no promise), else undefined. */
export function cachedTaskRecordOf(c: AppContext): TaskRecord | undefined {
  const user = knownUser(c);
  return user && cachedTaskRecord(c.get('services'), user.id, c.req.param('taskId') ?? '');
}

/** The poll's general path: session lookup, id validation, the record from cache or the prepared statement. */
export async function readTaskRecordResponse(c: AppContext): Promise<Response> {
  const user = await requireUser(c);
  const parsed = taskIdSchema.safeParse(c.req.param('taskId'));
  if (!parsed.success) throw AppError.notFound('Task not found.');
  // A media import's id answers too (issue #17 item 10): the same record, `content.sentences` its transcript.
  const record =
    (await readTaskRecord(c.get('services'), user.id, parsed.data)) ??
    (await readMediaTaskRecord(c.get('services'), user.id, parsed.data));
  if (!record) throw AppError.notFound('Task not found.');
  return ok(c, record);
}

export const generationRouter = new Hono<AppEnv>()
  .get('/media/tools/:file{[a-z0-9-]+\\.mp4}', async (c) => {
    const bytes = await readToolSample(c.req.param('file'));
    if (!bytes) return c.text('Not found', 404);
    const size = bytes.length;
    c.header('content-type', 'video/mp4');
    c.header('accept-ranges', 'bytes');
    c.header('cache-control', 'public, max-age=86400');
    const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) return c.body(null, 416, { 'content-range': `bytes */${size}` });
      c.header('content-range', `bytes ${start}-${end}/${size}`);
      return c.body(bytes.subarray(start, end + 1), 206);
    }
    return c.body(bytes);
  })
  .get(TASK_RECORD_ROUTE, taskRecordHandler)
  .post('/v1/rabbit/NanoBanana', async (c) => {
    await requireUser(c);
    const body = await parseJson(c, nanoBananaRequestSchema);
    return create(c, body.tool, body);
  })
  .post('/v1/acedata/pixverse-video', async (c) => {
    await requireUser(c);
    return create(c, 'image-to-video', await parseJson(c, imageToVideoRequestSchema));
  })
  .post('/v1/sora2/WatermarkRemover', async (c) => {
    await requireUser(c);
    // The result URL is not known yet at create time; the poller reports it as video_url.
    return create(c, 'watermark', await parseJson(c, watermarkRequestSchema), { video_url: null });
  })
  .post('/v1/PPTDocmee/generatePptx', async (c) => {
    await requireUser(c);
    const body = await parseJson(c, generatePptxRequestSchema);
    // The theme and brand colour ride along (the same body, read once and cached by Hono).
    const style = await parseJson(c, deckStyleSchema);
    return create(c, 'presentation', { source: body.dataUrl ? 'dataUrl' : 'text', ...body, ...style });
  })
  // What the presentation widget may offer here (an LLM or not, the offline languages): public, no charge.
  .get('/v1/PPTDocmee/options', (c) => ok(c, presentationCapabilities(c.var.services.env)))
  .post('/v1/PPTDocmee/upload', async (c) => {
    // The presentation widget's document upload (.docx or .txt, one file) → { url } for word2pptx.
    const user = await requireUser(c);
    const form = await c.req.parseBody().catch(() => {
      throw AppError.invalid('Upload a .txt or .docx file as multipart form data.');
    });
    const file = form.file;
    if (!(file instanceof File)) throw AppError.invalid('Upload a .txt or .docx file as multipart form data.');
    return ok(c, await storeSourceDocument(c.var.services, user.id, file));
  })
  .post('/v1/PPTDocmee/word2pptx', async (c) => {
    await requireUser(c);
    const body = await parseJson(c, word2PptxRequestSchema);
    const style = await parseJson(c, deckStyleSchema);
    return create(c, 'presentation', { source: 'docx', ...body, ...style });
  })
  // Outline first (issue #18 item 1): the outline to review (free), one slide again, the deck from the outline.
  .post('/v1/PPTDocmee/outline', async (c) => {
    const user = await requireUser(c);
    return ok(c, await previewOutline(c.var.services, user.id, await parseJson(c, outlineRequestSchema)));
  })
  .post('/v1/PPTDocmee/outline/slide', async (c) => {
    await requireUser(c);
    return ok(c, rewriteSlide(await parseJson(c, slideRequestSchema)));
  })
  .post('/v1/PPTDocmee/buildPptx', async (c) => {
    await requireUser(c);
    const body = await parseJson(c, buildPptxRequestSchema);
    return create(c, 'presentation', { source: 'outline', ...body });
  });

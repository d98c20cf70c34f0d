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
} from '../../../contract/generation';
import { createGenerationTask, readTaskRecord } from '../../domain/generation/tasks';
import { AppError } from '../../errors';
import { requireUser, type AppContext, type AppEnv } from '../context';
import { ok, parseJson } from '../envelope';

const taskIdSchema = z.string().min(1).max(64);

async function create(c: AppContext, tool: string, input: unknown) {
  const user = await requireUser(c);
  const idempotencyKey = c.req.header('idempotency-key')?.slice(0, 200) || undefined;
  const taskId = await createGenerationTask(c.var.services, user, tool, input, { idempotencyKey });
  return ok<CreateTaskResult>(c, { task_id: taskId });
}

export const generationRouter = new Hono<AppEnv>()
  .get('/v1/AiTaskRecord/:taskId', async (c) => {
    const user = await requireUser(c);
    const parsed = taskIdSchema.safeParse(c.req.param('taskId'));
    if (!parsed.success) throw AppError.notFound('Task not found.');
    const record = await readTaskRecord(c.var.services, user.id, parsed.data);
    if (!record) throw AppError.notFound('Task not found.');
    return ok(c, record);
  })
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
    const body = await parseJson(c, watermarkRequestSchema);
    const user = await requireUser(c);
    const idempotencyKey = c.req.header('idempotency-key')?.slice(0, 200) || undefined;
    const taskId = await createGenerationTask(c.var.services, user, 'watermark', body, { idempotencyKey });
    return ok<CreateTaskResult>(c, { task_id: taskId, video_url: null });
  })
  .post('/v1/PPTDocmee/generatePptx', async (c) => {
    await requireUser(c);
    const body = await parseJson(c, generatePptxRequestSchema);
    return create(c, 'presentation', { source: body.dataUrl ? 'dataUrl' : 'text', ...body });
  })
  .post('/v1/PPTDocmee/word2pptx', async (c) => {
    await requireUser(c);
    const body = await parseJson(c, word2PptxRequestSchema);
    return create(c, 'presentation', { source: 'docx', ...body });
  });

/**
 * Local fakes of the generation vendors, speaking their documented wire formats, on 127.0.0.1 (random port):
 * Gemini generateContent, the fal.ai queue (submit → status → response) and storage upload, PixVerse OpenAPI v2
 * and kie.ai jobs. Each records requests; `failNext` scripts error answers (status + the vendor's error body).
 * Each also refuses what its vendor refuses (contract fakes):
 * - kie.ai sora-watermark-remover: `video_url` must be a public Sora share link (https://sora.chatgpt.com/…);
 * - fal: status and result live under `{owner}/{alias}/requests/{id}` (fal-js queue.ts: parseEndpointId), not the
 *   full model path; fields outside the model's input schema are refused (422), as are data URIs (fal documents
 *   them for some models only; URLs and fal storage uploads work everywhere);
 * - PixVerse: the uploaded image part needs an image content type; `model` is one of the documented versions;
 *   `state.finalStatus` 6 is "deleted".
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json?: unknown;
}

export interface FakeVendor {
  origin: string;
  requests: RecordedRequest[];
  /** Scripted failures for the next matching calls: [pathPrefix, status, body]. */
  failNext: Array<[string, number, unknown]>;
  /** Polls answered "still working" before the job completes. */
  pendingPolls: number;
  /** Files the fake serves for result downloads: path → bytes. */
  files: Map<string, { bytes: Buffer; type: string }>;
  /** Per-vendor state (job outcome). */
  state: Record<string, unknown>;
  close(): Promise<void>;
}

type Handler = (req: RecordedRequest, fake: FakeVendor) => { status: number; body: unknown; type?: string } | null;

async function startFake(handler: Handler): Promise<FakeVendor> {
  const fake = { requests: [], failNext: [], pendingPolls: 2, files: new Map(), state: {} } as unknown as FakeVendor;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      let json: unknown;
      if ((req.headers['content-type'] ?? '').includes('application/json'))
        json = JSON.parse(body.toString() || 'null');
      const recorded: RecordedRequest = { method: req.method!, url: req.url!, headers: req.headers, body, json };
      const file = fake.files.get(req.url!);
      if (file && req.method === 'GET') {
        res.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length }).end(file.bytes);
        return;
      }
      fake.requests.push(recorded);
      const failIndex = fake.failNext.findIndex(([prefix]) => req.url!.startsWith(prefix));
      if (failIndex >= 0) {
        const [, status, errorBody] = fake.failNext.splice(failIndex, 1)[0]!;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(errorBody));
        return;
      }
      const answer = handler(recorded, fake) ?? { status: 404, body: { error: 'not found' } };
      res
        .writeHead(answer.status, { 'content-type': answer.type ?? 'application/json' })
        .end(Buffer.isBuffer(answer.body) ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

/** Gemini: POST /v1beta/models/{model}:generateContent → candidates[].content.parts[].inlineData. */
export function startFakeGemini(image: Buffer, mimeType = 'image/png') {
  return startFake((req) => {
    if (req.method !== 'POST' || !/^\/v1beta\/models\/[^/:]+:generateContent$/.test(req.url)) return null;
    if (req.headers['x-goog-api-key'] !== 'gemini-test-key')
      return {
        status: 400,
        body: {
          error: { code: 400, message: 'API key not valid. Please pass a valid API key.', status: 'INVALID_ARGUMENT' },
        },
      };
    return {
      status: 200,
      body: {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [
                { text: 'Here is the edited image.' },
                { inlineData: { mimeType, data: image.toString('base64') } },
              ],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 1290, totalTokenCount: 1300 },
      },
    };
  });
}

/** The input fields of the fal models the adapters use (their published input schemas). */
export const FAL_INPUT_FIELDS: Record<string, string[]> = {
  'fal-ai/kling-video/v2.1/standard/image-to-video': [
    'prompt',
    'image_url',
    'duration',
    'negative_prompt',
    'cfg_scale',
  ],
  'fal-ai/nano-banana/edit': [
    'prompt',
    'image_urls',
    'num_images',
    'output_format',
    'aspect_ratio',
    'sync_mode',
    'limit_generations',
  ],
};

function falValidation(model: string, input: Record<string, unknown>): unknown[] {
  const errors: unknown[] = [];
  const allowed = FAL_INPUT_FIELDS[model];
  for (const [field, value] of Object.entries(input)) {
    if (allowed && !allowed.includes(field))
      errors.push({ loc: ['body', field], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' });
    for (const url of [value].flat())
      if (typeof url === 'string' && url.startsWith('data:'))
        errors.push({ loc: ['body', field], msg: 'Data URIs are not supported by this model', type: 'value_error' });
  }
  return errors;
}

/**
 * fal queue: POST /{model} → ids; GET /{owner}/{alias}/requests/{id}/status → IN_QUEUE/IN_PROGRESS/COMPLETED;
 * GET /{owner}/{alias}/requests/{id} → output. Storage: POST /storage/upload/initiate → { upload_url, file_url },
 * PUT upload_url. `state.omitQueueUrls` leaves status_url/response_url out of the submit answer.
 */
export function startFakeFal(output: (fake: FakeVendor) => unknown) {
  return startFake((req, fake) => {
    const upload = /^\/storage\/upload\/([\w-]+)$/.exec(req.url);
    if (req.method === 'PUT' && upload) {
      const pending = (fake.state.uploads as Map<string, string> | undefined)?.get(upload[1]!);
      if (!pending) return { status: 404, body: { detail: 'Unknown upload' } };
      fake.files.set(pending, { bytes: req.body, type: String(req.headers['content-type'] ?? '') });
      return { status: 200, body: {} };
    }
    if (req.headers.authorization !== 'Key fal-test-key') return { status: 401, body: { detail: 'Invalid key' } };
    if (req.method === 'POST' && req.url === '/storage/upload/initiate?storage_type=fal-cdn-v3') {
      const { content_type, file_name } = (req.json ?? {}) as { content_type?: string; file_name?: string };
      if (!content_type || !file_name) return { status: 422, body: { detail: 'content_type and file_name required' } };
      const id = crypto.randomUUID();
      const uploads = (fake.state.uploads ??= new Map<string, string>()) as Map<string, string>;
      uploads.set(id, `/files/${id}/${file_name}`);
      return {
        status: 200,
        body: {
          upload_url: `${fake.origin}/storage/upload/${id}`,
          file_url: `${fake.origin}/files/${id}/${file_name}`,
        },
      };
    }
    // Only `{owner}/{alias}` (fal-js queue.ts builds status and result URLs from parseEndpointId's owner/alias).
    const statusMatch = /^\/([^/]+\/[^/]+)\/requests\/([^/]+)\/status$/.exec(req.url);
    if (req.method === 'GET' && statusMatch) {
      const polls = ((fake.state.polls as number) ?? 0) + 1;
      fake.state.polls = polls;
      const status = polls <= fake.pendingPolls ? (polls === 1 ? 'IN_QUEUE' : 'IN_PROGRESS') : 'COMPLETED';
      return {
        status: 200,
        body: {
          status,
          request_id: statusMatch[2],
          response_url: `${fake.origin}/${statusMatch[1]}/requests/${statusMatch[2]}`,
          ...(status === 'IN_QUEUE' ? { queue_position: 0 } : {}),
          logs: null,
        },
      };
    }
    const responseMatch = /^\/([^/]+\/[^/]+)\/requests\/([^/]+)$/.exec(req.url);
    if (req.method === 'GET' && responseMatch) {
      if (fake.state.outputError) return fake.state.outputError as { status: number; body: unknown };
      return { status: 200, body: output(fake) };
    }
    if (req.method === 'GET' && /\/requests\//.test(req.url))
      return { status: 404, body: { detail: 'Application not found' } };
    if (req.method === 'POST') {
      const model = req.url.slice(1);
      const errors = falValidation(model, (req.json ?? {}) as Record<string, unknown>);
      if (errors.length) return { status: 422, body: { detail: errors } };
      const id = crypto.randomUUID();
      const app = model.split('/').slice(0, 2).join('/');
      fake.state.polls = 0;
      return {
        status: 200,
        body: {
          request_id: id,
          ...(fake.state.omitQueueUrls
            ? {}
            : {
                status_url: `${fake.origin}/${app}/requests/${id}/status`,
                response_url: `${fake.origin}/${app}/requests/${id}`,
                cancel_url: `${fake.origin}/${app}/requests/${id}/cancel`,
              }),
          queue_position: 0,
        },
      };
    }
    return null;
  });
}

/** PixVerse's documented model versions (openapi/v2 video/img/generate `model`). */
export const PIXVERSE_MODELS = ['v3.5', 'v4', 'v4.5', 'v5', 'v5.5', 'v5.6', 'v6', 'c1'];

/** PixVerse OpenAPI v2. `state.finalStatus`: 1 success (default), 6 deleted, 7 moderation, 8 failed. */
export function startFakePixverse() {
  return startFake((req, fake) => {
    if (req.headers['api-key'] !== 'pixverse-test-key')
      return { status: 200, body: { ErrCode: 10001, ErrMsg: 'invalid api key', Resp: null } };
    if (!req.headers['ai-trace-id'])
      return { status: 200, body: { ErrCode: 400, ErrMsg: 'Ai-trace-id required', Resp: null } };
    if (req.method === 'POST' && req.url === '/openapi/v2/image/upload') {
      if (!req.body.includes(Buffer.from('name="image"')))
        return { status: 200, body: { ErrCode: 400, ErrMsg: 'image required', Resp: null } };
      const part = /name="image"[^\r\n]*\r\nContent-Type: ([^\r\n]+)/i.exec(req.body.toString('latin1'));
      if (!part || !/^image\/(png|jpeg|jpg|webp)$/i.test(part[1]!))
        return { status: 200, body: { ErrCode: 400017, ErrMsg: 'Invalid image type', Resp: null } };
      return {
        status: 200,
        body: { ErrCode: 0, ErrMsg: 'success', Resp: { img_id: 4242, img_url: `${fake.origin}/img/4242.png` } },
      };
    }
    if (req.method === 'POST' && req.url === '/openapi/v2/video/img/generate') {
      const model = (req.json as { model?: string } | undefined)?.model;
      if (!model || !PIXVERSE_MODELS.includes(model))
        return { status: 200, body: { ErrCode: 400011, ErrMsg: `Invalid model: ${model}`, Resp: null } };
      fake.state.polls = 0;
      return { status: 200, body: { ErrCode: 0, ErrMsg: 'success', Resp: { video_id: 777 } } };
    }
    if (req.method === 'GET' && req.url === '/openapi/v2/video/result/777') {
      const polls = ((fake.state.polls as number) ?? 0) + 1;
      fake.state.polls = polls;
      const status = polls <= fake.pendingPolls ? 5 : ((fake.state.finalStatus as number) ?? 1);
      return {
        status: 200,
        body: {
          ErrCode: 0,
          ErrMsg: 'success',
          Resp: {
            id: 777,
            status,
            url: status === 1 ? `${fake.origin}/results/777.mp4` : '',
            prompt: 'x',
            seed: 1,
            outputWidth: 1280,
            outputHeight: 720,
          },
        },
      };
    }
    return null;
  });
}

/** kie.ai jobs API for sora-watermark-remover. `state.finalState`: success (default) or fail. */
export function startFakeKie() {
  return startFake((req, fake) => {
    if (req.headers.authorization !== 'Bearer kie-test-key')
      return { status: 401, body: { code: 401, msg: 'You do not have access permissions', data: null } };
    if (req.method === 'POST' && req.url === '/api/v1/jobs/createTask') {
      // "it must be a publicly accessible link from OpenAI (starting with sora.chatgpt.com)" (kie.ai model page).
      const videoUrl = (req.json as { input?: { video_url?: string } } | undefined)?.input?.video_url ?? '';
      if (!/^https:\/\/sora\.chatgpt\.com\/./.test(videoUrl))
        return {
          status: 200,
          body: { code: 422, msg: 'video_url must be a public Sora 2 link (sora.chatgpt.com)', data: null },
        };
      fake.state.polls = 0;
      return { status: 200, body: { code: 200, msg: 'success', data: { taskId: 'task_kie_1' } } };
    }
    if (req.method === 'GET' && req.url.startsWith('/api/v1/jobs/recordInfo?taskId=task_kie_1')) {
      const polls = ((fake.state.polls as number) ?? 0) + 1;
      fake.state.polls = polls;
      const state = polls <= fake.pendingPolls ? 'generating' : ((fake.state.finalState as string) ?? 'success');
      return {
        status: 200,
        body: {
          code: 200,
          msg: 'success',
          data: {
            taskId: 'task_kie_1',
            model: 'sora-watermark-remover',
            state,
            param: JSON.stringify({ model: 'sora-watermark-remover' }),
            resultJson: state === 'success' ? JSON.stringify({ resultUrls: [`${fake.origin}/results/clean.mp4`] }) : '',
            failCode: state === 'fail' ? '500' : '',
            failMsg: state === 'fail' ? 'The video could not be processed.' : '',
            costTime: 1,
            completeTime: Date.now(),
            createTime: Date.now(),
          },
        },
      };
    }
    return null;
  });
}

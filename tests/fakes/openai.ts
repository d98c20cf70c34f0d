/**
 * A local fake of the OpenAI API, speaking its documented wire format and refusing what the vendor refuses:
 * - POST /v1/chat/completions → `{ choices: [{ index, message: { role, content }, finish_reason }] }`; errors
 *   `{ error: { message, type, param, code } }`. Reasoning models (gpt-5*, o1/o3/o4 …) refuse a temperature other
 *   than the default (1). With `flavor: 'lmstudio'` it answers as LM Studio does: `response_format.type` must be
 *   `json_schema` or `text` (a `json_object` request is a 400 `{ error: "…" }`).
 * - POST /v1/audio/transcriptions (multipart) → verbose_json `{ text, duration, segments }` or json `{ text }`.
 *   Refused: uploads over 25 MiB (413), file types outside flac/mp3/mp4/mpeg/mpga/m4a/ogg/wav/webm, a
 *   response_format other than json/text for gpt-4o(-mini)-transcribe ("the only supported format is `json`",
 *   openai-openapi AudioResponseFormat; text also answers), timestamp_granularities without verbose_json, a
 *   language that is not ISO-639-1.
 * Scripted answers (`script`, `transcriptionScript`) let tests drive success, 5xx (with Retry-After) and 4xx.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const TRANSCRIPTION_UPLOAD_LIMIT = 25 * 1024 * 1024;
const TRANSCRIPTION_FORMATS = ['flac', 'mp3', 'mp4', 'mpeg', 'mpga', 'm4a', 'ogg', 'wav', 'webm'];

export interface ScriptedAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface TranscriptionRequest {
  model: string;
  language: string | null;
  responseFormat: string | null;
  granularities: string[];
  fileName: string;
  fileType: string;
  bytes: number;
  /** The first bytes of the file (its container signature). */
  head: Buffer;
}

export interface FakeOpenAi {
  baseUrl: string;
  requests: Array<{
    headers: http.IncomingHttpHeaders;
    body: {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format?: { type: string; json_schema?: unknown };
      temperature?: number;
    };
  }>;
  /** Every chat request, including the ones refused by a rule (requests holds only the accepted ones). */
  attempts: number;
  transcriptions: TranscriptionRequest[];
  /** Next answers, in order; when empty the default answer is used. */
  script: ScriptedAnswer[];
  transcriptionScript: ScriptedAnswer[];
  defaultAnswer: { status: number; body: unknown };
  flavor: 'openai' | 'lmstudio';
  close(): Promise<void>;
}

export function chatCompletion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'gpt-4o-mini',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export function openAiError(
  message: string,
  type = 'invalid_request_error',
  code: string | null = null,
  param: string | null = null,
) {
  return { error: { message, type, param, code } };
}

const isReasoningModel = (model: string) => /^(gpt-5(?!.*-chat)|o\d)/.test(model.split('/').pop() ?? '');
const isJsonOnlyTranscriber = (model: string) => /^gpt-4o(-mini)?-transcribe(?!-diarize)/.test(model);

function chatRefusal(fake: FakeOpenAi, body: FakeOpenAi['requests'][number]['body']): ScriptedAnswer | null {
  if (isReasoningModel(body.model) && body.temperature !== undefined && body.temperature !== 1)
    return {
      status: 400,
      body: openAiError(
        `Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`,
        'invalid_request_error',
        'unsupported_value',
        'temperature',
      ),
    };
  if (
    fake.flavor === 'lmstudio' &&
    body.response_format &&
    !['json_schema', 'text'].includes(body.response_format.type)
  )
    return { status: 400, body: { error: "'response_format.type' must be 'json_schema' or 'text'" } };
  return null;
}

async function transcription(
  fake: FakeOpenAi,
  headers: http.IncomingHttpHeaders,
  raw: Buffer,
): Promise<ScriptedAnswer> {
  if (raw.length > TRANSCRIPTION_UPLOAD_LIMIT)
    return {
      status: 413,
      body: openAiError(
        `Maximum content size limit (${TRANSCRIPTION_UPLOAD_LIMIT}) exceeded (${raw.length} bytes read)`,
        'server_error',
      ),
    };
  const form = await new Response(new Uint8Array(raw), {
    headers: { 'content-type': headers['content-type'] ?? '' },
  }).formData();
  const file = form.get('file');
  const model = String(form.get('model') ?? '');
  if (!(file instanceof Blob) || !model) return { status: 400, body: openAiError('file and model are required') };
  const fileName = (file as File).name ?? '';
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!TRANSCRIPTION_FORMATS.includes(extension))
    return {
      status: 400,
      body: openAiError(`Invalid file format. Supported formats: ${JSON.stringify(TRANSCRIPTION_FORMATS)}`),
    };
  const responseFormat = form.get('response_format') as string | null;
  const granularities = form.getAll('timestamp_granularities[]').map(String);
  const language = form.get('language') as string | null;
  if (isJsonOnlyTranscriber(model) && responseFormat && !['json', 'text'].includes(responseFormat))
    return {
      status: 400,
      body: openAiError(
        `response_format '${responseFormat}' is not compatible with model '${model}'. Use 'json' or 'text' instead.`,
        'invalid_request_error',
        'unsupported_value',
        'response_format',
      ),
    };
  if (granularities.length && responseFormat !== 'verbose_json')
    return {
      status: 400,
      body: openAiError(
        'timestamp_granularities requires response_format=verbose_json',
        'invalid_request_error',
        null,
        'timestamp_granularities',
      ),
    };
  if (language !== null && !/^[a-z]{2}$/.test(language))
    return {
      status: 400,
      body: openAiError(`Invalid language '${language}'. Language parameter must be specified in ISO-639-1 format.`),
    };
  const bytes = Buffer.from(await file.arrayBuffer());
  const index = fake.transcriptions.length;
  fake.transcriptions.push({
    model,
    language,
    responseFormat,
    granularities,
    fileName,
    fileType: file.type,
    bytes: bytes.length,
    head: bytes.subarray(0, 16),
  });
  const scripted = fake.transcriptionScript.shift();
  if (scripted) return scripted;
  const text = `part ${index + 1}`;
  if (responseFormat === 'verbose_json')
    return {
      status: 200,
      body: {
        task: 'transcribe',
        language: language ?? 'english',
        duration: 1,
        text,
        segments: [{ id: 0, start: 0.25, end: 0.75, text: ` ${text}` }],
      },
    };
  return { status: 200, body: { text } };
}

export async function startFakeOpenAi(options: { flavor?: FakeOpenAi['flavor'] } = {}): Promise<FakeOpenAi> {
  const fake = {
    requests: [],
    attempts: 0,
    transcriptions: [],
    script: [],
    transcriptionScript: [],
    defaultAnswer: { status: 200, body: chatCompletion('{}') },
    flavor: options.flavor ?? 'openai',
  } as unknown as FakeOpenAi;
  const send = (res: http.ServerResponse, answer: ScriptedAnswer) =>
    res
      .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      .end(JSON.stringify(answer.body));
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      if (!req.headers.authorization?.startsWith('Bearer ')) {
        send(res, {
          status: 401,
          body: openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'),
        });
        return;
      }
      if (req.method === 'POST' && req.url === '/v1/audio/transcriptions') {
        transcription(fake, req.headers, raw).then(
          (answer) => send(res, answer),
          (error: unknown) => send(res, { status: 500, body: openAiError(String(error), 'server_error') }),
        );
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        send(res, { status: 404, body: openAiError('Unknown endpoint', 'invalid_request_error') });
        return;
      }
      fake.attempts++;
      const body = JSON.parse(raw.toString()) as FakeOpenAi['requests'][number]['body'];
      const refusal = chatRefusal(fake, body);
      if (refusal) return send(res, refusal);
      fake.requests.push({ headers: req.headers, body });
      send(res, fake.script.shift() ?? fake.defaultAnswer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/**
 * A local fake of the OpenAI chat-completions API (POST /v1/chat/completions), speaking its documented wire
 * format: `{ choices: [{ index, message: { role, content }, finish_reason }] }` and error bodies
 * `{ error: { message, type, code } }`. Scripted answers let tests drive success, 5xx and 4xx paths.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeOpenAi {
  baseUrl: string;
  requests: Array<{
    headers: http.IncomingHttpHeaders;
    body: { model: string; messages: Array<{ role: string; content: string }>; response_format?: unknown };
  }>;
  /** Next answers, in order; when empty the default answer is used. */
  script: Array<{ status: number; body: unknown }>;
  defaultAnswer: { status: number; body: unknown };
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

export function openAiError(message: string, type = 'invalid_request_error', code: string | null = null) {
  return { error: { message, type, param: null, code } };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = {
    requests: [],
    script: [],
    defaultAnswer: { status: 200, body: chatCompletion('{}') },
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify(openAiError('Unknown endpoint', 'invalid_request_error')));
        return;
      }
      if (!req.headers.authorization?.startsWith('Bearer ')) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end(JSON.stringify(openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key')));
        return;
      }
      fake.requests.push({ headers: req.headers, body: JSON.parse(raw) });
      const answer = fake.script.shift() ?? fake.defaultAnswer;
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeOpenAi;
}

/**
 * The widgets' poll (GET /v1/AiTaskRecord/{id}) on a lane of its own, in front of the app (decision 002).
 */
import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import type { Services } from '#server/services';
import type { AppEnv } from './context';
import { successEnvelope } from './envelope';
import { cachedTaskRecordOf, readTaskRecordResponse, TASK_RECORD_ROUTE } from './generation/router';
import { beginContext, logRequest } from './request-context';
import { API_SECURITY_HEADERS, apiJsonAnswer, setEarlyHeaders } from './security-headers';

const TASK_RECORD_PREFIX = TASK_RECORD_ROUTE.slice(0, TASK_RECORD_ROUTE.indexOf(':'));

/** GET /v1/AiTaskRecord/{one segment}: exactly what TASK_RECORD_ROUTE matches (anything else goes to the app). */
function isTaskRecordPoll(request: Request, env: unknown): boolean {
  if (request.method !== 'GET') return false;
  // Under node-server the raw request line is at hand; building the URL object would cost more than the check.
  const raw = (env as { incoming?: IncomingMessage } | undefined)?.incoming?.url ?? new URL(request.url).pathname;
  const query = raw.indexOf('?');
  const pathname = query < 0 ? raw : raw.slice(0, query);
  if (!pathname.startsWith(TASK_RECORD_PREFIX)) return false;
  const id = pathname.slice(TASK_RECORD_PREFIX.length);
  return id.length > 0 && !id.includes('/');
}

/**
 * The widgets' poll on a lane of its own (decision 002, third pass). Through the app, a poll passes the context
 * middleware, and Hono's middleware chain costs several promises per request — each one more expensive under
 * Node 20 once an AsyncLocalStorage is in use (Better Auth and React's server renderer use them). A Hono app
 * holding only this route calls its one handler directly; the handler does the context middleware's work itself
 * and, with the session and the record cached, answers synchronously, its headers in one plain object
 * (`apiJsonAnswer`). The route stays in the app too (API document, authorization suite, route table); both lanes
 * read the record the same way (`cachedTaskRecordOf`, else `readTaskRecordResponse`).
 */
export function dispatchTaskRecordPollsFirst(
  app: Hono<AppEnv>,
  services: Services,
  answerError: (error: Error, c: Context<AppEnv>) => Response,
): void {
  const lane = new Hono<AppEnv>();
  lane.get(TASK_RECORD_ROUTE, (c): Response | Promise<Response> => {
    const { id, started } = beginContext(c, services);
    const record = cachedTaskRecordOf(c);
    if (record) {
      const answer = apiJsonAnswer(successEnvelope(record), id);
      logRequest(c, id, started, answer.status);
      return answer;
    }
    // The uncached path: its errors (401, 404) are answered and logged here, as the app's middleware would.
    setEarlyHeaders(c, API_SECURITY_HEADERS, id);
    return readTaskRecordResponse(c)
      .catch((error: Error) => answerError(error, c))
      .then((response: Response) => {
        logRequest(c, id, started, response.status);
        return response;
      });
  });
  lane.onError(answerError);
  const appFetch = app.fetch;
  app.fetch = (request, env, executionContext) =>
    isTaskRecordPoll(request, env)
      ? lane.fetch(request, env, executionContext)
      : appFetch(request, env, executionContext);
}

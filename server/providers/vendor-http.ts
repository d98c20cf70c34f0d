/**
 * Small helpers the vendor adapters share: JSON calls that classify failures (5xx/429/network → transient,
 * other 4xx → the task fails with a human message), a poll loop for async vendor jobs, and result download
 * through the SSRF-safe fetcher (a vendor's result URL is still a URL we did not choose).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { safeDownload } from '#server/net/safe-fetch';
import type { Env } from '#server/env';
import { ToolError, TransientError } from './errors';

interface VendorCall {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
  timeoutMs: number;
  /** Name for messages and logs, e.g. 'Gemini'. */
  vendor: string;
  /** Pulls a human error message out of the vendor's error body. */
  errorMessage?: (body: unknown) => string | undefined;
}

export async function vendorJson<T>(url: string, call: VendorCall): Promise<{ status: number; body: T }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? (call.json !== undefined || call.body ? 'POST' : 'GET'),
      headers: {
        ...(call.json !== undefined ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        ...call.headers,
      },
      body: call.json !== undefined ? JSON.stringify(call.json) : call.body,
      signal: AbortSignal.timeout(call.timeoutMs),
    });
  } catch (error) {
    throw new TransientError(`${call.vendor} request failed: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (response.status === 429 || response.status >= 500) {
    throw new TransientError(
      `${call.vendor} answered HTTP ${response.status}: ${call.errorMessage?.(body) ?? text.slice(0, 200)}`,
    );
  }
  if (!response.ok) {
    throw new ToolError(
      `${call.vendor} could not process this request.`,
      call.errorMessage?.(body) ?? `HTTP ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return { status: response.status, body: body as T };
}

/**
 * Polls `check` every `intervalMs` until it returns a value. The job is already submitted (and billed) while we
 * poll, so nothing after this point may make the task's retry submit it again: a transient hiccup of one poll (5xx,
 * 429, a reset connection) is retried here, in place, and when `timeoutMs` passes the poll ends with a final
 * ToolError (`timeoutMessage`: the task fails and its credits are refunded), never a TransientError. Anything else
 * `check` throws (the vendor reporting the job failed) ends the poll at once.
 */
export async function pollVendor<T>(
  check: () => Promise<T | null>,
  options: {
    intervalMs: number;
    timeoutMs: number;
    vendor: string;
    /** What the user reads when the vendor has not finished in time. */
    timeoutMessage: string;
    onTick?: (elapsedMs: number) => void;
  },
): Promise<T> {
  const started = Date.now();
  const timedOut = (last?: unknown) =>
    new ToolError(
      options.timeoutMessage,
      `${options.vendor} did not finish within ${Math.round(options.timeoutMs / 1000)} s` +
        (last ? ` (last poll: ${(last as Error).message})` : ''),
    );
  for (;;) {
    let value: T | null = null;
    try {
      value = await check();
    } catch (error) {
      if (!(error instanceof TransientError)) throw error;
      if (Date.now() - started > options.timeoutMs) throw timedOut(error);
    }
    if (value !== null) return value;
    const elapsed = Date.now() - started;
    if (elapsed > options.timeoutMs) throw timedOut();
    options.onTick?.(elapsed);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}

/** Attempts at downloading a finished job's result before the task fails. */
const RESULT_DOWNLOAD_ATTEMPTS = 3;

/**
 * Downloads a vendor's finished result to a temp file (SSRF-safe, size-limited). The job is done and billed: a
 * failed download is retried here (after one, then two poll intervals), then ends in a final ToolError (`failureMessage`) rather
 * than a TransientError whose task retry would submit the job again.
 */
export async function downloadVendorResult(
  url: string,
  env: Env,
  extension: string,
  vendor: string,
  failureMessage: string,
): Promise<{ path: string; contentType: string; cleanup: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-vendor-'));
  const file = path.join(dir, `result${extension.startsWith('.') ? extension : `.${extension}`}`);
  let failure: unknown;
  for (let attempt = 0; attempt < RESULT_DOWNLOAD_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, env.PROVIDER_POLL_MS * attempt));
    try {
      const result = await safeDownload(url, file, {
        allowlist: env.FETCH_ALLOWLIST,
        maxBytes: env.FETCH_MAX_MB * 1024 * 1024,
        timeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000,
      });
      return {
        path: file,
        contentType: result.contentType,
        cleanup: () => fs.rm(dir, { recursive: true, force: true }),
      };
    } catch (error) {
      failure = error;
    }
  }
  await fs.rm(dir, { recursive: true, force: true });
  throw new ToolError(failureMessage, `${vendor} result could not be downloaded: ${(failure as Error).message}`);
}

/** How long to wait before retry number `attempt` (0-based): the vendor's Retry-After when it sent one, else backoff. */
function retryDelayMs(
  headers: Headers | undefined,
  attempt: number,
  policy: { baseMs: number; maxDelayMs: number },
  now = Date.now(),
): number {
  // OpenAI-style APIs may send `retry-after-ms` beside the standard `retry-after` (seconds or an HTTP date); the
  // official SDKs read the milliseconds header first.
  const ms = Number(headers?.get('retry-after-ms'));
  let wait = Number.isFinite(ms) && ms >= 0 && headers?.get('retry-after-ms') ? ms : undefined;
  const after = headers?.get('retry-after');
  if (wait === undefined && after) {
    const seconds = Number(after);
    wait = Number.isFinite(seconds) ? seconds * 1000 : Math.max(0, Date.parse(after) - now) || undefined;
  }
  if (wait === undefined) wait = policy.baseMs * 2 ** attempt * (0.75 + Math.random() * 0.5);
  return Math.min(Math.max(0, wait), policy.maxDelayMs);
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  baseMs: number;
  /** No single wait is longer, whatever Retry-After says. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 3, baseMs: 1_000, maxDelayMs: 20_000 };

/** HTTP statuses a vendor answers when trying again later may work. */
const isRetryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * fetch with bounded retries on 408/429/5xx and network errors, honouring Retry-After. Answers the last response
 * (ok or not): the caller reads the vendor's error. Network errors after the last retry are thrown.
 */
export async function fetchWithRetry(
  url: string,
  init: () => RequestInit,
  options: { policy?: RetryPolicy; fetch?: typeof fetch; onRetry?: (reason: string, delayMs: number) => void } = {},
): Promise<Response> {
  const policy = options.policy ?? DEFAULT_RETRY_POLICY;
  const doFetch = options.fetch ?? fetch;
  for (let attempt = 0; ; attempt++) {
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await doFetch(url, init());
    } catch (error) {
      // An abort by the caller is not a hiccup.
      if ((error as Error).name === 'AbortError') throw error;
      failure = error;
    }
    if (response && !isRetryableStatus(response.status)) return response;
    if (attempt >= policy.retries) {
      if (response) return response;
      throw failure;
    }
    const delay = retryDelayMs(response?.headers, attempt, policy);
    const reason = response
      ? `HTTP ${response.status}: ${(await response.text().catch(() => '')).slice(0, 300)}`
      : (failure as Error).message;
    options.onRetry?.(reason, delay);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** Whether a vendor on the internet can fetch URLs under `origin` (not localhost, not a private address). */
export function isPubliclyReachable(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return false;
  if (/^(127\.|10\.|192\.168\.|169\.254\.|0\.)/.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host)) return false;
  if (host.includes(':') && (host === '::1' || /^(fc|fd|fe80)/.test(host))) return false;
  return host.includes('.') || host.includes(':');
}

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

export interface VendorCall {
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

/** Polls `check` every `intervalMs` until it returns a value, or fails as transient after `timeoutMs`. */
export async function pollVendor<T>(
  check: () => Promise<T | null>,
  options: { intervalMs: number; timeoutMs: number; vendor: string; onTick?: (elapsedMs: number) => void },
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    const elapsed = Date.now() - started;
    if (elapsed > options.timeoutMs)
      throw new TransientError(`${options.vendor} did not finish within ${Math.round(options.timeoutMs / 1000)} s`);
    options.onTick?.(elapsed);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}

/** Downloads a vendor's result to a temp file (SSRF-safe, size-limited). */
export async function downloadVendorResult(
  url: string,
  env: Env,
  extension: string,
  vendor: string,
): Promise<{ path: string; contentType: string; cleanup: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-vendor-'));
  const file = path.join(dir, `result${extension.startsWith('.') ? extension : `.${extension}`}`);
  try {
    const result = await safeDownload(url, file, {
      allowlist: env.FETCH_ALLOWLIST,
      maxBytes: env.FETCH_MAX_MB * 1024 * 1024,
      timeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000,
    });
    return { path: file, contentType: result.contentType, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    throw new TransientError(`${vendor} result could not be downloaded: ${(error as Error).message}`);
  }
}

/** Absolute URL for a vendor to fetch one of our files (data URLs and absolute URLs pass through). */
export function publicUrlFor(url: string, env: Env): string {
  if (url.startsWith('data:') || /^https?:\/\//i.test(url)) return url;
  return `${env.PUBLIC_URL}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * Server-side fetching of user-supplied URLs, safe against SSRF: only http/https; every address a host
 * resolves to must be public unicast (no loopback, private, link-local/metadata, CGNAT, ULA, multicast …),
 * checked at connect time (so DNS rebinding cannot slip through) and again on every redirect hop;
 * size and time limits enforced while streaming. Hosts in FETCH_ALLOWLIST skip the address check (tests).
 * Requests go through node:http/https, never undici (see `request`).
 */
import dns from 'node:dns';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../errors';
import { byteLimiter } from '../storage/storage';
import { refusal, refusals } from '#contract/refusals';

export const SSRF_REFUSED_MESSAGE = refusals.privateAddress;

class FetchRefusedError extends AppError {
  constructor(message: string = SSRF_REFUSED_MESSAGE) {
    super(-1, message, 400);
    this.name = 'FetchRefusedError';
  }
}

/** True only for public unicast addresses. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 becomes IPv4
  return parsed.range() === 'unicast';
}

interface SafeFetchOptions {
  allowlist?: readonly string[];
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
}

function normalizeHost(hostname: string): string {
  return hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

/** Raised inside the connect-time lookup; safeFetch turns it into a FetchRefusedError. */
const refusedLookup = (): NodeJS.ErrnoException => Object.assign(new Error(SSRF_REFUSED_MESSAGE), { code: 'ESSRF' });
const isRefusedLookup = (error: unknown): boolean => (error as { code?: unknown } | undefined)?.code === 'ESSRF';

/** Resolves a host name to every address it has (the system resolver unless a test replaced it). */
type HostLookup = (
  hostname: string,
  family: number,
  callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void,
) => void;

const systemLookup: HostLookup = (hostname, family, callback) =>
  dns.lookup(hostname, { all: true, family }, (error, addresses) => callback(error, addresses ?? []));
let hostLookup: HostLookup = systemLookup;

/**
 * Replaces name resolution for every later safeFetch (tests resolve made-up names to hostile addresses, since
 * no real DNS is reachable offline); called without an argument it restores the system resolver.
 */
export function setHostLookup(lookup?: HostLookup): void {
  hostLookup = lookup ?? systemLookup;
}

/**
 * The connect-time lookup of every request: resolves through `hostLookup` and refuses a host any of whose addresses
 * is not public (unless allowlisted). Node's sockets call it with `all: true` (happy eyeballs) or without.
 */
function guardedLookup(allowlisted: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0);
    hostLookup(hostname, family, (error, addresses) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0) return callback(refusedLookup(), '', 4);
      if (!allowlisted && !addresses.every((entry) => isPublicAddress(entry.address))) {
        return callback(refusedLookup(), '', 4);
      }
      if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Validates one URL (scheme, credentials, literal IPs); returns whether its host is allowlisted. */
export function checkUrl(raw: string, allowlist: readonly string[] = []): { url: URL; allowlisted: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefusedError('Please enter a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefusedError();
  if (url.username || url.password) throw new FetchRefusedError();
  const host = normalizeHost(url.hostname);
  const allowlisted = allowlist.map((h) => h.toLowerCase()).includes(host);
  if (!allowlisted) {
    if (net.isIP(host) && !isPublicAddress(host)) throw new FetchRefusedError();
    if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) {
      throw new FetchRefusedError();
    }
  }
  return { url, allowlisted };
}

interface SafeResponse {
  finalUrl: string;
  status: number;
  contentType: string;
  contentLength: number | null;
  /** The body, limited to maxBytes (errors with AppError 413 beyond it). */
  body: Readable;
}

/**
 * One request over node:http/https (not undici: its HTTP/1.1 parser throws outside any promise, killing the
 * process, when a server closes the connection after each response, as `python3 -m http.server` does). A fresh
 * connection per request (`agent: false`), resolved through the guarded lookup.
 */
function request(url: URL, allowlisted: boolean, options: SafeFetchOptions, signal: AbortSignal) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const outgoing = client.request(url, {
      method: options.method ?? 'GET',
      agent: false,
      lookup: guardedLookup(allowlisted),
      signal,
      headers: { 'user-agent': 'AtelierBot/1.0 (+media import)', ...options.headers },
    });
    // No answer (headers) within this long is a dead server; the body then streams under the overall signal.
    outgoing.setTimeout(HEADERS_TIMEOUT_MS, () => outgoing.destroy(new Error('no response')));
    outgoing.once('response', resolve);
    outgoing.once('error', reject);
    outgoing.end();
  });
}

const HEADERS_TIMEOUT_MS = 30_000;

function isRefused(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) if (isRefusedLookup(cause)) return true;
  return false;
}

/** Fetches a user-supplied URL, following redirects manually so each hop is checked. */
export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxRedirects = options.maxRedirects ?? 5;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = raw;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const { url, allowlisted } = checkUrl(current, options.allowlist);
    let response: http.IncomingMessage;
    try {
      response = await request(url, allowlisted, options, signal);
    } catch (error) {
      if (isRefused(error)) throw new FetchRefusedError();
      if (signal.aborted) throw new AppError(-1, refusals.fetchTimedOut, 400);
      throw new AppError(-1, refusals.fetchFailed, 400);
    }
    const status = response.statusCode ?? 0;
    const header = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const location = header('location');
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      current = new URL(location, url).toString();
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new AppError(-1, refusal('httpStatus', { status }), 400);
    }
    const declared = header('content-length');
    const contentLength = declared !== undefined && Number.isFinite(Number(declared)) ? Number(declared) : null;
    if (options.maxBytes !== undefined && contentLength !== null && contentLength > options.maxBytes) {
      response.destroy();
      throw AppError.tooLarge(refusal('remoteFileTooLarge', { megabytes: Math.round(options.maxBytes / 1024 / 1024) }));
    }
    const limiter = byteLimiter(options.maxBytes, (limit) =>
      AppError.tooLarge(refusal('remoteFileTooLarge', { megabytes: Math.round(limit / 1024 / 1024) })),
    );
    // A body cut short (the connection reset, the time limit) is an error, not a short file.
    response.on('aborted', () => limiter.destroy(new AppError(-1, refusals.downloadInterrupted, 400)));
    response.on('error', (error) =>
      limiter.destroy(signal.aborted ? new AppError(-1, refusals.fetchTimedOut, 400) : error),
    );
    limiter.on('close', () => response.destroy());
    const body = response.pipe(limiter);
    return {
      finalUrl: url.toString(),
      status,
      contentType: header('content-type')?.split(';')[0]?.trim() || 'application/octet-stream',
      contentLength,
      body,
    };
  }
  throw new AppError(-1, refusals.tooManyRedirects, 400);
}

/** Downloads a user-supplied URL to a file; removes the partial file on any failure. */
export async function safeDownload(
  raw: string,
  file: string,
  options: SafeFetchOptions = {},
): Promise<{ size: number; contentType: string; finalUrl: string }> {
  const response = await safeFetch(raw, options);
  let size = 0;
  response.body.on('data', (chunk: Buffer) => (size += chunk.length));
  try {
    await pipeline(response.body, fs.createWriteStream(file));
  } catch (error) {
    await fsp.rm(file, { force: true });
    throw error;
  }
  return { size, contentType: response.contentType, finalUrl: response.finalUrl };
}

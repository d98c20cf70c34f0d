/**
 * Server-side fetching of user-supplied URLs, safe against SSRF: only http/https; every address a host
 * resolves to must be public unicast (no loopback, private, link-local/metadata, CGNAT, ULA, multicast …),
 * checked at connect time (so DNS rebinding cannot slip through) and again on every redirect hop;
 * size and time limits enforced while streaming. Hosts in FETCH_ALLOWLIST skip the address check (tests).
 */
import dns from 'node:dns';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type Response } from 'undici';
import { AppError } from '../errors';
import { byteLimiter } from '../storage/storage';

export const SSRF_REFUSED_MESSAGE = 'This URL cannot be fetched: it must be a public http(s) address.';

export class FetchRefusedError extends AppError {
  constructor(message = SSRF_REFUSED_MESSAGE) {
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

export interface SafeFetchOptions {
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
export type HostLookup = (
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

function createGuardedAgent(allowlisted: boolean): Agent {
  return new Agent({
    connect: {
      lookup(hostname, options, callback) {
        const family = (options as dns.LookupOptions).family ?? 0;
        hostLookup(hostname, family === 'IPv4' ? 4 : family === 'IPv6' ? 6 : family, (error, addresses) => {
          if (error) return callback(error, '', 4);
          const list = addresses;
          if (list.length === 0) return callback(refusedLookup(), '', 4);
          if (!allowlisted && !list.every((entry) => isPublicAddress(entry.address))) {
            return callback(refusedLookup(), '', 4);
          }
          if ((options as dns.LookupAllOptions).all)
            (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
          else callback(null, list[0]!.address, list[0]!.family);
        });
      },
    },
    headersTimeout: 30_000,
    bodyTimeout: 30_000,
  });
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

export interface SafeResponse {
  finalUrl: string;
  status: number;
  contentType: string;
  contentLength: number | null;
  /** The body, limited to maxBytes (errors with AppError 413 beyond it). */
  body: Readable;
}

/** Fetches a user-supplied URL, following redirects manually so each hop is checked. */
export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxRedirects = options.maxRedirects ?? 5;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = raw;
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const { url, allowlisted } = checkUrl(current, options.allowlist);
    const agent = createGuardedAgent(allowlisted);
    let response: Response;
    try {
      response = await fetch(url, {
        method: options.method ?? 'GET',
        redirect: 'manual',
        dispatcher: agent,
        signal,
        headers: { 'user-agent': 'AtelierBot/1.0 (+media import)', ...options.headers },
      });
    } catch (error) {
      await agent.close().catch(() => {});
      const cause = (error as { cause?: unknown }).cause;
      if (isRefusedLookup(cause) || isRefusedLookup((cause as { cause?: unknown } | undefined)?.cause))
        throw new FetchRefusedError();
      if (signal.aborted) throw new AppError(-1, 'Fetching the URL timed out.', 400);
      throw new AppError(-1, 'Could not fetch the URL.', 400);
    }
    if (response.status >= 300 && response.status < 400 && response.headers.get('location')) {
      await response.body?.cancel().catch(() => {});
      await agent.close().catch(() => {});
      current = new URL(response.headers.get('location')!, url).toString();
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      await agent.close().catch(() => {});
      throw new AppError(-1, `The URL answered HTTP ${response.status}.`, 400);
    }
    const declared = Number(response.headers.get('content-length'));
    const contentLength = Number.isFinite(declared) && response.headers.has('content-length') ? declared : null;
    if (options.maxBytes !== undefined && contentLength !== null && contentLength > options.maxBytes) {
      await response.body?.cancel().catch(() => {});
      await agent.close().catch(() => {});
      throw AppError.tooLarge(`The file at this URL is larger than ${Math.round(options.maxBytes / 1024 / 1024)} MB.`);
    }
    const source = response.body ? Readable.fromWeb(response.body as unknown as WebReadableStream) : Readable.from([]);
    const limiter = byteLimiter(options.maxBytes, (limit) =>
      AppError.tooLarge(`The file at this URL is larger than ${Math.round(limit / 1024 / 1024)} MB.`),
    );
    const body = source.pipe(limiter);
    source.on('error', (error) => limiter.destroy(error));
    limiter.on('close', () => void agent.close().catch(() => {}));
    return {
      finalUrl: url.toString(),
      status: response.status,
      contentType: response.headers.get('content-type')?.split(';')[0]?.trim() ?? 'application/octet-stream',
      contentLength,
      body,
    };
  }
  throw new AppError(-1, 'Too many redirects.', 400);
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

/**
 * A video from a web page (issue #17 item 8): the media URL behind a page URL, and the page's title.
 * - A page we fetched ourselves (through the SSRF-safe fetcher) is read for `og:video` (and its :url/:secure_url),
 *   `twitter:player:stream`, and `<video src>` / `<video><source src>`: no other program involved.
 * - Otherwise yt-dlp (Debian package) extracts the media URL of a known site (YouTube, Vimeo …) with
 *   `--dump-json --skip-download`: it only reads the site's pages; the media itself is always downloaded by our
 *   fetcher, which checks every host and redirect. yt-dlp's generic extractor is excluded (`--ies default,-generic`):
 *   it would follow whatever a hostile page embeds to any address, and reading `<video>`/`og:video` is done above.
 * A site that refuses (sign-in wall, bot check, an extractor out of date, no video) gets one clear message.
 */
import { spawn } from 'node:child_process';
import { superviseProcess } from '#server/media/subprocess';
import { ToolError } from '../errors';
import { refusals } from '#contract/refusals';

export const SITE_REFUSED_MESSAGE = refusals.siteRefused;

export interface PageMedia {
  /** Absolute http(s) URL of the media file, or undefined when the page names none. */
  mediaUrl?: string;
  title?: string;
  /** Headers the site wants on the media request (from yt-dlp: User-Agent, Referer). */
  headers?: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The attributes of one HTML tag (`<meta property="og:video" content="…">`), names lower-cased. */
function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/g))
    out[match[1]!.toLowerCase()] = decodeEntities(match[3] ?? match[4] ?? match[5] ?? '');
  return out;
}

function absoluteHttpUrl(raw: string | undefined, base: string): string | undefined {
  if (!raw?.trim()) return undefined;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

const clean = (title: string | undefined) => {
  const text = title?.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, 200) : undefined;
};

/** Reads a page's video URL and title from its HTML (pure; `pageUrl` resolves relative links). */
export function readPageMedia(html: string, pageUrl: string): PageMedia {
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => attributes(m[0]));
  const meta = (...names: string[]) => {
    for (const name of names) {
      const found = metas.find((m) => (m.property ?? m.name)?.toLowerCase() === name && m.content?.trim());
      if (found) return found.content;
    }
    return undefined;
  };
  const videoTags = [...html.matchAll(/<video\b[^>]*>([\s\S]*?)<\/video>/gi)];
  const fromVideo = videoTags
    .flatMap((m) => [
      attributes(m[0].slice(0, m[0].indexOf('>') + 1)).src,
      ...[...m[1]!.matchAll(/<source\b[^>]*>/gi)].map((s) => attributes(s[0]).src),
    ])
    .find((src) => absoluteHttpUrl(src, pageUrl));
  const mediaUrl =
    absoluteHttpUrl(meta('og:video:secure_url', 'og:video:url', 'og:video'), pageUrl) ??
    absoluteHttpUrl(meta('twitter:player:stream'), pageUrl) ??
    absoluteHttpUrl(fromVideo, pageUrl);
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const title = clean(meta('og:title', 'twitter:title') ?? (titleTag ? decodeEntities(titleTag) : undefined));
  return { ...(mediaUrl ? { mediaUrl } : {}), ...(title ? { title } : {}) };
}

/** Hosts whose pages go straight to yt-dlp (fetching the page ourselves would only find a player). */
const VIDEO_SITES = [
  'youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'vimeo.com',
  'dailymotion.com',
  'dai.ly',
  'twitch.tv',
  'tiktok.com',
  'x.com',
  'twitter.com',
  'facebook.com',
  'fb.watch',
  'instagram.com',
  'soundcloud.com',
  'ted.com',
  'bilibili.com',
  'rumble.com',
  'streamable.com',
];

export function isVideoSite(url: string): boolean {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return VIDEO_SITES.some((site) => host === site || host.endsWith(`.${site}`));
  } catch {
    return false;
  }
}

interface YtDlpInfo {
  url?: unknown;
  title?: unknown;
  protocol?: unknown;
  http_headers?: unknown;
  requested_downloads?: Array<{ url?: unknown; protocol?: unknown; http_headers?: unknown }>;
}

/** The media URL in yt-dlp's `--dump-json` line: a single http(s) file (not a stream playlist), or undefined. */
export function mediaFromYtDlpJson(json: string): PageMedia {
  let info: YtDlpInfo;
  try {
    info = JSON.parse(json.trim().split('\n').at(-1) ?? '') as YtDlpInfo;
  } catch {
    return {};
  }
  const chosen = info.requested_downloads?.[0] ?? info;
  const url = typeof chosen.url === 'string' ? chosen.url : typeof info.url === 'string' ? info.url : undefined;
  const protocol = typeof chosen.protocol === 'string' ? chosen.protocol : 'https';
  const title = clean(typeof info.title === 'string' ? info.title : undefined);
  const rawHeaders = (chosen.http_headers ?? info.http_headers) as Record<string, unknown> | undefined;
  const headers: Record<string, string> = {};
  for (const name of ['User-Agent', 'Referer'])
    if (typeof rawHeaders?.[name] === 'string') headers[name] = rawHeaders[name];
  const mediaUrl = /^https?$/.test(protocol) ? absoluteHttpUrl(url, 'http://invalid') : undefined;
  return { ...(mediaUrl ? { mediaUrl, headers } : {}), ...(title ? { title } : {}) };
}

/**
 * Asks yt-dlp for the media URL of a page (no download). Any refusal — the site's or yt-dlp's — is the one message
 * users read; what yt-dlp said goes to the log only (`ToolError.detail`).
 */
export function extractWithYtDlp(
  pageUrl: string,
  options: { binary?: string; timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<PageMedia> {
  const binary = options.binary ?? 'yt-dlp';
  return new Promise((resolve, reject) => {
    const child = spawn(
      binary,
      [
        '--dump-json',
        '--skip-download',
        '--no-playlist',
        '--no-warnings',
        '--no-progress',
        '--ignore-config',
        '--no-cache-dir',
        '--ies',
        'default,-generic',
        '--socket-timeout',
        '20',
        // One file with sound (and picture when there is one) over plain HTTP: our fetcher downloads it.
        '-f',
        'best[acodec!=none][protocol^=http][protocol!*=m3u8]/bestaudio[protocol^=http][protocol!*=m3u8]/best',
        '--',
        pageUrl,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const supervision = superviseProcess(child, { timeoutMs: options.timeoutMs ?? 60_000, signal: options.signal });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (stdout.length < 4_000_000) stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', (error) => reject(new ToolError(SITE_REFUSED_MESSAGE, `yt-dlp could not run: ${error.message}`)));
    child.on('close', (code) => {
      if (supervision.aborted) return reject(options.signal?.reason ?? new Error('aborted'));
      if (supervision.timedOut) return reject(new ToolError(SITE_REFUSED_MESSAGE, 'yt-dlp timed out'));
      const media = code === 0 ? mediaFromYtDlpJson(stdout) : {};
      if (!media.mediaUrl)
        return reject(new ToolError(SITE_REFUSED_MESSAGE, `yt-dlp exit ${code}: ${stderr.trim().slice(-500)}`));
      resolve(media);
    });
  });
}

/**
 * The media processing pipeline, run by the `library.process-media` job:
 *   creating_task    — bring the source into our storage: an upload is already there (resolved from its URL,
 *                      never fetched over HTTP); a URL is downloaded with the SSRF-safe fetcher — a web page's video
 *                      (og:video, <video>, or the media URL yt-dlp extracts for a video site) the same way.
 *   processing_media — probe (ffprobe), thumbnail (ffmpeg), 16 kHz mono WAV, transcript (speech provider).
 * Each step is skipped when its result is already stored, so a job that runs again after a crash resumes where
 * the last one stopped. Status and progress are persisted and published on the event bus as they change.
 * Credits reserved at creation are settled on success and refunded on failure (each exactly once).
 */
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import type { TranscriptSegment } from '#contract/library';
import { mediaTasks } from '#server/db/schema';
import { AppError } from '#server/errors';
import {
  FfmpegError,
  FfmpegTimeoutError,
  MEDIA_TIMEOUT_MESSAGE,
  NotSelfContainedError,
  probedInput,
  probeMedia,
  runFfmpeg,
  type ProbeResult,
} from '#server/media/ffmpeg';
import { checkUrl, safeFetch } from '#server/net/safe-fetch';
import {
  extractWithYtDlp,
  isVideoSite,
  readPageMedia,
  SITE_REFUSED_MESSAGE,
  type PageMedia,
} from '#server/providers/media/page-media';
import { speechProvider } from '#server/providers/speech';
import { sentencesFromSegments } from '#server/providers/speech/sentences';
import type { Logger } from '#server/logger';
import type { Services } from '#server/services';
import { datedKey } from '#server/storage/storage';
import { putOwnedFile, resolveOwnStorageUrl } from '../files/stored-files';
import { notifyTaskFinished } from '../notifications/notify';
import { publishTask } from './events';
import type { JobDefinition } from '#server/jobs/types';
import { ToolError } from '#server/providers/errors';
import {
  failTask as failKernelTask,
  isTerminalTaskStatus,
  runTask,
  TaskAbortedError,
  TaskGoneError,
  taskJobDefinition,
  type TaskStore,
} from '#server/tasks/kernel';
import { processMediaJob, MEDIA_RETRY_LIMIT } from './job';
import { getTask, titleFromUrl, type MediaTaskRow } from './tasks';
import { refusals } from '#contract/refusals';

/** Progress bands of each stage (percent). */
const P = { downloaded: 30, probed: 33, thumbnail: 37, audio: 45, transcribed: 99 } as const;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
/** The first 2 MB of a page (enough for its head and video tags), as text. */
async function readHtml(body: NodeJS.ReadableStream & { destroy: () => void }): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(buffer);
      size += buffer.length;
      if (size >= 2 * 1024 * 1024) break;
    }
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks).toString('utf8');
}

const EXTENSION_BY_CONTENT_TYPE: Record<string, string> = {
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
  'video/x-matroska': '.mkv',
  'audio/mpeg': '.mp3',
  'audio/mp4': '.m4a',
  'audio/wav': '.wav',
  'audio/x-wav': '.wav',
  'audio/ogg': '.ogg',
  'audio/webm': '.webm',
};

interface RunOptions {
  /** No retry left: a transient error fails the task instead of going back to the queue. */
  finalAttempt?: boolean;
}

/** What the media tasks look like to the task kernel. */
export const mediaTaskStore: TaskStore<MediaTaskRow> = {
  table: 'media_tasks',
  job: processMediaJob,
  genericFailure: 'Processing failed. Please try again.',
  startFailure: 'Failed to start video processing.',
  load: (services, taskId) => getTask(services.db, taskId).then((row) => row ?? undefined),
  claim: async (services, taskId) => {
    const row = await getTask(services.db, taskId);
    return row && !isTerminalTaskStatus(row.status) ? row : undefined;
  },
  markFailed: async (services, taskId, reason) => {
    const [row] = await services.db
      .update(mediaTasks)
      .set({ status: 'no', errorReason: reason, updatedAt: new Date() })
      .where(and(eq(mediaTasks.id, taskId), inArray(mediaTasks.status, ['queuing', 'processing'])))
      .returning();
    if (row) await publishTask(services, row);
    return Boolean(row);
  },
  finished: async (services, taskId, outcome) => {
    const row = await getTask(services.db, taskId);
    if (!row) return;
    await notifyTaskFinished(services, {
      userId: row.userId,
      kind: 'import',
      title: row.title,
      outcome,
      failure: row.errorReason,
      path: `/my-tasks?task=${encodeURIComponent(taskId)}`,
    });
  },
};

/** The job definition with its handler and sweep (assembled at the composition root). */
export function libraryJobs(services: Services): JobDefinition[] {
  return [
    taskJobDefinition(services, mediaTaskStore, (taskId, { retryCount }) =>
      runMediaTask(services, taskId, { finalAttempt: retryCount >= MEDIA_RETRY_LIMIT }),
    ),
  ];
}

/**
 * Processes one task to its end. Throws only for transient errors the job should retry; permanent failures are
 * recorded on the task by the kernel (status `no`, a message the user may read, credits refunded).
 */
async function runMediaTask(services: Services, taskId: string, options: RunOptions = {}): Promise<void> {
  await runTask(
    services,
    mediaTaskStore,
    taskId,
    {
      // Ours (a ToolError or AppError) are final; anything else (network, disk, an engine hiccup) is retried.
      isTransient: (error) => !(error instanceof ToolError || error instanceof AppError),
      finalAttempt: options.finalAttempt ?? false,
    },
    async ({ task, signal: kernelSignal, log }) => {
      // Stopped by the kernel (a delete in this process, a shutdown) or by the tracker: a progress write that finds
      // the row gone means the task was deleted, possibly by another process, and the engines must stop now.
      const gone = new AbortController();
      const signal = AbortSignal.any([kernelSignal, gone.signal]);
      const tracker = new ProgressTracker(services, task, signal, () => gone.abort(new TaskGoneError()));
      const workDir = await fs.mkdtemp(path.join(os.tmpdir(), `atelier-media-${task.id}-`));
      try {
        let current = task;
        if (current.status === 'queuing') current = await tracker.update({ status: 'processing' });
        if (!current.videoKey) current = await stageSource(services, current, tracker, workDir, signal);
        if (current.processingStep !== 'processing_media') {
          current = await tracker.update({
            processingStep: 'processing_media',
            progress: Math.max(current.progress, P.downloaded),
          });
        }
        current = await processMedia(services, current, tracker, workDir, signal, log);
        await complete(services, current, tracker);
      } catch (error) {
        // A stop shows as whatever the engine saw (an abort, a killed process): report the stop itself.
        if (gone.signal.aborted) throw gone.signal.reason;
        throw error;
      } finally {
        await fs.rm(workDir, { recursive: true, force: true });
      }
    },
  );
}

/** Fails (refunding) a media task unless it already finished. */
export async function failTask(services: Services, taskId: string, reason: string): Promise<void> {
  await failKernelTask(services, mediaTaskStore, taskId, reason);
}

/** Persists status/progress changes (throttled for progress) and publishes each persisted change. */
class ProgressTracker {
  private lastWrite = 0;
  private writing: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly services: Services,
    private row: MediaTaskRow,
    private readonly signal: AbortSignal,
    private readonly onGone: () => void,
  ) {}

  get task(): MediaTaskRow {
    return this.row;
  }

  async update(patch: Partial<typeof mediaTasks.$inferInsert>): Promise<MediaTaskRow> {
    if (this.signal.aborted) throw new TaskAbortedError();
    await this.writing;
    const [row] = await this.services.db
      .update(mediaTasks)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(mediaTasks.id, this.row.id))
      .returning();
    if (!row) {
      this.onGone();
      throw new TaskGoneError();
    }
    this.row = row;
    await publishTask(this.services, row);
    return row;
  }

  /** Progress inside a band; written at most every 400 ms and only when the integer percent grows. */
  progress(from: number, to: number, fraction: number): void {
    const value = Math.floor(from + (to - from) * Math.max(0, Math.min(1, fraction)));
    const now = Date.now();
    if (value <= this.row.progress || now - this.lastWrite < 400 || this.signal.aborted) return;
    this.lastWrite = now;
    this.writing = this.update({ progress: value }).catch(() => {});
  }
}

async function stageSource(
  services: Services,
  task: MediaTaskRow,
  tracker: ProgressTracker,
  workDir: string,
  signal: AbortSignal,
): Promise<MediaTaskRow> {
  const { env } = services;
  // An upload of the task's owner: already in our storage, used where it is (the import took it over at creation).
  // Its signature was checked then; the job may run after it expired, the owner is checked again.
  const own = await resolveOwnStorageUrl(services, task.userId, task.sourceUrl, { requireSignature: false }).catch(
    (error: unknown) => {
      throw error instanceof AppError ? new ToolError(refusals.uploadGone) : error;
    },
  );
  if (own) return tracker.update({ videoKey: own.key, size: own.size, progress: P.downloaded });
  const file = path.join(workDir, 'source');
  const maxBytes = Math.floor(env.FETCH_MAX_MB * 1024 * 1024);
  const fetchOptions = { allowlist: env.FETCH_ALLOWLIST, maxBytes, timeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000 };
  // A page of a video site: yt-dlp finds the media URL (it downloads nothing); our fetcher downloads it.
  let page: PageMedia = {};
  if (isVideoSite(task.sourceUrl)) {
    checkUrl(task.sourceUrl, env.FETCH_ALLOWLIST);
    page = await extractWithYtDlp(task.sourceUrl, { signal, timeoutMs: 90_000 });
  }
  // safeFetch (not safeDownload) so the download reports progress; the SSRF checks are the same.
  let response = await safeFetch(page.mediaUrl ?? task.sourceUrl, { ...fetchOptions, headers: page.headers });
  if (HTML_TYPES.has(response.contentType)) {
    // Any other web page: its og:video or <video>, else yt-dlp for a site it knows; the title from the page.
    const html = await readHtml(response.body);
    const found = readPageMedia(html, response.finalUrl);
    const media = found.mediaUrl ? found : await extractWithYtDlp(response.finalUrl, { signal, timeoutMs: 90_000 });
    page = { ...media, title: found.title ?? media.title };
    response = await safeFetch(media.mediaUrl!, { ...fetchOptions, headers: media.headers });
    if (HTML_TYPES.has(response.contentType)) {
      response.body.destroy();
      throw new ToolError(SITE_REFUSED_MESSAGE, `the page's video URL answered ${response.contentType}`);
    }
  }
  // The page's own title replaces the one made from the URL ("watch"), never a title the user gave.
  if (page.title && task.title === titleFromUrl(task.sourceUrl)) await tracker.update({ title: page.title });
  let received = 0;
  response.body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (response.contentLength) tracker.progress(1, P.downloaded - 1, received / response.contentLength);
  });
  try {
    await pipeline(response.body, createWriteStream(file), { signal });
  } catch (error) {
    if (signal.aborted) throw new TaskAbortedError();
    throw error instanceof AppError ? error : new ToolError(refusals.notDownloadable);
  }
  const downloaded = { size: received, contentType: response.contentType, finalUrl: response.finalUrl };
  if (signal.aborted) throw new TaskAbortedError();
  // The content type comes from the remote server: only own keys count (not `constructor` and the like).
  const extension =
    (Object.hasOwn(EXTENSION_BY_CONTENT_TYPE, downloaded.contentType)
      ? EXTENSION_BY_CONTENT_TYPE[downloaded.contentType]
      : undefined) ??
    (path.extname(new URL(downloaded.finalUrl).pathname).slice(0, 6) || '.bin');
  const key = datedKey('private/media', extension);
  const fileHandle = await fs.open(file);
  try {
    await putOwnedFile(services, { userId: task.userId, taskId: task.id }, key, fileHandle.createReadStream(), {
      contentType:
        downloaded.contentType.startsWith('video/') || downloaded.contentType.startsWith('audio/')
          ? downloaded.contentType
          : 'application/octet-stream',
    });
  } finally {
    await fileHandle.close();
  }
  return tracker.update({ videoKey: key, size: downloaded.size, progress: P.downloaded });
}

async function processMedia(
  services: Services,
  task: MediaTaskRow,
  tracker: ProgressTracker,
  workDir: string,
  signal: AbortSignal,
  log: Logger,
): Promise<MediaTaskRow> {
  const { env, storage } = services;
  const local = await storage.toLocalFile(task.videoKey!);
  try {
    let current = task;
    // 1. Probe: only self-contained containers, no longer than MEDIA_MAX_DURATION_SECONDS.
    if (!current.metadata) {
      const probe = await probeSource(local.path, env.FFPROBE_PATH, signal);
      const hasVideo = probe.streams.some((s) => s.codec_type === 'video');
      const hasAudio = probe.streams.some((s) => s.codec_type === 'audio');
      if (!hasVideo && !hasAudio) throw new ToolError(refusals.noStreams);
      if (probe.duration > env.MEDIA_MAX_DURATION_SECONDS)
        throw new ToolError(tooLongMessage(hasVideo ? 'video' : 'recording', env.MEDIA_MAX_DURATION_SECONDS));
      const video = probe.streams.find((s) => s.codec_type === 'video');
      const metadata: MediaMetadata = {
        format: probe.formatName,
        bitRate: probe.bitRate,
        hasAudio,
        hasVideo,
        width: video?.width ?? null,
        height: video?.height ?? null,
        videoDuration: video?.duration ? Number(video.duration) || null : null,
        streams: probe.streams.map((s) => ({ index: s.index, type: s.codec_type, codec: s.codec_name ?? null })),
      };
      current = await tracker.update({
        duration: Math.round(probe.duration * 100) / 100,
        size: probe.size || current.size,
        type: hasVideo ? 'video' : 'audio',
        metadata,
        progress: Math.max(current.progress, P.probed),
      });
    }
    const metadata = current.metadata as MediaMetadata;
    const duration = current.duration ?? 0;
    // Every later run reads the file with the demuxer the probe found (a task probed before this rule: again).
    const input = probedInput(
      local.path,
      metadata.format ? { formatName: metadata.format } : await probeSource(local.path, env.FFPROBE_PATH, signal),
    );

    // 2. Thumbnail (video only). Never a reason to fail the import.
    if (!current.thumbnailKey && metadata.hasVideo) {
      const thumbnail = await makeThumbnail(services, local.path, metadata, duration, workDir, signal, log);
      if (thumbnail) {
        const key = datedKey('private/thumbnails', '.jpg');
        await putOwnedFile(services, { userId: task.userId, taskId: task.id }, key, thumbnail, {
          contentType: 'image/jpeg',
        });
        current = await tracker.update({ thumbnailKey: key, progress: Math.max(current.progress, P.thumbnail) });
      }
    }

    // 3. Transcript: 16 kHz mono WAV, then the speech provider.
    if (!current.transcript) {
      let transcript: TranscriptSegment[] = [];
      if (metadata.hasAudio) {
        const wav = path.join(workDir, 'audio.wav');
        await runFfmpeg([...input, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav], {
          ffmpegPath: env.FFMPEG_PATH,
          totalSeconds: duration || undefined,
          onProgress: (fraction) => tracker.progress(P.thumbnail, P.audio, fraction),
          signal,
        }).catch((error: unknown) => {
          throw error instanceof FfmpegTimeoutError ? new ToolError(MEDIA_TIMEOUT_MESSAGE, error.message) : error;
        });
        await tracker.update({ progress: Math.max(tracker.task.progress, P.audio) });
        const recognised = await speechProvider(services).transcribe(wav, {
          durationSeconds: duration || undefined,
          language: current.language ?? undefined,
          onProgress: (fraction) => tracker.progress(P.audio, P.transcribed, fraction),
          signal,
        });
        // Readable sentences (punctuation, capitals, split at pauses) with the words' timings kept.
        transcript = sentencesFromSegments(recognised);
      }
      if (signal.aborted) throw new TaskAbortedError();
      current = await tracker.update({ transcript, progress: Math.max(tracker.task.progress, P.transcribed) });
    }
    return current;
  } finally {
    await local.cleanup();
  }
}

type MediaMetadata = {
  format?: string;
  bitRate?: number | null;
  hasAudio?: boolean;
  hasVideo?: boolean;
  width?: number | null;
  height?: number | null;
  /** The video stream's own length: it may be much shorter than the file's (1 s of video over 17 s of audio). */
  videoDuration?: number | null;
  streams?: Array<{ index: number; type: string; codec: string | null }>;
};

/** The probe, with its refusals turned into messages the user may read. */
async function probeSource(file: string, ffprobePath: string, signal: AbortSignal): Promise<ProbeResult> {
  try {
    return await probeMedia(file, { ffprobePath, signal });
  } catch (error) {
    if (error instanceof NotSelfContainedError) throw new ToolError(error.message, error.stderr);
    if (error instanceof FfmpegTimeoutError) throw new ToolError(MEDIA_TIMEOUT_MESSAGE, error.message);
    if (error instanceof FfmpegError) throw new ToolError(refusals.notMedia);
    throw error;
  }
}

/** 'This video is longer than 3 hours, the longest we process. …' */
function tooLongMessage(kind: 'video' | 'recording', maxSeconds: number): string {
  const limit =
    maxSeconds % 3600 === 0
      ? `${maxSeconds / 3600} hour${maxSeconds === 3600 ? '' : 's'}`
      : maxSeconds % 60 === 0
        ? `${maxSeconds / 60} minute${maxSeconds === 60 ? '' : 's'}`
        : `${maxSeconds} seconds`;
  return `This ${kind} is longer than ${limit}, the longest we process. Please trim it and try again.`;
}

/**
 * A 640 px JPEG of a frame a little into the video — seeking within the video stream's own length, since a seek
 * past its end yields no frame — or of the first frame when that fails. Undefined (logged) when neither works:
 * the import goes on without a thumbnail. Only a stop (delete, shutdown) is thrown.
 */
async function makeThumbnail(
  services: Services,
  file: string,
  metadata: MediaMetadata,
  duration: number,
  workDir: string,
  signal: AbortSignal,
  log: Logger,
): Promise<Buffer | undefined> {
  const videoLength = metadata.videoDuration || duration;
  const seeks = videoLength > 2 ? [Math.min(videoLength / 3, 5), 0] : [0];
  const input = probedInput(file, { formatName: metadata.format ?? '' });
  for (const [attempt, at] of seeks.entries()) {
    const thumb = path.join(workDir, `thumbnail-${attempt}.jpg`);
    try {
      await runFfmpeg(
        [
          ...(at > 0 ? ['-ss', at.toFixed(2)] : []),
          ...input,
          '-frames:v',
          '1',
          '-vf',
          'scale=640:-2',
          '-q:v',
          '4',
          thumb,
        ],
        { ffmpegPath: services.env.FFMPEG_PATH, timeoutMs: 60_000, signal },
      );
      const bytes = await fs.readFile(thumb);
      if (bytes.length > 0) return bytes;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      log.warn({ err: error, at }, 'thumbnail frame failed');
    }
  }
  log.warn('no thumbnail: no frame could be decoded');
  return undefined;
}

async function complete(services: Services, task: MediaTaskRow, tracker: ProgressTracker): Promise<void> {
  if (task.reservationId) await services.credits.settle(task.reservationId);
  await tracker.update({ status: 'ok', progress: 100, errorReason: null });
}

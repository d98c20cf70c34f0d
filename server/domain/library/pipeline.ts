/**
 * The media processing pipeline, run by the `library.process-media` job:
 *   creating_task    — bring the source into our storage: an upload is already there (resolved from its URL,
 *                      never fetched over HTTP); a URL is downloaded with the SSRF-safe fetcher.
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
import { FfmpegError, probeMedia, runFfmpeg } from '#server/media/ffmpeg';
import { safeFetch } from '#server/net/safe-fetch';
import { speechProvider } from '#server/providers/speech';
import type { Services } from '#server/services';
import { datedKey, storageKeyFromUrl } from '#server/storage/storage';
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
import { getTask, type MediaTaskRow } from './tasks';

/** Progress bands of each stage (percent). */
const P = { downloaded: 30, probed: 33, thumbnail: 37, audio: 45, transcribed: 99 } as const;

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

export interface RunOptions {
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
export async function runMediaTask(services: Services, taskId: string, options: RunOptions = {}): Promise<void> {
  await runTask(
    services,
    mediaTaskStore,
    taskId,
    {
      // Ours (a ToolError or AppError) are final; anything else (network, disk, an engine hiccup) is retried.
      isTransient: (error) => !(error instanceof ToolError || error instanceof AppError),
      finalAttempt: options.finalAttempt ?? false,
    },
    async ({ task, signal }) => {
      const tracker = new ProgressTracker(services, task, signal);
      const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-media-'));
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
        current = await processMedia(services, current, tracker, workDir, signal);
        await complete(services, current, tracker);
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
    if (!row) throw new TaskGoneError();
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
  const { env, storage } = services;
  const ownKey = storageKeyFromUrl(task.sourceUrl, env.PUBLIC_URL, env.S3_PUBLIC_URL);
  if (ownKey) {
    // An uploaded file: already in our storage, used where it is.
    const stat = await storage.stat(ownKey);
    if (!stat) throw new ToolError('The uploaded file is no longer available.');
    return tracker.update({ videoKey: ownKey, size: stat.size, progress: P.downloaded });
  }
  const file = path.join(workDir, 'source');
  const maxBytes = Math.floor(env.FETCH_MAX_MB * 1024 * 1024);
  // safeFetch (not safeDownload) so the download reports progress; the SSRF checks are the same.
  const response = await safeFetch(task.sourceUrl, {
    allowlist: env.FETCH_ALLOWLIST,
    maxBytes,
    timeoutMs: env.FETCH_TIMEOUT_SECONDS * 1000,
  });
  let received = 0;
  response.body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (response.contentLength) tracker.progress(1, P.downloaded - 1, received / response.contentLength);
  });
  try {
    await pipeline(response.body, createWriteStream(file), { signal });
  } catch (error) {
    if (signal.aborted) throw new TaskAbortedError();
    throw error instanceof AppError ? error : new ToolError('Could not download the media from this URL.');
  }
  const downloaded = { size: received, contentType: response.contentType, finalUrl: response.finalUrl };
  if (signal.aborted) throw new TaskAbortedError();
  // The content type comes from the remote server: only own keys count (not `constructor` and the like).
  const extension =
    (Object.hasOwn(EXTENSION_BY_CONTENT_TYPE, downloaded.contentType)
      ? EXTENSION_BY_CONTENT_TYPE[downloaded.contentType]
      : undefined) ??
    (path.extname(new URL(downloaded.finalUrl).pathname).slice(0, 6) || '.bin');
  const key = datedKey('media', extension);
  const fileHandle = await fs.open(file);
  try {
    await storage.put(key, fileHandle.createReadStream(), {
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
): Promise<MediaTaskRow> {
  const { env, storage } = services;
  const local = await storage.toLocalFile(task.videoKey!);
  try {
    let current = task;
    // 1. Probe.
    if (!current.metadata) {
      let probe: Awaited<ReturnType<typeof probeMedia>>;
      try {
        probe = await probeMedia(local.path, env.FFPROBE_PATH);
      } catch (error) {
        if (error instanceof FfmpegError) throw new ToolError('This file is not a readable video or audio file.');
        throw error;
      }
      const hasVideo = probe.streams.some((s) => s.codec_type === 'video');
      const hasAudio = probe.streams.some((s) => s.codec_type === 'audio');
      if (!hasVideo && !hasAudio) throw new ToolError('This file has no video or audio stream.');
      const video = probe.streams.find((s) => s.codec_type === 'video');
      current = await tracker.update({
        duration: Math.round(probe.duration * 100) / 100,
        size: probe.size || current.size,
        type: hasVideo ? 'video' : 'audio',
        metadata: {
          format: probe.formatName,
          bitRate: probe.bitRate,
          hasAudio,
          hasVideo,
          width: video?.width ?? null,
          height: video?.height ?? null,
          streams: probe.streams.map((s) => ({ index: s.index, type: s.codec_type, codec: s.codec_name ?? null })),
        },
        progress: Math.max(current.progress, P.probed),
      });
    }
    const metadata = current.metadata as { hasAudio?: boolean; hasVideo?: boolean };
    const duration = current.duration ?? 0;

    // 2. Thumbnail (video only): a frame a little into the video, 640 px wide.
    if (!current.thumbnailKey && metadata.hasVideo) {
      const thumb = path.join(workDir, 'thumbnail.jpg');
      const at = duration > 2 ? Math.min(duration / 3, 5) : 0;
      await runFfmpeg(
        ['-ss', at.toFixed(2), '-i', local.path, '-frames:v', '1', '-vf', 'scale=640:-2', '-q:v', '4', thumb],
        {
          ffmpegPath: env.FFMPEG_PATH,
          timeoutMs: 60_000,
          signal,
        },
      );
      const key = datedKey('thumbnails', '.jpg');
      await storage.put(key, await fs.readFile(thumb), { contentType: 'image/jpeg' });
      current = await tracker.update({ thumbnailKey: key, progress: Math.max(current.progress, P.thumbnail) });
    }

    // 3. Transcript: 16 kHz mono WAV, then the speech provider.
    if (!current.transcript) {
      let transcript: TranscriptSegment[] = [];
      if (metadata.hasAudio) {
        const wav = path.join(workDir, 'audio.wav');
        await runFfmpeg(['-i', local.path, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', wav], {
          ffmpegPath: env.FFMPEG_PATH,
          totalSeconds: duration || undefined,
          onProgress: (fraction) => tracker.progress(P.thumbnail, P.audio, fraction),
          timeoutMs: 30 * 60_000,
          signal,
        });
        await tracker.update({ progress: Math.max(tracker.task.progress, P.audio) });
        transcript = await speechProvider(services).transcribe(wav, {
          durationSeconds: duration || undefined,
          onProgress: (fraction) => tracker.progress(P.audio, P.transcribed, fraction),
          signal,
          language: 'en',
        });
      }
      if (signal.aborted) throw new TaskAbortedError();
      current = await tracker.update({ transcript, progress: Math.max(tracker.task.progress, P.transcribed) });
    }
    return current;
  } finally {
    await local.cleanup();
  }
}

async function complete(services: Services, task: MediaTaskRow, tracker: ProgressTracker): Promise<void> {
  if (task.reservationId) await services.credits.settle(task.reservationId);
  await tracker.update({ status: 'ok', progress: 100, errorReason: null });
}

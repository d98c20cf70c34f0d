/**
 * ffmpeg and ffprobe (the system binaries, paths from FFMPEG_PATH / FFPROBE_PATH) with progress reporting.
 * Shared by the video tools and the media library.
 *
 * Safety at the edge (issue #15): user files are hostile. Every run has a time limit (./subprocess.ts). Inputs are
 * read only through the `file` protocol and only by demuxers of self-contained containers: a playlist (HLS),
 * a concat list or an image sequence would make ffmpeg open other files or URLs — any file on the server, or
 * a live playlist that never ends. probeMedia refuses them with NOT_SELF_CONTAINED_MESSAGE; runFfmpeg adds
 * `-protocol_whitelist file` to every input and a demuxer allow-list to every input the caller did not force.
 */
import { spawn } from 'node:child_process';
import { scaledTimeoutMs, superviseProcess } from './subprocess';
import { refusals } from '#contract/refusals';

/** What a user reads when their file is a playlist or anything else that refers to other files. */
export const NOT_SELF_CONTAINED_MESSAGE = refusals.notSelfContained;

/** What a user reads when an engine ran out of time on their file. */
export const MEDIA_TIMEOUT_MESSAGE = refusals.mediaTimeout;

/**
 * Demuxers of self-contained media containers (ffmpeg's names; `mov` is the MP4/M4A/3GP family, `matroska` covers
 * WebM). None of them opens another file or URL (the mov demuxer's external references are off by default).
 */
const SELF_CONTAINED_DEMUXERS = [
  'mov',
  'matroska',
  'avi',
  'mp3',
  'wav',
  'w64',
  'ogg',
  'flac',
  'aac',
  'mpegts',
  'mpeg',
  'flv',
  'asf',
  'aiff',
  'caf',
  'amr',
] as const;

/** Single still images (our own temp files, never named as a sequence pattern), for image inputs. */
const STILL_IMAGE_DEMUXERS = ['image2', 'png_pipe', 'jpeg_pipe', 'webp_pipe', 'bmp_pipe', 'tiff_pipe', 'gif'];

/** What runFfmpeg lets ffmpeg pick for an input the caller did not force with `-f`. */
const AUTO_INPUT_DEMUXERS = [...SELF_CONTAINED_DEMUXERS, ...STILL_IMAGE_DEMUXERS].join(',');

/** How long ffprobe may take (it reads headers, a few MB at most). */
const PROBE_TIMEOUT_MS = 20_000;

/** A time limit for transcoding `inputSeconds` of media: at least a minute, plus 4 s per second of input. */
function transcodeTimeoutMs(inputSeconds: number | undefined): number {
  return scaledTimeoutMs(inputSeconds, 4_000, 60_000);
}

/** Without a duration to scale by. */
const DEFAULT_RUN_TIMEOUT_MS = 10 * 60_000;

/** True when ffprobe's format name (e.g. `mov,mp4,m4a,3gp,3g2,mj2`) is a self-contained container. */
function isSelfContainedFormat(formatName: string): boolean {
  return formatName.split(',').some((name) => (SELF_CONTAINED_DEMUXERS as readonly string[]).includes(name));
}

/** `-f <demuxer> -i <file>`: read `file` with the demuxer its probe found (nothing is guessed twice). */
export function probedInput(file: string, probe: Pick<ProbeResult, 'formatName'>): string[] {
  const demuxer = probe.formatName
    .split(',')
    .find((name) => (SELF_CONTAINED_DEMUXERS as readonly string[]).includes(name));
  if (!demuxer) throw new NotSelfContainedError();
  return ['-f', demuxer, '-i', file];
}

/**
 * `args` with `-protocol_whitelist file` before every input, and the demuxer allow-list before every input that
 * has no `-f` of its own (options given for an input stand between the previous input and its `-i`).
 */
export function guardInputs(args: readonly string[]): string[] {
  const guarded: string[] = [];
  let optionsStart = 0;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '-i' && i + 1 < args.length) {
      const own = args.slice(optionsStart, i);
      if (!own.includes('-protocol_whitelist')) guarded.push('-protocol_whitelist', 'file');
      if (!own.includes('-f') && !own.includes('-format_whitelist'))
        guarded.push('-format_whitelist', AUTO_INPUT_DEMUXERS);
      guarded.push('-i', args[i + 1]!);
      i++;
      optionsStart = i + 1;
      continue;
    }
    guarded.push(args[i]!);
  }
  return guarded;
}

interface ProbeStream {
  index: number;
  codec_type: 'video' | 'audio' | 'subtitle' | 'data' | string;
  codec_name?: string;
  width?: number;
  height?: number;
  duration?: string;
  r_frame_rate?: string;
  sample_rate?: string;
  channels?: number;
}

export interface ProbeResult {
  duration: number;
  size: number;
  formatName: string;
  bitRate: number | null;
  streams: ProbeStream[];
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** The engine ran past its time limit and was stopped. */
export class FfmpegTimeoutError extends FfmpegError {
  constructor(tool: string, timeoutMs: number, stderr = '') {
    super(`${tool} timed out after ${Math.round(timeoutMs / 1000)} s`, stderr);
    this.name = 'FfmpegTimeoutError';
  }
}

/** The input is a playlist, a list or another format that opens more than its own file. */
export class NotSelfContainedError extends FfmpegError {
  constructor(stderr = '') {
    super(NOT_SELF_CONTAINED_MESSAGE, stderr);
    this.name = 'NotSelfContainedError';
  }
}

interface RunFfmpegOptions {
  ffmpegPath?: string;
  /** Length of the output in seconds, to turn ffmpeg's out_time into a 0..1 fraction. */
  totalSeconds?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Default: transcodeTimeoutMs(totalSeconds), or 10 minutes without it. On expiry: SIGTERM, then SIGKILL. */
  timeoutMs?: number;
  /** Between SIGTERM and SIGKILL (./subprocess.ts KILL_GRACE_MS). */
  killGraceMs?: number;
  /** Receives what ffmpeg writes to stdout, for `args` whose output is `pipe:1` (progress is then not reported). */
  onOutput?: (chunk: Buffer) => void;
  /**
   * Text for ffmpeg's stdin (read by an argument such as `-filter_script:v pipe:0`), written when it resolves:
   * ffmpeg can start, and open its input, before the text is known. If it rejects, ffmpeg is stopped and the run
   * rejects with that reason.
   */
  stdin?: Promise<string>;
}

/**
 * Runs ffmpeg with `args` (inputs, filters, output); `-y -hide_banner -nostats -nostdin` are added (stdin is never
 * a keyboard here, only the `stdin` option's text), and `-progress pipe:1` unless the output itself goes to stdout
 * (`onOutput`). Inputs are guarded (`guardInputs`); the run has a time limit; an abort stops ffmpeg.
 */
export function runFfmpeg(args: string[], options: RunFfmpegOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const progress = options.onOutput ? [] : ['-progress', 'pipe:1'];
    const child = spawn(
      options.ffmpegPath ?? 'ffmpeg',
      ['-y', '-hide_banner', '-nostats', '-nostdin', ...progress, ...guardInputs(args)],
      { stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] },
    );
    const timeoutMs =
      options.timeoutMs ?? (options.totalSeconds ? transcodeTimeoutMs(options.totalSeconds) : DEFAULT_RUN_TIMEOUT_MS);
    const supervision = superviseProcess(child, {
      timeoutMs,
      signal: options.signal,
      killGraceMs: options.killGraceMs,
    });
    let stdinFailure: { reason: unknown } | undefined;
    options.stdin?.then(
      (text) => child.stdin?.end(text),
      (reason: unknown) => {
        stdinFailure = { reason };
        child.kill('SIGKILL');
      },
    );
    // ffmpeg may exit (bad input) before it reads its stdin: that is reported by the exit code, not as EPIPE.
    child.stdin?.on('error', () => {});
    let stderr = '';
    let buffered = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-8000);
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (options.onOutput) return options.onOutput(chunk);
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match && options.totalSeconds && options.onProgress) {
          options.onProgress(Math.min(1, Number(match[1]) / 1e6 / options.totalSeconds));
        }
      }
    });
    child.on('error', (error) => {
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new FfmpegError('ffmpeg is not installed (apt-get install ffmpeg, or set FFMPEG_PATH).', '')
          : error,
      );
    });
    child.on('close', (code, signal) => {
      if (stdinFailure) reject(stdinFailure.reason);
      else if (supervision.aborted) reject(abortReason(options.signal));
      else if (supervision.timedOut) reject(new FfmpegTimeoutError('ffmpeg', timeoutMs, stderr));
      else if (/not on whitelist/.test(stderr)) reject(new NotSelfContainedError(stderr));
      else if (code === 0) {
        options.onProgress?.(1);
        resolve();
      } else reject(new FfmpegError(`ffmpeg failed (${signal ?? `exit ${code}`})`, stderr));
    });
  });
}

function abortReason(signal: AbortSignal | undefined): unknown {
  const reason: unknown = signal?.reason;
  return reason instanceof Error
    ? reason
    : Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });
}

interface ProbeOptions {
  ffprobePath?: string;
  /** Default PROBE_TIMEOUT_MS. */
  timeoutMs?: number;
  killGraceMs?: number;
  signal?: AbortSignal;
}

/**
 * Reads duration, size, container and streams of a media file. Only self-contained containers are opened (and only
 * through the `file` protocol): anything else rejects with NotSelfContainedError before ffprobe follows it.
 */
export function probeMedia(file: string, options: ProbeOptions | string = {}): Promise<ProbeResult> {
  const {
    ffprobePath = 'ffprobe',
    timeoutMs = PROBE_TIMEOUT_MS,
    ...rest
  } = typeof options === 'string' ? { ffprobePath: options } : options;
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffprobePath,
      [
        '-v',
        'error',
        '-protocol_whitelist',
        'file',
        '-format_whitelist',
        SELF_CONTAINED_DEMUXERS.join(','),
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        file,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const supervision = superviseProcess(child, { timeoutMs, signal: rest.signal, killGraceMs: rest.killGraceMs });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-8000)));
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new FfmpegError('ffprobe is not installed (apt-get install ffmpeg, or set FFPROBE_PATH).', '')
          : error,
      ),
    );
    child.on('close', (code) => {
      if (supervision.aborted) return reject(abortReason(rest.signal));
      if (supervision.timedOut) return reject(new FfmpegTimeoutError('ffprobe', timeoutMs, stderr));
      if (/not on whitelist/.test(stderr)) return reject(new NotSelfContainedError(stderr));
      if (code !== 0) return reject(new FfmpegError('This file is not a readable media file.', stderr));
      try {
        const data = JSON.parse(stdout) as {
          format?: { duration?: string; size?: string; format_name?: string; bit_rate?: string };
          streams?: ProbeStream[];
        };
        const formatName = data.format?.format_name ?? 'unknown';
        if (!isSelfContainedFormat(formatName)) return reject(new NotSelfContainedError(formatName));
        resolve({
          duration: Number(data.format?.duration ?? 0) || 0,
          size: Number(data.format?.size ?? 0) || 0,
          formatName,
          bitRate: data.format?.bit_rate ? Number(data.format.bit_rate) : null,
          streams: data.streams ?? [],
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

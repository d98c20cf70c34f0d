/**
 * ffmpeg and ffprobe (the system binaries, paths from FFMPEG_PATH / FFPROBE_PATH) with progress reporting.
 * Shared by the video tools and the media library.
 */
import { spawn } from 'node:child_process';

export interface ProbeStream {
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

export interface RunFfmpegOptions {
  ffmpegPath?: string;
  /** Length of the output in seconds, to turn ffmpeg's out_time into a 0..1 fraction. */
  totalSeconds?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
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
 * (`onOutput`).
 */
export function runFfmpeg(args: string[], options: RunFfmpegOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const progress = options.onOutput ? [] : ['-progress', 'pipe:1'];
    const child = spawn(
      options.ffmpegPath ?? 'ffmpeg',
      ['-y', '-hide_banner', '-nostats', '-nostdin', ...progress, ...args],
      {
        stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
        signal: options.signal,
      },
    );
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
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
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
      clearTimeout(timer);
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new FfmpegError('ffmpeg is not installed (apt-get install ffmpeg, or set FFMPEG_PATH).', '')
          : error,
      );
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (stdinFailure) reject(stdinFailure.reason);
      else if (code === 0) {
        options.onProgress?.(1);
        resolve();
      } else reject(new FfmpegError(`ffmpeg failed (${signal ?? `exit ${code}`})`, stderr));
    });
  });
}

/** Reads duration, size, container and streams of a media file. */
export function probeMedia(file: string, ffprobePath = 'ffprobe'): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new FfmpegError('ffprobe is not installed (apt-get install ffmpeg, or set FFPROBE_PATH).', '')
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code !== 0) return reject(new FfmpegError('This file is not a readable media file.', stderr));
      try {
        const data = JSON.parse(stdout) as {
          format?: { duration?: string; size?: string; format_name?: string; bit_rate?: string };
          streams?: ProbeStream[];
        };
        resolve({
          duration: Number(data.format?.duration ?? 0) || 0,
          size: Number(data.format?.size ?? 0) || 0,
          formatName: data.format?.format_name ?? 'unknown',
          bitRate: data.format?.bit_rate ? Number(data.format.bit_rate) : null,
          streams: data.streams ?? [],
        });
      } catch (error) {
        reject(error);
      }
    });
  });
}

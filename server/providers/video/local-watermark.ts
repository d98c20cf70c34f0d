/**
 * The offline watermark remover: detect static overlays (see watermark-detect.ts) or take explicit boxes,
 * then ffmpeg `delogo` over each box, re-encoding video as H.264 and keeping the audio.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Region } from '#contract/generation';
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
import { ToolError } from '../errors';
import { clampRegion, detectStaticOverlaysOffThread, sampleFrames, toSourceRegions } from './watermark-detect';
import type { WatermarkRemovalProvider, WatermarkRemovalRequest, WatermarkRemovalResult } from './types';

export const NOT_A_VIDEO = 'This file is not a video we can read. Please use an MP4, MOV or WebM video.';
export const NO_WATERMARK_FOUND = 'No watermark was found in this video.';

const SAMPLE_FRAMES = 10;

/** The video filter: delogo over each region. */
export function delogoFilter(regions: Region[]): string {
  return `${regions.map((r) => `delogo=x=${r.x}:y=${r.y}:w=${r.w}:h=${r.h}`).join(',')},format=yuv420p`;
}

/**
 * ffmpeg arguments for delogo over `regions` (exported for the benchmark's raw-ffmpeg baseline), or with the filter
 * read from stdin when `regions` is `'stdin'`.
 */
export function delogoArgs(input: string, output: string, regions: Region[] | 'stdin', probe: ProbeResult): string[] {
  const filterArgs = regions === 'stdin' ? ['-filter_script:v', 'pipe:0'] : ['-vf', delogoFilter(regions)];
  const audio = probe.streams.find((s) => s.codec_type === 'audio');
  const audioArgs = !audio
    ? ['-an']
    : ['aac', 'mp3'].includes(audio.codec_name ?? '')
      ? ['-c:a', 'copy']
      : ['-c:a', 'aac', '-b:a', '160k'];
  return [
    ...probedInput(input, probe),
    '-map',
    '0:v:0',
    ...(audio ? ['-map', '0:a:0'] : []),
    ...filterArgs,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    ...audioArgs,
    '-movflags',
    '+faststart',
    output,
  ];
}

export class LocalWatermarkRemover implements WatermarkRemovalProvider {
  readonly name = 'local';
  constructor(private readonly options: { ffmpegPath?: string; ffprobePath?: string; timeoutMs?: number } = {}) {}

  async remove(request: WatermarkRemovalRequest): Promise<WatermarkRemovalResult> {
    // Frames for detection are decoded while ffprobe reads the file: neither waits for the other.
    const sampling = request.regions?.length
      ? undefined
      : sampleFrames(request.videoFile, SAMPLE_FRAMES, this.options.ffmpegPath);
    sampling?.catch(() => {}); // a file ffmpeg cannot read fails the probe first, with the message below
    let probe: ProbeResult;
    try {
      probe = await probeMedia(request.videoFile, { ffprobePath: this.options.ffprobePath });
    } catch (error) {
      // A playlist or list would make ffmpeg open other files (any file on the server): refused, never followed.
      if (error instanceof NotSelfContainedError) throw new ToolError(error.message, error.stderr);
      if (error instanceof FfmpegTimeoutError) throw new ToolError(MEDIA_TIMEOUT_MESSAGE, error.message);
      throw new ToolError(NOT_A_VIDEO);
    }
    const video = probe.streams.find((s) => s.codec_type === 'video');
    if (!video?.width || !video.height || !(probe.duration > 0)) throw new ToolError(NOT_A_VIDEO);
    const frame = { width: video.width, height: video.height };
    await request.onProgress?.(10);

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-delogo-'));
    const output = path.join(dir, 'clean.mp4');
    // The encoder starts while the frames are analysed: it loads and opens the input, then waits for its filter
    // on stdin (~45 ms of process start taken off the critical path). Without regions, it is stopped unused.
    let settleFilter!: { resolve: (filter: string) => void; reject: (reason: unknown) => void };
    const filter = new Promise<string>((resolve, reject) => (settleFilter = { resolve, reject }));
    const removal = runFfmpeg(delogoArgs(request.videoFile, output, 'stdin', probe), {
      ffmpegPath: this.options.ffmpegPath,
      totalSeconds: probe.duration,
      timeoutMs: this.options.timeoutMs,
      stdin: filter,
      onProgress: (fraction) => void request.onProgress?.(25 + fraction * 70),
    });
    removal.catch(() => {}); // awaited below; a detection failure must not surface as an unhandled rejection

    let regions: Region[] = [];
    try {
      if (!sampling) {
        regions = request.regions!.map((r) => clampRegion(r, frame));
      } else {
        const sampled = await sampling;
        regions = toSourceRegions(await detectStaticOverlaysOffThread(sampled), sampled, frame);
      }
      if (regions.length === 0) throw new ToolError(NO_WATERMARK_FOUND);
      await request.onProgress?.(25);
      settleFilter.resolve(delogoFilter(regions));
      await removal;
    } catch (error) {
      settleFilter.reject(error);
      await removal.catch(() => {});
      await fs.rm(dir, { recursive: true, force: true });
      if (error instanceof FfmpegTimeoutError) throw new ToolError(MEDIA_TIMEOUT_MESSAGE, error.message);
      if (error instanceof FfmpegError) throw new ToolError('Video processing failed.', error.stderr);
      throw error;
    }
    return { path: output, regions, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
  }
}

/**
 * The offline watermark remover: marks are found where they stay while the picture under them changes, un-blended
 * where semi-transparent and inpainted where opaque (./watermark/engine.ts, run in the engine pool), re-encoded as
 * H.264 with the audio kept. `delogoArgs` (a blur box) stays only as the benchmark's raw-ffmpeg baseline.
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
  type ProbeResult,
} from '#server/media/ffmpeg';
import { ToolError } from '../errors';
import { runEngine } from '../engine-pool/pool';
import { clampRegion } from './watermark-detect';
import { NO_WATERMARK_FOUND, removeWatermarkInThread, type RemovalInput } from './watermark/engine';
import type { WatermarkRemovalProvider, WatermarkRemovalRequest, WatermarkRemovalResult } from './types';
import { refusals } from '#contract/refusals';

export const NOT_A_VIDEO = refusals.notAVideo;
export { NO_WATERMARK_FOUND };

/** The video filter: delogo over each region. */
function delogoFilter(regions: Region[]): string {
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

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-unmark-'));
    const output = path.join(dir, 'clean.mp4');
    const drawn = request.regions?.map((r) => clampRegion(r, frame));
    try {
      // Detection, estimation and removal (three passes over the frames) run in an engine thread.
      const removal = await runEngine(
        'watermark-removal',
        {
          file: request.videoFile,
          output,
          width: video.width,
          height: video.height,
          frameRate: video.r_frame_rate ?? '25/1',
          duration: probe.duration,
          audioCodec: probe.streams.find((s) => s.codec_type === 'audio')?.codec_name ?? null,
          regions: drawn,
          ffmpegPath: this.options.ffmpegPath,
          timeoutMs: this.options.timeoutMs,
        } satisfies RemovalInput,
        removeWatermarkInThread,
        { onProgress: request.onProgress },
      );
      return {
        path: output,
        regions: drawn ?? removal.regions,
        cleanup: () => fs.rm(dir, { recursive: true, force: true }),
      };
    } catch (error) {
      await fs.rm(dir, { recursive: true, force: true });
      if (error instanceof FfmpegError || (error as Error).name === 'FfmpegError')
        throw new ToolError('Video processing failed.', (error as FfmpegError).stderr);
      throw error;
    }
  }
}

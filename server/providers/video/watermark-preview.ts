/**
 * The watermark remover's preview: where the engine's detector (./watermark/detect.ts, the same per-window
 * analysis the removal starts with) finds marks in the first seconds of a video, as boxes in source pixels with a
 * confidence each, and one frame of the video to draw them on. Detection runs in the engine pool with a time
 * limit; nothing here is stored or charged (the caller stores the frame).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Region } from '#contract/generation';
import {
  FfmpegTimeoutError,
  MEDIA_TIMEOUT_MESSAGE,
  NotSelfContainedError,
  probedInput,
  probeMedia,
  runFfmpeg,
  type ProbeResult,
} from '#server/media/ffmpeg';
import { ToolError } from '../errors';
import { runEngine } from '../engine-pool/pool';
import { clampRegion } from './watermark-detect';
import { WatermarkDetector, type Track } from './watermark/detect';
import { NOT_A_VIDEO } from './local-watermark';
import { refusals } from '#contract/refusals';

/** A detected box (source pixels) and how sure the detector is of it (0–1). */
export interface PreviewRegion extends Region {
  confidence: number;
}

export interface WatermarkPreviewResult {
  width: number;
  height: number;
  /** Seconds of the video that were analysed (from the start). */
  analysedSeconds: number;
  regions: PreviewRegion[];
  /** A JPEG of one frame (at `frameTime`), at most FRAME_MAX_WIDTH wide; call `cleanup` once stored. */
  framePath: string;
  frameTime: number;
  cleanup: () => Promise<void>;
}

export const PREVIEW_TIMED_OUT = refusals.previewTimedOut;

/** Only the start of a long video is analysed: the preview answers in seconds, whatever the length. */
export const PREVIEW_MAX_SECONDS = 30;
/** Frames per second the detector sees (the removal samples about as densely on a short clip). */
const PREVIEW_FPS = 6;
const FRAME_MAX_WIDTH = 960;
/** A mark seen this long (or over the whole analysed part, when shorter) counts as certain. */
const CERTAIN_AFTER_SECONDS = 6;

interface DetectInput {
  file: string;
  formatName: string;
  width: number;
  height: number;
  seconds: number;
  ffmpegPath?: string;
  timeoutMs: number;
}

/** In an engine thread: grey frames of the first `seconds` at PREVIEW_FPS through the detector. */
export async function detectForPreviewInThread(input: DetectInput): Promise<PreviewRegion[]> {
  const analysisWidth = Math.min(640, input.width) & ~1;
  const analysis = {
    width: analysisWidth,
    height: Math.max(2, Math.round((input.height * analysisWidth) / input.width) & ~1),
  };
  const detector = new WatermarkDetector(analysis);
  const frameBytes = analysis.width * analysis.height;
  const frame = new Uint8Array(frameBytes);
  let filled = 0;
  let index = 0;
  await runFfmpeg(
    [
      ...probedInput(input.file, { formatName: input.formatName }),
      '-t',
      String(input.seconds),
      '-map',
      '0:v:0',
      '-an',
      '-sn',
      '-dn',
      '-vf',
      `fps=${PREVIEW_FPS},scale=${analysis.width}:${analysis.height}:flags=area`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      'pipe:1',
    ],
    {
      ffmpegPath: input.ffmpegPath,
      timeoutMs: input.timeoutMs,
      onOutput: (chunk) => {
        for (let offset = 0; offset < chunk.length;) {
          const take = Math.min(frameBytes - filled, chunk.length - offset);
          frame.set(chunk.subarray(offset, offset + take), filled);
          filled += take;
          offset += take;
          if (filled === frameBytes) {
            filled = 0;
            detector.push(frame, index++ / PREVIEW_FPS);
          }
        }
      },
    },
  );
  const tracks = detector.finish();
  const scale = input.width / analysis.width;
  const analysed = Math.max(1 / PREVIEW_FPS, index / PREVIEW_FPS);
  return tracks.map((track) => ({
    ...clampRegion(
      {
        x: Math.floor(track.box.x * scale) - 4,
        y: Math.floor(track.box.y * scale) - 4,
        w: Math.ceil(track.box.w * scale) + 8,
        h: Math.ceil(track.box.h * scale) + 8,
      },
      input,
    ),
    confidence: trackConfidence(track, analysed),
  }));
}

/**
 * How long the mark was seen, against how long it could have been: a mark that shows in one window only (a
 * coincidence of the footage, or a mark that moved on) is less certain than one that stays.
 */
export function trackConfidence(track: Pick<Track, 'spans'>, analysedSeconds: number): number {
  const seen = track.spans.reduce((sum, [start, end]) => sum + Math.max(0, end - start), 0);
  const expected = Math.min(analysedSeconds, CERTAIN_AFTER_SECONDS);
  return Math.round(Math.min(1, seen / Math.max(0.5, expected * 0.9)) * 100) / 100;
}

/**
 * Probes `file`, finds the marks in its first PREVIEW_MAX_SECONDS (in the engine pool, stopped after `timeoutMs`)
 * and extracts one frame to draw them on.
 */
export async function previewWatermark(
  file: string,
  options: { ffmpegPath?: string; ffprobePath?: string; timeoutMs: number },
): Promise<WatermarkPreviewResult> {
  let probe: ProbeResult;
  try {
    probe = await probeMedia(file, { ffprobePath: options.ffprobePath });
  } catch (error) {
    if (error instanceof NotSelfContainedError) throw new ToolError(error.message, error.stderr);
    if (error instanceof FfmpegTimeoutError) throw new ToolError(MEDIA_TIMEOUT_MESSAGE, error.message);
    throw new ToolError(NOT_A_VIDEO);
  }
  const video = probe.streams.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height || !(probe.duration > 0)) throw new ToolError(NOT_A_VIDEO);
  const size = { width: video.width, height: video.height };
  const seconds = Math.min(PREVIEW_MAX_SECONDS, probe.duration);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-wm-preview-'));
  const framePath = path.join(dir, 'frame.jpg');
  const frameTime = Math.min(1, probe.duration / 3);
  try {
    const [regions] = await Promise.all([
      runEngine(
        'watermark-preview',
        {
          file,
          formatName: probe.formatName,
          ...size,
          seconds,
          ffmpegPath: options.ffmpegPath,
          timeoutMs: options.timeoutMs,
        } satisfies DetectInput,
        detectForPreviewInThread,
        { signal: AbortSignal.timeout(options.timeoutMs) },
      ),
      runFfmpeg(
        [
          '-ss',
          frameTime.toFixed(3),
          ...probedInput(file, probe),
          '-frames:v',
          '1',
          '-vf',
          `scale='min(${FRAME_MAX_WIDTH},iw)':-2`,
          '-q:v',
          '3',
          framePath,
        ],
        { ffmpegPath: options.ffmpegPath, timeoutMs: options.timeoutMs },
      ),
    ]);
    return {
      ...size,
      analysedSeconds: seconds,
      regions: regions.sort((a, b) => b.confidence - a.confidence).slice(0, 8),
      framePath,
      frameTime,
      cleanup: () => fs.rm(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    await fs.rm(dir, { recursive: true, force: true });
    if (error instanceof ToolError) throw error;
    const name = (error as Error).name;
    // Also when the engine threads were busy with other videos the whole time: the preview is an aid, not a step.
    if (name === 'TimeoutError' || name === 'AbortError' || error instanceof FfmpegTimeoutError)
      throw new ToolError(PREVIEW_TIMED_OUT, (error as Error).message);
    if (error instanceof NotSelfContainedError) throw new ToolError(error.message, error.stderr);
    throw new ToolError(NOT_A_VIDEO, (error as Error).message);
  }
}

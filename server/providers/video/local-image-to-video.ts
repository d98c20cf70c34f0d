/**
 * The offline image-to-video engine. The prompt names a camera move (./motion.ts); the still becomes one layer (zoom,
 * pan, tilt) or two (dolly, truck, crane, orbit: the subject cut out by the background remover's matte over an
 * inpainted, softened background plate, made in the engine pool), and ffmpeg moves each layer's own virtual camera
 * (`perspective` with per-frame corners: sub-pixel, no zoompan jitter) and lays the subject over the background.
 * Output: H.264 MP4, yuv420p BT.709, 25 fps, exactly `durationSeconds` × 25 frames, 1280×720 or 1920×1080, no
 * audio, +faststart.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '#server/media/ffmpeg';
import { prepareShotLayers, type ShotLayers } from './image-to-video-layers';
import {
  cameraFromPrompt,
  isLayeredMove,
  perspectiveOptions,
  planShot,
  uniformFallback,
  type CameraMove,
  type ShotPlan,
} from './motion';
import type { ImageToVideoProvider, ImageToVideoRequest, RenderedVideo, VideoResolution } from './types';

const VIDEO_FPS = 25;

const VIDEO_SIZES: Record<VideoResolution, { width: number; height: number }> = {
  '720p': { width: 1280, height: 720 },
  '1080p': { width: 1920, height: 1080 },
};

/** The RGB → YUV conversion browsers assume for HD video (BT.709, limited range), tagged on the stream. */
const TO_YUV = 'scale=out_color_matrix=bt709:out_range=tv';
const COLOUR_TAGS = ['-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv'];

interface ShotInputs {
  plate: string;
  subject?: string;
  output: string;
  plan: ShotPlan;
  durationSeconds: number;
  size: { width: number; height: number };
}

/** ffmpeg arguments that render a planned shot from its layers (plate, and the subject over it when there is one). */
function shotArgs({ plate, subject, output, plan, durationSeconds, size }: ShotInputs): string[] {
  const frames = Math.round(durationSeconds * VIDEO_FPS);
  // The still is decoded and converted once, then repeated by the loop filter (`-loop 1` would decode the PNG
  // again for every frame: at 1080p that was two thirds of the work).
  const repeat = `loop=loop=${frames - 1}:size=1:start=0,setpts=N/(${VIDEO_FPS}*TB)`;
  // The plate is already the frame's size (perspective keeps its input's size); `fit` only guards other inputs.
  const fit = `scale=${size.width}:${size.height}:force_original_aspect_ratio=increase,crop=${size.width}:${size.height}`;
  const background = `[0:v]${fit},${TO_YUV},format=yuv420p,${repeat},perspective=${perspectiveOptions(plan.background, frames)}`;
  const filter =
    subject && plan.subject
      ? [
          `${background}[bg]`,
          `[1:v]${fit},${TO_YUV},format=yuva420p,${repeat},perspective=${perspectiveOptions(plan.subject, frames)}[fg]`,
          '[bg][fg]overlay=format=yuv420:eof_action=endall,format=yuv420p[out]',
        ].join(';')
      : `${background},format=yuv420p[out]`;
  return [
    '-i',
    plate,
    ...(subject && plan.subject ? ['-i', subject] : []),
    '-filter_complex',
    filter,
    '-map',
    '[out]',
    '-frames:v',
    String(frames),
    '-r',
    String(VIDEO_FPS),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
    ...COLOUR_TAGS,
    '-movflags',
    '+faststart',
    '-an',
    output,
  ];
}

/**
 * The single-layer render of the prompt's move straight from the still (no matte, no engine thread): the benchmark's
 * raw-ffmpeg baseline.
 */
export function imageToVideoArgs(imageFile: string, output: string, prompt: string, durationSeconds: number): string[] {
  const { move, speed } = cameraFromPrompt(prompt);
  const plan = planShot(uniformFallback(move), speed, undefined, durationSeconds);
  return shotArgs({ plate: imageFile, output, plan, durationSeconds, size: VIDEO_SIZES['720p'] });
}

/** What the engine decided for a render (for tests and the benchmark). */
export interface ShotReport {
  requested: CameraMove;
  rendered: CameraMove;
  layered: boolean;
  size: { width: number; height: number };
  frames: number;
  plan: ShotPlan;
  /** The subject layer (RGBA PNG, frame size), readable during the callback only. */
  subjectLayer?: string;
}

interface LocalImageToVideoOptions {
  ffmpegPath?: string;
  timeoutMs?: number;
  /** Overrides the output size (tests render small frames to stay fast). */
  size?: { width: number; height: number };
  /** A known subject matte instead of the background remover's (tests and the benchmark's ground truth). */
  subjectMask?: { data: Uint8Array; width: number; height: number };
  onShot?: (report: ShotReport) => void;
}

export class LocalImageToVideoProvider implements ImageToVideoProvider {
  readonly name = 'local';
  constructor(private readonly options: LocalImageToVideoOptions = {}) {}

  async render(request: ImageToVideoRequest): Promise<RenderedVideo> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-i2v-'));
    const output = path.join(dir, 'video.mp4');
    const size = this.options.size ?? VIDEO_SIZES[request.resolution ?? '720p'];
    const durationSeconds = request.durationSeconds;
    try {
      const { move, speed } = cameraFromPrompt(request.prompt);
      const layered = isLayeredMove(move);
      const layers: ShotLayers = await prepareShotLayers({
        image: await fs.readFile(request.imageFile),
        width: size.width,
        height: size.height,
        layered,
        dir,
        ...(this.options.subjectMask ? { mask: this.options.subjectMask } : {}),
      });
      await request.onProgress?.(15);
      const rendered = layered && !layers.subject ? uniformFallback(move) : move;
      const plan = planShot(rendered, speed, layers.subjectCentre, durationSeconds);
      this.options.onShot?.({
        requested: move,
        rendered,
        layered: Boolean(layers.subject),
        size,
        frames: Math.round(durationSeconds * VIDEO_FPS),
        plan,
        ...(layers.subject ? { subjectLayer: layers.subject } : {}),
      });
      await runFfmpeg(shotArgs({ plate: layers.plate, subject: layers.subject, output, plan, durationSeconds, size }), {
        ffmpegPath: this.options.ffmpegPath,
        totalSeconds: durationSeconds,
        timeoutMs: this.options.timeoutMs,
        onProgress: (fraction) => void request.onProgress?.(15 + fraction * 80),
      });
      await Promise.all([layers.plate, layers.subject].flatMap((file) => (file ? [fs.rm(file, { force: true })] : [])));
    } catch (error) {
      await fs.rm(dir, { recursive: true, force: true });
      throw error;
    }
    return { path: output, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
  }
}

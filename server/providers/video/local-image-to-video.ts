/**
 * The offline image-to-video engine: ffmpeg zoompan over the still (camera motion from the prompt) into a
 * 720p H.264 MP4 (yuv420p, faststart) of the requested length. The still is first scaled to cover 2× the frame
 * so the motion stays sharp and smooth.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runFfmpeg } from '#server/media/ffmpeg';
import { motionFromPrompt, zoompanExpressions } from './motion';
import type { ImageToVideoProvider, ImageToVideoRequest, RenderedVideo } from './types';

const VIDEO_SIZE = { width: 1280, height: 720 } as const;
const VIDEO_FPS = 25;

/** The ffmpeg arguments for a still → video render (exported for the benchmark's raw-ffmpeg baseline). */
export function imageToVideoArgs(imageFile: string, output: string, prompt: string, durationSeconds: number): string[] {
  const frames = Math.round(durationSeconds * VIDEO_FPS);
  const { z, x, y } = zoompanExpressions(motionFromPrompt(prompt), frames);
  const { width, height } = VIDEO_SIZE;
  const filter = [
    `scale=${width * 2}:${height * 2}:force_original_aspect_ratio=increase`,
    `crop=${width * 2}:${height * 2}`,
    `zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=${width}x${height}:fps=${VIDEO_FPS}`,
    'format=yuv420p',
  ].join(',');
  return [
    '-loop',
    '1',
    '-framerate',
    String(VIDEO_FPS),
    '-t',
    String(durationSeconds),
    '-i',
    imageFile,
    '-vf',
    filter,
    '-frames:v',
    String(frames),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-profile:v',
    'high',
    '-movflags',
    '+faststart',
    '-an',
    output,
  ];
}

export class LocalImageToVideoProvider implements ImageToVideoProvider {
  readonly name = 'local';
  constructor(private readonly options: { ffmpegPath?: string; timeoutMs?: number } = {}) {}

  async render(request: ImageToVideoRequest): Promise<RenderedVideo> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-i2v-'));
    const output = path.join(dir, 'video.mp4');
    try {
      await runFfmpeg(imageToVideoArgs(request.imageFile, output, request.prompt, request.durationSeconds), {
        ffmpegPath: this.options.ffmpegPath,
        totalSeconds: request.durationSeconds,
        timeoutMs: this.options.timeoutMs,
        onProgress: (fraction) => void request.onProgress?.(10 + fraction * 85),
      });
    } catch (error) {
      await fs.rm(dir, { recursive: true, force: true });
      throw error;
    }
    return { path: output, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
  }
}

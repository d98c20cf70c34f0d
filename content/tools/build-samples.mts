/**
 * Builds the generation tools' sample videos with our own engines (run: npx tsx content/tools/build-samples.mts):
 * - i2v-astronaut.mp4: the local image-to-video engine on the NASA portrait (slow push-in, 4 s);
 * - watermark-before.mp4 / watermark-after.mp4: a pan over the CC0 coffee photo with a burned-in logo, and the
 *   local watermark remover's result. Sources: /work/shared/media (see content/media/LICENSE.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../../server/media/ffmpeg';
import { LocalImageToVideoProvider } from '../../server/providers/video/local-image-to-video';
import { LocalWatermarkRemover } from '../../server/providers/video/local-watermark';
import { makeWatermarkedVideo } from '../../tests/fakes/media';

const out = path.join(import.meta.dirname, 'media');
const shrink = (input: string, output: string) =>
  runFfmpeg(['-i', input, '-vf', 'scale=960:-2', '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-an', '-movflags', '+faststart', output]);

const video = await new LocalImageToVideoProvider().render({ imageFile: path.join(import.meta.dirname, '../media/astronaut.webp'), prompt: 'slow push in', durationSeconds: 4 });
await shrink(video.path, path.join(out, 'i2v-astronaut.mp4'));
await video.cleanup();

const marked = path.join(out, 'watermark-before.mp4');
await makeWatermarkedVideo(marked, path.join(import.meta.dirname, '../media/coffee.webp'), 4);
const clean = await new LocalWatermarkRemover().remove({ videoFile: marked });
await fs.copyFile(clean.path, path.join(out, 'watermark-after.mp4'));
await clean.cleanup();
console.log(await fs.readdir(out));

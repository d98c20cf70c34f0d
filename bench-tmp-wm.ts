import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';
import { makeWatermarkedVideo } from './tests/fakes/media';
import { probeMedia } from './server/media/ffmpeg';
import { detectStaticOverlays, sampleFrames } from './server/providers/video/watermark-detect';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wm-'));
const marked = path.join(dir, 'marked.mp4');
await makeWatermarkedVideo(marked, 'tests/fixtures/astronaut.png', 10);
for (let i = 0; i < 5; i++) {
  let t = performance.now();
  await probeMedia(marked); const tp = performance.now() - t;
  t = performance.now();
  const s = await sampleFrames(marked, 10); const ts = performance.now() - t;
  t = performance.now();
  detectStaticOverlays(s); const td = performance.now() - t;
  t = performance.now();
  await Promise.all([probeMedia(marked), sampleFrames(marked, 10)]); const tb = performance.now() - t;
  console.log(`probe ${tp.toFixed(0)} sample ${ts.toFixed(0)} detect ${td.toFixed(0)} both-parallel ${tb.toFixed(0)} frames ${s.frames.length} ${s.width}x${s.height}`);
}

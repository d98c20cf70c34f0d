/**
 * Ground truth for the watermark remover's benchmark and quality test: clean clips, marks whose exact alpha mask we
 * know (rendered with sharp from SVG and blended in JS), and the score of an output against the clean clip —
 * removed = 1 − MSE_after / MSE_before inside the mark's mask, PSNR outside it (RGB, every frame).
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { runFfmpeg } from '#server/media/ffmpeg';
import type { FrameSize } from './raw-video';

export interface Clip {
  file: string;
  width: number;
  height: number;
  fps: number;
  seconds: number;
}

/** A clean clip: a pan or zoom over a still (ffmpeg zoompan), with a tone as audio. */
export async function makeStillClip(
  file: string,
  photo: string,
  options: { width: number; height: number; seconds: number; motion: 'pan' | 'zoom' | 'tripod'; fps?: number },
): Promise<Clip> {
  const fps = options.fps ?? 25;
  const frames = options.seconds * fps;
  const { width, height } = options;
  const motion = {
    pan: `zoompan=z='1.5':x='(iw-iw/zoom)*on/${frames}':y='(ih-ih/zoom)*(0.3+0.4*on/${frames})'`,
    zoom: `zoompan=z='1.1+0.5*on/${frames}':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)'`,
    // A camera on a tripod: the picture barely moves (a slow 4% push-in and a sway of a few pixels).
    tripod: `zoompan=z='1.2+0.04*on/${frames}':x='iw/2-(iw/zoom/2)+6*sin(on/9)':y='ih/2-(ih/zoom/2)+3*cos(on/13)'`,
  }[options.motion];
  await runFfmpeg([
    '-loop',
    '1',
    '-framerate',
    String(fps),
    '-t',
    String(options.seconds),
    '-i',
    photo,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=330:duration=${options.seconds}`,
    '-filter_complex',
    `scale=${width * 2}:${height * 2}:force_original_aspect_ratio=increase,crop=${width * 2}:${height * 2},${motion}:d=${frames}:s=${width}x${height}:fps=${fps}`,
    '-frames:v',
    String(frames),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '12',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return { file, width, height, fps, seconds: options.seconds };
}

/** Real footage (any ffmpeg-readable file) converted to an H.264 MP4 clip of at most `seconds`. */
export async function convertClip(source: string, file: string, seconds: number, size: FrameSize, fps: number) {
  await runFfmpeg([
    '-i',
    source,
    '-t',
    String(seconds),
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=220:duration=${seconds}`,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-vf',
    `fps=${fps},scale=${size.width}:${size.height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '12',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  return { file, width: size.width, height: size.height, fps, seconds } satisfies Clip;
}

/** One mark: an RGBA picture placed at a position that may change over time. */
interface MarkLayer {
  rgba: Uint8Array;
  width: number;
  height: number;
  /** Top-left corner at time t (seconds). */
  at: (t: number) => { x: number; y: number };
}

type MarkStyle = 'corner-text-60' | 'logo-50' | 'moving-text' | 'opaque-box' | 'dark-text' | 'two-marks';
export const MARK_STYLES: MarkStyle[] = [
  'corner-text-60',
  'logo-50',
  'moving-text',
  'opaque-box',
  'dark-text',
  'two-marks',
];

async function renderSvg(svg: string): Promise<Omit<MarkLayer, 'at'>> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { rgba: new Uint8Array(data), width: info.width, height: info.height };
}

function textSvg(text: string, fontPx: number, fill: string, opacity: number, extra = '') {
  const w = Math.ceil(text.length * fontPx * 0.62 + fontPx);
  const h = Math.ceil(fontPx * 1.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${extra}<text x="${fontPx / 2}" y="${fontPx * 1.05}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${fontPx}" fill="${fill}" fill-opacity="${opacity}">${text}</text></svg>`;
}

/** The marks of a style for a clip of this size (sizes scale with the picture). */
export async function marksFor(style: MarkStyle, size: FrameSize, seconds: number): Promise<MarkLayer[]> {
  const u = size.height / 360; // one unit = 1 px at 360p
  const font = Math.round(26 * u);
  const corner = async (text: string, fill: string, opacity: number): Promise<MarkLayer> => {
    const layer = await renderSvg(textSvg(text, font, fill, opacity));
    return { ...layer, at: () => ({ x: size.width - layer.width - Math.round(12 * u), y: Math.round(12 * u) }) };
  };
  const logo = async (): Promise<MarkLayer> => {
    const s = Math.round(64 * u);
    const layer = await renderSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${s * 2.6}" height="${s}"><g opacity="0.5"><circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.42}" fill="#ffffff"/><path d="M ${s * 0.3} ${s * 0.7} L ${s / 2} ${s * 0.25} L ${s * 0.7} ${s * 0.7} Z" fill="#1a4fd0"/><text x="${s * 1.05}" y="${s * 0.66}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${s * 0.42}" fill="#ffffff">Studio</text></g></svg>`,
    );
    return { ...layer, at: () => ({ x: Math.round(16 * u), y: size.height - layer.height - Math.round(16 * u) }) };
  };
  switch (style) {
    case 'corner-text-60':
      return [await corner('SAMPLE', '#ffffff', 0.6)];
    case 'logo-50':
      return [await logo()];
    case 'dark-text':
      return [await corner('© atelier', '#101010', 0.7)];
    case 'opaque-box': {
      const layer = await renderSvg(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(150 * u)}" height="${Math.round(40 * u)}"><rect width="100%" height="100%" fill="#202020"/><text x="${8 * u}" y="${28 * u}" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${20 * u}" fill="#ffffff">TV ONE HD</text></svg>`,
      );
      return [{ ...layer, at: () => ({ x: Math.round(14 * u), y: Math.round(14 * u) }) }];
    }
    case 'moving-text': {
      // Like Sora's mark: the same text jumps between three places, each held for a third of the clip.
      const layer = await renderSvg(textSvg('Sora', Math.round(30 * u), '#ffffff', 0.65));
      const places = [
        { x: Math.round(20 * u), y: Math.round(20 * u) },
        { x: size.width - layer.width - Math.round(20 * u), y: Math.round(size.height / 2 - layer.height / 2) },
        { x: Math.round(size.width * 0.3), y: size.height - layer.height - Math.round(20 * u) },
      ];
      return [{ ...layer, at: (t) => places[Math.min(2, Math.floor((t / seconds) * 3))]! }];
    }
    case 'two-marks':
      return [await corner('SAMPLE', '#ffffff', 0.6), await logo()];
  }
}

/** Alpha (0–1) of the marks at each pixel of a frame at time t; null where none. */
function alphaMap(marks: MarkLayer[], size: FrameSize, t: number): Float32Array {
  const alpha = new Float32Array(size.width * size.height);
  for (const mark of marks) {
    const { x, y } = mark.at(t);
    for (let r = 0; r < mark.height; r++)
      for (let c = 0; c < mark.width; c++) {
        const xx = x + c;
        const yy = y + r;
        if (xx < 0 || yy < 0 || xx >= size.width || yy >= size.height) continue;
        const a = mark.rgba[(r * mark.width + c) * 4 + 3]! / 255;
        const i = yy * size.width + xx;
        alpha[i] = 1 - (1 - alpha[i]!) * (1 - a);
      }
  }
  return alpha;
}

/** Blends the marks into an RGB frame (straight alpha, as ffmpeg's overlay does). */
function blend(rgb: Uint8Array, marks: MarkLayer[], size: FrameSize, t: number) {
  for (const mark of marks) {
    const { x, y } = mark.at(t);
    for (let r = 0; r < mark.height; r++)
      for (let c = 0; c < mark.width; c++) {
        const xx = x + c;
        const yy = y + r;
        if (xx < 0 || yy < 0 || xx >= size.width || yy >= size.height) continue;
        const m = (r * mark.width + c) * 4;
        const a = mark.rgba[m + 3]! / 255;
        if (!a) continue;
        const p = (yy * size.width + xx) * 3;
        for (let k = 0; k < 3; k++) rgb[p + k] = Math.round(a * mark.rgba[m + k]! + (1 - a) * rgb[p + k]!);
      }
  }
}

/** RGB frames of a video, decoded by ffmpeg, one at a time. */
async function forEachRgbFrame(file: string, size: FrameSize, onFrame: (rgb: Uint8Array, index: number) => void) {
  const frameBytes = size.width * size.height * 3;
  const buffer = new Uint8Array(frameBytes);
  let filled = 0;
  let index = 0;
  await runFfmpeg(['-v', 'error', '-i', file, '-map', '0:v:0', '-f', 'rawvideo', '-pix_fmt', 'rgb24', 'pipe:1'], {
    onOutput: (chunk) => {
      let offset = 0;
      while (offset < chunk.length) {
        const take = Math.min(frameBytes - filled, chunk.length - offset);
        buffer.set(chunk.subarray(offset, offset + take), filled);
        filled += take;
        offset += take;
        if (filled === frameBytes) {
          filled = 0;
          onFrame(buffer, index++);
        }
      }
    },
  });
}

/**
 * Writes the clean clip's frames as raw RGB (the reference for scoring) and the marked clip (H.264 CRF 16, the
 * clean clip's audio), as a user's upload would be.
 */
export async function makeMarkedClip(clip: Clip, marks: MarkLayer[], markedFile: string, referenceRaw: string) {
  const size = { width: clip.width, height: clip.height };
  const reference = fs.openSync(referenceRaw, 'w');
  // The marked RGB frames are converted to yuv420p by ffmpeg: written as an RGB raw file first, then encoded.
  const markedRaw = `${markedFile}.rgb`;
  const marked = fs.openSync(markedRaw, 'w');
  await forEachRgbFrame(clip.file, size, (rgb, index) => {
    fs.writeSync(reference, rgb);
    const copy = Uint8Array.from(rgb);
    blend(copy, marks, size, index / clip.fps);
    fs.writeSync(marked, copy);
  });
  fs.closeSync(reference);
  fs.closeSync(marked);
  await runFfmpeg([
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgb24',
    '-s',
    `${size.width}x${size.height}`,
    '-framerate',
    String(clip.fps),
    '-i',
    markedRaw,
    '-i',
    clip.file,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '16',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'copy',
    markedFile,
  ]);
  fs.rmSync(markedRaw);
}

interface Score {
  /** Mean squared error (RGB) inside the marks' mask, weighted by nothing: every masked pixel counts once. */
  mseInside: number;
  mseOutside: number;
  psnrOutside: number;
  /** PSNR of the picture around the marks (their boxes grown by 8 px, outside the mask): what a blur box destroys. */
  psnrNear: number;
  psnrAll: number;
  /**
   * How much of the mark's outline is still visible: the share of its edge pixels (where its α changes by ≥ 0.1
   * within 2 px, either side of the outline) whose RGB error against the clean clip exceeds VISIBLE_ERROR, minus
   * the same share on the picture around the mark (the codec's own noise floor), 0–1. A ghost of the letters scores
   * high even when the MSE inside the mask has fallen; a blur or a clean fill scores low.
   */
  ghost: number;
  frames: number;
}

/** RMS error over R, G, B (grey levels) from which a pixel visibly differs from the clean clip. */
const VISIBLE_ERROR = 8;
/** Reach (px) of an α edge: the anti-aliased fringe and the stroke's side just inside and outside of it. */
const EDGE_REACH = 2;

/** Compares every frame of `file` with the raw reference; the mask is where any mark has alpha > 0.02. */
export async function scoreAgainst(file: string, referenceRaw: string, clip: Clip, marks: MarkLayer[]): Promise<Score> {
  const size = { width: clip.width, height: clip.height };
  const frameBytes = size.width * size.height * 3;
  const reference = fs.openSync(referenceRaw, 'r');
  const ref = new Uint8Array(frameBytes);
  let inside = 0,
    insideCount = 0,
    outside = 0,
    outsideCount = 0,
    near = 0,
    nearCount = 0,
    nearVisible = 0,
    edgeCount = 0,
    edgeVisible = 0,
    frames = 0;
  await forEachRgbFrame(file, size, (rgb, index) => {
    if (fs.readSync(reference, ref, 0, frameBytes, index * frameBytes) !== frameBytes) return;
    frames++;
    const alpha = marks.length ? alphaMap(marks, size, index / clip.fps) : null;
    const boxes = marks.map((mark) => {
      const { x, y } = mark.at(index / clip.fps);
      return { x0: x - 8, y0: y - 8, x1: x + mark.width + 8, y1: y + mark.height + 8 };
    });
    const edges = alpha ? edgeMask(alpha, size, boxes) : null;
    for (let i = 0, p = 0; i < size.width * size.height; i++, p += 3) {
      const d0 = rgb[p]! - ref[p]!;
      const d1 = rgb[p + 1]! - ref[p + 1]!;
      const d2 = rgb[p + 2]! - ref[p + 2]!;
      const e = (d0 * d0 + d1 * d1 + d2 * d2) / 3;
      if (edges?.[i]) {
        edgeCount++;
        if (e > VISIBLE_ERROR * VISIBLE_ERROR) edgeVisible++;
      }
      if (alpha && alpha[i]! > 0.02) {
        inside += e;
        insideCount++;
      } else {
        outside += e;
        outsideCount++;
        const px = i % size.width;
        const py = (i - px) / size.width;
        if (boxes.some((b) => px >= b.x0 && px < b.x1 && py >= b.y0 && py < b.y1)) {
          near += e;
          nearCount++;
          if (e > VISIBLE_ERROR * VISIBLE_ERROR) nearVisible++;
        }
      }
    }
  });
  fs.closeSync(reference);
  const psnr = (mse: number) => (mse > 0 ? 10 * Math.log10((255 * 255) / mse) : 99);
  const mseInside = insideCount ? inside / insideCount : 0;
  const mseOutside = outsideCount ? outside / outsideCount : 0;
  return {
    mseInside,
    mseOutside,
    psnrOutside: psnr(mseOutside),
    psnrNear: psnr(nearCount ? near / nearCount : 0),
    psnrAll: psnr((inside + outside) / Math.max(1, insideCount + outsideCount)),
    ghost: edgeCount ? Math.max(0, edgeVisible / edgeCount - (nearCount ? nearVisible / nearCount : 0)) : 0,
    frames,
  };
}

/** 1 where α spans at least 0.1 within EDGE_REACH px (the mark's outline, both sides of it); only inside `boxes`. */
function edgeMask(
  alpha: Float32Array,
  size: FrameSize,
  boxes: Array<{ x0: number; y0: number; x1: number; y1: number }>,
): Uint8Array {
  const edges = new Uint8Array(size.width * size.height);
  for (const box of boxes)
    for (let y = Math.max(0, box.y0); y < Math.min(size.height, box.y1); y++)
      for (let x = Math.max(0, box.x0); x < Math.min(size.width, box.x1); x++) {
        let low = 1,
          high = 0;
        for (let yy = Math.max(0, y - EDGE_REACH); yy <= Math.min(size.height - 1, y + EDGE_REACH); yy++)
          for (let xx = Math.max(0, x - EDGE_REACH); xx <= Math.min(size.width - 1, x + EDGE_REACH); xx++) {
            const a = alpha[yy * size.width + xx]!;
            if (a < low) low = a;
            if (a > high) high = a;
          }
        if (high - low >= 0.1) edges[y * size.width + x] = 1;
      }
  return edges;
}

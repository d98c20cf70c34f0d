/**
 * Builds the marketing images in this folder from the openly licensed photos in /work/shared/media/images
 * (see LICENSE.md). Run by hand when the sources change: `node content/media/build-media.mjs [sourceDir]`.
 * Every before/after pair is a real transformation of the photo, made here with the same engines the tools use:
 * sharp line art (colouring pages), ffmpeg's delogo filter (watermark removal) and a sharp studio crop/grade.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const source = path.resolve(process.argv[2] ?? '/work/shared/media/images');
const out = path.dirname(new URL(import.meta.url).pathname);
const src = (name) => path.join(source, name);
const webp = { quality: 74, effort: 6 };
const sizes = {};

async function save(name, pipeline) {
  const file = path.join(out, name);
  const info = await pipeline.webp(webp).toFile(file);
  sizes[name] = { width: info.width, height: info.height, bytes: info.size };
}

/**
 * Colouring-page line art: a "colour dodge" pencil sketch (the grey image divided by its blurred negative),
 * darkened with a power curve so that outlines read as lines and flat areas stay white.
 */
async function lineArt(input, width) {
  const grey = await sharp(input).resize({ width }).greyscale().normalise().toColourspace('b-w').raw().toBuffer({ resolveWithObject: true });
  const blurredNegative = await sharp(grey.data, { raw: grey.info }).negate().toColourspace('b-w').blur(Math.max(4, width / 75)).raw().toBuffer();
  const lines = Buffer.alloc(grey.data.length);
  for (let i = 0; i < lines.length; i++) {
    const dodge = Math.min(255, (grey.data[i] * 255) / (256 - blurredNegative[i]));
    lines[i] = Math.round(255 * (dodge / 255) ** 1.2);
  }
  return sharp(lines, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } });
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-media-'));

/**
 * A photo of a printed page (the OCR card's picture): a page of real text, typeset here in DejaVu Serif, lying
 * slightly turned on the blurred café table of coffee.png, with a soft shadow — what the OCR tool is given.
 */
export async function printedPage(table, size = 512) {
  const lines = [
    'CHAPTER I.',
    '',
    'It is a truth universally acknowledged,',
    'that a single man in possession of a',
    'good fortune, must be in want of a wife.',
    'However little known the feelings or',
    'views of such a man may be on his first',
    'entering a neighbourhood, this truth is',
    'so well fixed in the minds of the',
    'surrounding families, that he is',
    'considered the rightful property of',
    'some one or other of their daughters.',
  ];
  const text = lines
    .map((line, i) => `<text x="34" y="${58 + i * 25}" font-family="DejaVu Serif" font-size="${i === 0 ? 19 : 16}" ${i === 0 ? 'font-weight="700"' : ''} fill="#222">${line}</text>`)
    .join('');
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="380" height="400"><rect width="380" height="400" fill="#fbf8f1"/>${text}` +
      `<text x="190" y="384" font-family="DejaVu Serif" font-size="12" fill="#666" text-anchor="middle">1</text></svg>`,
  );
  const turned = await sharp(page).rotate(-4, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const meta = await sharp(turned).metadata();
  const shadow = await sharp(turned).ensureAlpha().extractChannel(3).toColourspace('b-w').linear(0.45, 0).blur(8).toBuffer();
  const shadowRgba = await sharp({ create: { width: meta.width, height: meta.height, channels: 3, background: '#000' } })
    .joinChannel(shadow)
    .png()
    .toBuffer();
  const left = Math.round((size - meta.width) / 2);
  const top = Math.round((size - meta.height) / 2);
  return sharp(table)
    .resize({ width: size, height: size, fit: 'cover' })
    .blur(6)
    .modulate({ brightness: 0.8 })
    .composite([
      { input: shadowRgba, left: left + 6, top: top + 10 },
      { input: turned, left, top },
    ]);
}

// Plain, sized photos.
await save('astronaut.webp', sharp(src('astronaut.png')).resize({ width: 512 }));
await save('chelsea.webp', sharp(src('chelsea.png')));
await save('coffee.webp', sharp(src('coffee.png')));
await save('camera.webp', sharp(src('camera.png')));
await save('printed-page.webp', await printedPage(src('coffee.png')));
await save('hubble.webp', sharp(src('hubble_deep_field.jpg')).resize({ width: 800 }));
await save('hubble-wide.webp', sharp(src('hubble_deep_field.jpg')).resize({ width: 800, height: 450, fit: 'cover' }));

// Colouring page from the cat photo (before/after pair, same size).
await save('chelsea-colouring.webp', await lineArt(src('chelsea.png'), 451));
await save('coffee-colouring.webp', await lineArt(src('coffee.png'), 600));
await save('camera-colouring.webp', await lineArt(src('camera.png'), 512));

// Watermark removal: stamp a semi-transparent watermark, then remove it with ffmpeg's delogo filter.
const stamped = path.join(tmp, 'coffee-stamped.png');
const mark = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="56"><rect width="220" height="56" rx="10" fill="black" fill-opacity="0.35"/>` +
    `<text x="110" y="37" font-family="sans-serif" font-size="26" font-weight="700" fill="white" fill-opacity="0.9" text-anchor="middle">STOCKMARK</text></svg>`,
);
await sharp(src('coffee.png')).composite([{ input: mark, left: 360, top: 320 }]).png().toFile(stamped);
await save('coffee-watermarked.webp', sharp(stamped));
const cleaned = path.join(tmp, 'coffee-clean.png');
execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', stamped, '-vf', 'delogo=x=358:y=318:w=224:h=60', cleaned]);
await save('coffee-dewatermarked.webp', sharp(cleaned));

// Studio headshot look: square crop on the face, warm grade, soft vignette.
const vignette = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><defs><radialGradient id="v" cx="50%" cy="45%" r="70%">` +
    `<stop offset="60%" stop-color="black" stop-opacity="0"/><stop offset="100%" stop-color="black" stop-opacity="0.55"/></radialGradient></defs>` +
    `<rect width="512" height="512" fill="url(#v)"/></svg>`,
);
const graded = await sharp(src('astronaut.png'))
  .extract({ left: 96, top: 0, width: 320, height: 320 })
  .resize({ width: 512 })
  .modulate({ brightness: 1.05, saturation: 1.08 })
  .linear(1.06, -6)
  .composite([{ input: vignette }])
  .toBuffer();
await save('astronaut-studio.webp', sharp(graded));
await save('astronaut-crop.webp', sharp(src('astronaut.png')).extract({ left: 96, top: 0, width: 320, height: 320 }).resize({ width: 512 }));

// Cover images for the blog (1200×630, the Open Graph size) — each from a real photo.
const covers = {
  'cover-headshots.webp': sharp(src('astronaut.png')).resize({ width: 1200, height: 630, fit: 'cover', position: 'north' }),
  'cover-colouring.webp': (await lineArt(src('chelsea.png'), 1200)).resize({ width: 1200, height: 630, fit: 'cover' }),
  'cover-watermark.webp': sharp(cleaned).resize({ width: 1200, height: 630, fit: 'cover' }),
  'cover-video.webp': sharp(src('hubble_deep_field.jpg')).resize({ width: 1200, height: 630, fit: 'cover' }),
  'cover-presentations.webp': sharp(src('camera.png')).resize({ width: 1200, height: 630, fit: 'cover', position: 'north' }),
  'cover-ocr.webp': sharp(src('coffee.png')).resize({ width: 1200, height: 630, fit: 'cover' }).modulate({ saturation: 0.7 }),
  'cover-studio.webp': sharp(src('chelsea.png')).resize({ width: 1200, height: 630, fit: 'cover' }),
};
for (const [name, pipeline] of Object.entries(covers)) await save(name, pipeline);

fs.rmSync(tmp, { recursive: true, force: true });
fs.writeFileSync(path.join(out, 'sizes.json'), `${JSON.stringify(sizes, null, 2)}\n`);
console.log(sizes);

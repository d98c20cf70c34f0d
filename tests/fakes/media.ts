/** Test inputs made on the spot: a short video with a burned-in logo (ffmpeg lavfi sources + drawbox). */
import { runFfmpeg } from '#server/media/ffmpeg';

export const LOGO = { x: 500, y: 20, w: 110, h: 44 } as const;

/**
 * A 640×360 H.264 + AAC MP4: a camera pan across a photo (everything in the picture moves), with a static "logo"
 * (a white plate with a dark mark) burned into the top-right corner, and a tone as audio.
 */
export async function makeWatermarkedVideo(file: string, photo: string, seconds = 3): Promise<void> {
  await makePanVideo(file, photo, seconds, { logo: true });
}

/** The same camera pan, with or without the logo (without: nothing in the picture stays still). */
export async function makePanVideo(
  file: string,
  photo: string,
  seconds: number,
  { logo }: { logo: boolean },
): Promise<void> {
  const { x, y, w, h } = LOGO;
  const frames = seconds * 25;
  const logoFilters = [
    `drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=white@1:t=fill`,
    `drawbox=x=${x + 12}:y=${y + 10}:w=${w - 24}:h=${h - 20}:color=0x202020@1:t=fill`,
    `drawbox=x=${x + 30}:y=${y + 16}:w=20:h=12:color=white@1:t=fill`,
  ];
  await runFfmpeg([
    '-loop',
    '1',
    '-framerate',
    '25',
    '-t',
    String(seconds),
    '-i',
    photo,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    '-filter_complex',
    [
      'scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720',
      `zoompan=z='1.6':x='(iw-iw/zoom)*on/${frames}':y='(ih-ih/zoom)*on/${frames}':d=${frames}:s=640x360:fps=25`,
      ...(logo ? logoFilters : []),
    ].join(','),
    '-frames:v',
    String(frames),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
}

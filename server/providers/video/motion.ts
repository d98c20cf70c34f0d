/**
 * Camera motion for the still-to-video engine, chosen from the prompt's words, as ffmpeg zoompan expressions.
 * `on` is the output frame number, `N` the frame count, `zoom` the current zoom.
 */
type CameraMotion = 'zoom-in' | 'zoom-out' | 'pan-left' | 'pan-right' | 'pan-up' | 'pan-down';

const RULES: Array<[RegExp, CameraMotion]> = [
  [/\bzoom(ing)?\s*out\b|\bpull(ing)?\s*(back|out)\b|\bdolly\s*out\b|\breveal\b/i, 'zoom-out'],
  [/\bzoom(ing)?\s*in\b|\bpush(ing)?\s*in\b|\bdolly\s*in\b|\bclose[- ]?up\b/i, 'zoom-in'],
  [/\bpan(s|ning)?\s*left\b|\bto the left\b|\bleftward/i, 'pan-left'],
  [/\bpan(s|ning)?\s*right\b|\bto the right\b|\brightward/i, 'pan-right'],
  [/\b(pan|tilt)(s|ing)?\s*up\b|\bupward|\brise|\brising\b/i, 'pan-up'],
  [/\b(pan|tilt)(s|ing)?\s*down\b|\bdownward|\bdescend/i, 'pan-down'],
];

/** The motion a prompt asks for; a slow push-in when it names none. */
export function motionFromPrompt(prompt: string): CameraMotion {
  return RULES.find(([pattern]) => pattern.test(prompt))?.[1] ?? 'zoom-in';
}

/** zoompan's z/x/y for a motion over `frames` frames (pans travel across a 15% zoomed frame). */
export function zoompanExpressions(motion: CameraMotion, frames: number): { z: string; x: string; y: string } {
  const t = `(on/${Math.max(1, frames - 1)})`;
  const centreX = 'iw/2-(iw/zoom/2)';
  const centreY = 'ih/2-(ih/zoom/2)';
  switch (motion) {
    case 'zoom-in':
      return { z: `1+0.18*${t}`, x: centreX, y: centreY };
    case 'zoom-out':
      return { z: `1.18-0.18*${t}`, x: centreX, y: centreY };
    case 'pan-left':
      return { z: '1.15', x: `(iw-iw/zoom)*(1-${t})`, y: centreY };
    case 'pan-right':
      return { z: '1.15', x: `(iw-iw/zoom)*${t}`, y: centreY };
    case 'pan-up':
      return { z: '1.15', x: centreX, y: `(ih-ih/zoom)*(1-${t})` };
    case 'pan-down':
      return { z: '1.15', x: centreX, y: `(ih-ih/zoom)*${t}` };
  }
}

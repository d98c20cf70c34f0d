import { describe, expect, it } from 'vitest';
import { motionFromPrompt, zoompanExpressions } from './motion';

describe('camera motion from the prompt', () => {
  it.each([
    ['A slow zoom in on her face', 'zoom-in'],
    ['push in towards the city', 'zoom-in'],
    ['zoom out to reveal the valley', 'zoom-out'],
    ['camera pans left across the beach', 'pan-left'],
    ['pan right over the skyline', 'pan-right'],
    ['tilt up to the sky', 'pan-up'],
    ['pan down to the street', 'pan-down'],
    ['a calm evening', 'zoom-in'],
  ])('%s → %s', (prompt, motion) => {
    expect(motionFromPrompt(prompt)).toBe(motion);
  });

  it('moves across the whole travel over the frames', () => {
    expect(zoompanExpressions('pan-right', 51).x).toBe('(iw-iw/zoom)*(on/50)');
    expect(zoompanExpressions('zoom-out', 26).z).toBe('1.18-0.18*(on/25)');
  });
});

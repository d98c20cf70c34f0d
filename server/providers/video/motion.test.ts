import { describe, expect, it } from 'vitest';
import { cameraFromPrompt, perspectiveOptions, planShot, uniformFallback, windowAt, type CameraMove } from './motion';

describe('camera move from the prompt', () => {
  it.each<[string, CameraMove]>([
    ['A slow zoom in on her face', 'zoom-in'],
    ['zoom out to reveal the valley', 'zoom-out'],
    ['camera pans left across the beach', 'pan-left'],
    ['pan slowly to the right over the skyline', 'pan-right'],
    ['tilt up to the sky', 'tilt-up'],
    ['the camera tilts down to the street', 'tilt-down'],
    ['push in towards the city', 'dolly-in'],
    ['dolly out from the table', 'dolly-out'],
    ['pull back from the portrait', 'dolly-out'],
    ['the camera slowly moves to the left', 'truck-left'],
    ['tracking shot, the camera glides right', 'truck-right'],
    ['crane up over the crowd', 'crane-up'],
    ['the camera descends to the ground', 'crane-down'],
    ['orbit around the statue', 'orbit-right'],
    ['the camera circles clockwise around the dancer', 'orbit-left'],
    ['arcing left around the car', 'orbit-left'],
    ['a parallax shot of the mountains', 'truck-right'],
    ['close-up of the flower', 'zoom-in'],
    ['una panorámica hacia la izquierda', 'pan-left'],
    ['zoom arrière sur le village', 'zoom-out'],
    ['Kamerafahrt nach rechts', 'truck-right'],
    ['la cámara hace un paneo a la derecha', 'pan-right'],
    ['a calm evening', 'dolly-in'],
    ['the sun rises over the sea', 'dolly-in'],
    ['she pulls the rope', 'dolly-in'],
  ])('%s → %s', (prompt, move) => {
    expect(cameraFromPrompt(prompt).move).toBe(move);
  });

  // Found trying prompts the table above did not have (2026-11-26): each got the default push-in, or the wrong move.
  it.each<[string, CameraMove]>([
    ['move the camera to the right', 'truck-right'],
    ['Kamera fährt nach links', 'truck-left'],
    ['la cámara se mueve hacia la izquierda', 'truck-left'],
    ['la caméra se déplace vers la droite', 'truck-right'],
    ["don't zoom, just pan to the left", 'pan-left'],
    ['no zoom, the camera tilts up', 'tilt-up'],
    ['sin zoom, paneo a la derecha', 'pan-right'],
    ['镜头慢慢推进', 'dolly-in'],
    ['镜头向左平移', 'truck-left'],
    ['镜头向右摇', 'pan-right'],
    ['镜头拉远', 'dolly-out'],
    ['镜头环绕人物', 'orbit-right'],
    ['镜头上升', 'crane-up'],
    ['放大', 'zoom-in'],
  ])('%s → %s', (prompt, move) => {
    expect(cameraFromPrompt(prompt).move).toBe(move);
  });

  it('reads slow and fast in Chinese', () => {
    expect(cameraFromPrompt('镜头慢慢推进').speed).toBeLessThan(1);
    expect(cameraFromPrompt('镜头快速拉远').speed).toBeGreaterThan(1);
  });

  it("honours the form's camera option over the text, except the neutral one", () => {
    expect(cameraFromPrompt('zoom in on the cat, pan left').move).toBe('pan-left');
    expect(cameraFromPrompt('a calm evening, tilt down').move).toBe('tilt-down');
    expect(cameraFromPrompt('orbit around the statue, gentle movement').move).toBe('orbit-right');
    expect(cameraFromPrompt('a calm evening, gentle movement').move).toBe('dolly-in');
    // An option without a direction takes it from the text.
    expect(cameraFromPrompt('the camera slides to the left, parallax').move).toBe('truck-left');
    expect(cameraFromPrompt('orbit left around the car, orbit').move).toBe('orbit-left');
  });

  it('reads the speed from the text, not from the neutral option', () => {
    expect(cameraFromPrompt('pan left, gentle movement').speed).toBe(1);
    expect(cameraFromPrompt('a slow pan left').speed).toBeLessThan(1);
    expect(cameraFromPrompt('a dramatic push in').speed).toBeGreaterThan(1);
  });
});

describe('shot plans', () => {
  const W = 1280;
  const H = 720;
  const travel = (move: CameraMove, layer: 'background' | 'subject' = 'background') => {
    const path = planShot(move)[layer]!;
    const a = windowAt(path, 0, W, H);
    const b = windowAt(path, 1, W, H);
    // Content motion on screen is the opposite of the window's.
    return {
      dx: -(b.left + b.width / 2 - (a.left + a.width / 2)),
      dy: -(b.top + b.height / 2 - (a.top + a.height / 2)),
      scale: a.width / b.width,
    };
  };

  it('moves the content the way each move shows it', () => {
    expect(travel('pan-left').dx).toBeGreaterThan(50);
    expect(travel('pan-right').dx).toBeLessThan(-50);
    expect(travel('tilt-up').dy).toBeGreaterThan(30);
    expect(travel('tilt-down').dy).toBeLessThan(-30);
    expect(travel('zoom-in').scale).toBeGreaterThan(1.15);
    expect(travel('zoom-out').scale).toBeLessThan(0.87);
    expect(travel('orbit-left').dx).toBeLessThan(-50);
    expect(travel('orbit-left', 'subject').dx).toBeGreaterThan(0);
  });

  it('moves the subject layer more than the background in parallax moves', () => {
    expect(travel('truck-left', 'subject').dx).toBeGreaterThan(1.8 * travel('truck-left').dx);
    expect(travel('crane-down', 'subject').dy).toBeLessThan(1.8 * travel('crane-down').dy);
    expect(travel('dolly-in', 'subject').scale).toBeGreaterThan(travel('dolly-in').scale + 0.1);
  });

  it('keeps every background window inside the plate', () => {
    const moves: CameraMove[] = [
      'zoom-in',
      'pan-left',
      'tilt-down',
      'dolly-out',
      'truck-right',
      'crane-up',
      'orbit-left',
    ];
    for (const move of moves)
      for (const speed of [0.6, 1, 1.35])
        for (const p of [0, 0.25, 0.5, 0.75, 1]) {
          const w = windowAt(planShot(move, speed, { x: 0.9, y: 0.1 }).background, p, W, H);
          expect(w.left).toBeGreaterThanOrEqual(-1e-6);
          expect(w.top).toBeGreaterThanOrEqual(-1e-6);
          expect(w.left + w.width).toBeLessThanOrEqual(W + 1e-6);
          expect(w.top + w.height).toBeLessThanOrEqual(H + 1e-6);
        }
  });

  it('falls back to the uniform move with the same direction on screen', () => {
    expect(uniformFallback('orbit-left')).toBe('pan-right');
    expect(uniformFallback('truck-left')).toBe('pan-left');
    expect(uniformFallback('dolly-in')).toBe('zoom-in');
  });

  it('writes per-frame perspective corners', () => {
    const options = perspectiveOptions(planShot('pan-right').background, 126);
    expect(options).toContain('eval=frame');
    expect(options).toContain('(on/125)');
    expect(options).not.toMatch(/,/);
  });
});

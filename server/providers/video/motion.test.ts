import { describe, expect, it } from 'vitest';
import { applyPromptTemplate } from '#contract/generation';
import imageToVideoPage from '#content/pages/image-to-video.json';
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

  // Shots that are not a travel (2026-11-26): a locked camera, a handheld one, the dolly zoom; each got the push-in.
  it.each<[string, CameraMove]>([
    ['static shot, no camera movement', 'static'],
    ['a locked-off shot of the harbour', 'static'],
    ["the camera doesn't move, waves roll in", 'static'],
    ['la cámara no se mueve', 'static'],
    ['plano fijo del mercado', 'static'],
    ['plan fixe sur la ville', 'static'],
    ['statische Kamera', 'static'],
    ['镜头固定不动', 'static'],
    ['handheld shot walking through the market', 'handheld'],
    ['hand-held, documentary feel', 'handheld'],
    ['shaky cam chase', 'handheld'],
    ['cámara en mano', 'handheld'],
    ["caméra à l'épaule dans la foule", 'handheld'],
    ['Handkamera im Wald', 'handheld'],
    ['手持镜头', 'handheld'],
    ['树叶在风中晃动', 'dolly-in'],
    ['a wobbly jelly on a plate', 'dolly-in'],
    ['shaky camera, running through the woods', 'handheld'],
    ['a dolly zoom on her face', 'dolly-zoom-out'],
    ['vertigo effect on the hallway', 'dolly-zoom-out'],
    ['dolly zoom in on the actor', 'dolly-zoom-in'],
    ['efecto vértigo', 'dolly-zoom-out'],
    ['希区柯克变焦', 'dolly-zoom-out'],
    // Not camera words here.
    ['a still life of fruit', 'dolly-in'],
    ['static electricity in her hair', 'dolly-in'],
    ["don't zoom, no camera movement", 'static'],
  ])('%s → %s', (prompt, move) => {
    expect(cameraFromPrompt(prompt).move).toBe(move);
  });

  it('reads every camera option of the form as the move it names, whatever the text says', () => {
    const form = imageToVideoPage.sections.find((section) => 'promptTemplate' in section && section.promptTemplate)!;
    const options = form.fields!.find((field) => field.name === 'camera')!.options!;
    const named: Record<string, CameraMove> = {
      'zoom in': 'zoom-in',
      'zoom out': 'zoom-out',
      'pan left': 'pan-left',
      'pan right': 'pan-right',
      'tilt up': 'tilt-up',
      'tilt down': 'tilt-down',
      'dolly in': 'dolly-in',
      'dolly out': 'dolly-out',
      'orbit left': 'orbit-left',
      'orbit right': 'orbit-right',
      'crane up': 'crane-up',
      parallax: 'truck-right',
      'dolly zoom': 'dolly-zoom-out',
      handheld: 'handheld',
      'static shot': 'static',
    };
    expect(options.filter((option) => option !== 'gentle movement').sort()).toEqual(Object.keys(named).sort());
    for (const [option, move] of Object.entries(named))
      for (const text of ['a calm lake at dawn', 'zoom in on the boat'])
        expect(cameraFromPrompt(applyPromptTemplate(form.promptTemplate!, { prompt: text, camera: option })).move).toBe(
          move,
        );
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

  it('keeps a static shot still, and a dolly zoom keeps the subject while the background changes scale', () => {
    const still = travel('static');
    expect(Math.abs(still.dx) + Math.abs(still.dy)).toBe(0);
    expect(still.scale).toBe(1);
    expect(planShot('static').subject).toBeUndefined();
    expect(travel('dolly-zoom-out').scale).toBeGreaterThan(1.07);
    expect(travel('dolly-zoom-in').scale).toBeLessThan(0.93);
    expect(travel('dolly-zoom-out', 'subject').scale).toBeCloseTo(1, 6);
    expect(uniformFallback('dolly-zoom-out')).toBe('zoom-in');
    expect(uniformFallback('dolly-zoom-in')).toBe('zoom-out');
  });

  it('shakes a handheld shot around its centre, faster than it drifts, and slower in a longer shot', () => {
    const centreAt = (p: number, seconds: number) => {
      const w = windowAt(planShot('handheld', 1, undefined, seconds).background, p, W, H);
      return { x: w.left + w.width / 2 - W / 2, y: w.top + w.height / 2 - H / 2 };
    };
    const samples = Array.from({ length: 126 }, (_, i) => centreAt(i / 125, 5));
    const largest = Math.max(...samples.map(({ x, y }) => Math.hypot(x, y)));
    // Visible (several pixels at 720p) but small: a hand, not a pan.
    expect(largest).toBeGreaterThan(5);
    expect(largest).toBeLessThan(0.03 * W);
    // It turns back: the horizontal offset changes sign more than twice in 5 s.
    const turns = samples.slice(1).filter((s, i) => Math.sign(s.x) !== Math.sign(samples[i]!.x)).length;
    expect(turns).toBeGreaterThan(2);
    // The same moment of a 10 s shot is half as far into the shake: p 0.1 of 10 s is p 0.2 of 5 s.
    expect(centreAt(0.1, 10).x).toBeCloseTo(centreAt(0.2, 5).x, 6);
  });

  it('keeps every background window inside the plate', () => {
    const moves: CameraMove[] = [
      'static',
      'handheld',
      'dolly-zoom-in',
      'dolly-zoom-out',
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
        for (const p of Array.from({ length: 51 }, (_, i) => i / 50)) {
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

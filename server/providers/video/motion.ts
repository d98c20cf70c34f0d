/**
 * Camera moves for the still-to-video engine: which move a prompt asks for, and how each layer of the shot moves.
 *
 * The widget sends `"{prompt}, {camera}"` (content/pages/image-to-video.json): a camera option chosen in the form is
 * the last comma-separated part and wins over words in the free text, except the neutral "gentle movement", which
 * leaves the choice to the text. In the text, the first move named wins, unless negated ("don't zoom"). Without any,
 * a slow push-in with depth.
 *
 * Moves and what they do on screen (the image content's motion, the opposite of the camera's):
 * - zoom in/out: the whole frame scales (a lens zoom: no parallax);
 * - pan left/right, tilt up/down: the whole frame slides (a camera turning on its tripod: no parallax);
 * - dolly in/out: the camera travels forward/back: the subject grows/shrinks faster than the background;
 * - truck left/right (and "parallax"): the camera slides sideways: the subject slides more than the background;
 * - crane up/down: the camera rises/sinks: the subject slides vertically more than the background;
 * - orbit left/right: the camera circles the subject: the subject stays, the background sweeps past;
 * - dolly zoom (the "vertigo" shot): the camera travels while the lens zooms the other way: the subject keeps its size,
 *   the background looms (camera out, zoom in: the default) or falls away (camera in, zoom out);
 * - static: the camera is locked (also "no camera movement"): the still as it is;
 * - handheld: a camera held by hand: a small sway that turns back on itself, no travel.
 * Layered moves need a subject (the background remover's matte); without one they fall back to the uniform move
 * with the same on-screen direction.
 */

export type CameraMove =
  | 'zoom-in'
  | 'zoom-out'
  | 'pan-left'
  | 'pan-right'
  | 'tilt-up'
  | 'tilt-down'
  | 'dolly-in'
  | 'dolly-out'
  | 'truck-left'
  | 'truck-right'
  | 'crane-up'
  | 'crane-down'
  | 'orbit-left'
  | 'orbit-right'
  | 'dolly-zoom-in'
  | 'dolly-zoom-out'
  | 'static'
  | 'handheld';

interface CameraRequest {
  move: CameraMove;
  /** 0.6 for "slow"/"gentle"/"subtle", 1.35 for "fast"/"dramatic", else 1. */
  speed: number;
}

type Family = 'zoom' | 'pan' | 'tilt' | 'dolly' | 'truck' | 'crane' | 'orbit' | 'dolly-zoom' | 'static' | 'handheld';
type Direction = 'in' | 'out' | 'left' | 'right' | 'up' | 'down' | 'cw' | 'ccw';

interface FamilyWords {
  pattern: RegExp;
  family: Family;
  /** The direction when none is named; without one, the word alone is no move ("pull the rope"). */
  fallback?: Direction;
  /** Counts only after "camera", "we", "shot"… ("the camera rises", not "the sun rises"). */
  needsCamera?: boolean;
}

/** Words that name a kind of move (English, Spanish, French, German; Chinese in CHINESE_MOVES). */
const FAMILY_WORDS: FamilyWords[] = [
  { pattern: /^(zoom|zooms|zoomed|zooming|zoomen|zoome|zoomt)$/, family: 'zoom', fallback: 'in' },
  {
    pattern: /^(heranzoomen|hineinzoomen|ranzoomen|reinzoomen|acercar|acercamiento|closeup)$/,
    family: 'zoom',
    fallback: 'in',
  },
  { pattern: /^(herauszoomen|rauszoomen|alejar|alejamiento|reveal|revealing)$/, family: 'zoom', fallback: 'out' },
  {
    pattern: /^(pan|pans|panned|panning|sweep|sweeps|sweeping|paneo|panorámica|panoramica|panoramique)$/,
    family: 'pan',
    fallback: 'right',
  },
  { pattern: /^(schwenk|schwenkt|schwenken|schwenkend|schwenke)$/, family: 'pan', fallback: 'right' },
  {
    pattern: /^(tilt|tilts|tilted|tilting|inclinación|inclinacion|incliner|bascule|neigen|neigt)$/,
    family: 'tilt',
    fallback: 'up',
  },
  {
    pattern: /^(dolly|dollies|dollying|travelling|traveling|kamerafahrt|approach|approaches|approaching)$/,
    family: 'dolly',
    fallback: 'in',
  },
  { pattern: /^(push|pushes|pushing|pull|pulls|pulling)$/, family: 'dolly' },
  { pattern: /^(truck|trucks|trucking|strafe|strafes|strafing)$/, family: 'truck', fallback: 'right' },
  { pattern: /^(track|tracks|tracking|slide|slides|sliding|glide|glides|gliding)$/, family: 'truck' },
  {
    pattern: /^(drift|drifts|drifting|move|moves|moving|moved|goes|go|travels|shift|shifts|flies|fly|flying)$/,
    family: 'truck',
    needsCamera: true,
  },
  {
    // Spanish, French and German for "moves" and "glides" (la cámara se mueve, la caméra se déplace, Kamera fährt).
    pattern:
      /^(mueve|mueven|mover|moverse|desplaza|desliza|déplace|deplace|bouge|glisse|fährt|fahrt|fahren|bewegt|bewegen|gleitet|gleiten)$/,
    family: 'truck',
    needsCamera: true,
  },
  { pattern: /^(crane|cranes|craning|boom|booms|pedestal|jib)$/, family: 'crane', fallback: 'up' },
  { pattern: /^(rise|rises|rising|ascend|ascends|ascending)$/, family: 'crane', fallback: 'up', needsCamera: true },
  {
    pattern: /^(descend|descends|descending|lower|lowers|lowering|sinks|sinking)$/,
    family: 'crane',
    fallback: 'down',
    needsCamera: true,
  },
  {
    pattern: /^(orbit|orbits|orbiting|orbital|arcs|arcing|circles|circling|revolves|revolving)$/,
    family: 'orbit',
    fallback: 'right',
  },
  {
    pattern: /^(órbita|orbita|orbitar|orbite|orbiter|umkreisen|umkreist|kreist|360)$/,
    family: 'orbit',
    fallback: 'right',
  },
  { pattern: /^(parallax|paralaje|parallaxe|parallaxe|depth|3d|2\.5d|layered)$/, family: 'truck', fallback: 'right' },
  // words() joins "dolly zoom", "vertigo effect", "efecto vértigo"… into dollyzoom; Vertigo's own shot by default.
  { pattern: /^(dollyzoom|zolly|vertigo|vértigo)$/, family: 'dolly-zoom', fallback: 'out' },
  // words() joins "hand-held", "shaky cam", "cámara en mano", "caméra à l'épaule" into handheld.
  { pattern: /^(handheld|shakycam|handkamera|handgehalten)$/, family: 'handheld', fallback: 'in' },
  // Only of the camera: "a wobbly jelly" is no handheld shot.
  {
    pattern: /^(shaky|wobbly|jittery|wackelig|wackelige|verwackelt)$/,
    family: 'handheld',
    fallback: 'in',
    needsCamera: true,
  },
  {
    pattern:
      /^(static|still|stationary|locked|lockedoff|motionless|fixed|fijo|fija|estático|estatico|estática|estatica|fixe|immobile|statisch|statische|feste)$/,
    family: 'static',
    fallback: 'in',
    needsCamera: true,
  },
];

const CAMERA_WORDS = /^(camera|cámara|camara|caméra|kamera|we|shot|view|lens|viewer|plano|plan|objectif)$/;
/** A move named after one of these is one not to make ("don't zoom, just pan left", "sin zoom"). */
const NEGATIONS =
  /^(no|not|don|dont|doesn|doesnt|didn|isn|shouldn|never|without|sin|sans|ne|pas|kein|keine|keinen|ohne|nicht)$/;
/** Movement in general: negated ("no camera movement", "la cámara no se mueve"), it asks for a static shot. */
const MOVEMENT =
  /^(move|moves|moving|movement|movements|motion|mueve|mover|moverse|movimiento|bouge|bouger|mouvement|bewegt|bewegung|bewegen)$/;

const DIRECTION_WORDS: Array<[RegExp, Direction]> = [
  [
    /^(in|into|inward|inwards|closer|nearer|forward|forwards|toward|towards|avant|adelante|dentro|hinein|heran|ran|rein)$/,
    'in',
  ],
  [
    /^(out|outward|outwards|back|backward|backwards|away|wider|arrière|arriere|atrás|atras|fuera|heraus|raus|zurück)$/,
    'out',
  ],
  [/^(left|leftward|leftwards|izquierda|gauche|links)$/, 'left'],
  [/^(right|rightward|rightwards|derecha|droite|rechts)$/, 'right'],
  [/^(up|upward|upwards|skyward|skywards|arriba|haut|oben|hoch)$/, 'up'],
  [/^(down|downward|downwards|abajo|bas|unten)$/, 'down'],
  [/^(clockwise)$/, 'cw'],
  [/^(counterclockwise|anticlockwise)$/, 'ccw'],
];

const SLOW =
  /^(slow|slowly|gentle|gently|subtle|subtly|soft|softly|calm|lento|lenta|lentamente|suave|lent|lente|lentement|doux|langsam|sanft)$/;
const FAST =
  /^(fast|quick|quickly|rapid|rapidly|dramatic|dramatically|swift|swiftly|rápido|rapido|rápida|rapida|rapide|schnell)$/;

/** The move a family makes towards a direction; null when the words name no move. */
function moveFor(family: Family, direction: Direction | undefined): CameraMove | null {
  if (!direction) return null;
  const lateral = direction === 'left' || direction === 'right' ? direction : undefined;
  const vertical = direction === 'up' || direction === 'down' ? direction : undefined;
  const depth = direction === 'in' || direction === 'out' ? direction : undefined;
  switch (family) {
    case 'zoom':
      return `zoom-${depth ?? 'in'}`;
    case 'pan':
      return vertical ? `tilt-${vertical}` : `pan-${lateral ?? 'right'}`;
    case 'tilt':
      return lateral ? `pan-${lateral}` : `tilt-${vertical ?? 'up'}`;
    case 'dolly':
    case 'truck':
    case 'crane':
      return depth ? `dolly-${depth}` : vertical ? `crane-${vertical}` : lateral ? `truck-${lateral}` : null;
    case 'dolly-zoom':
      return depth === 'in' ? 'dolly-zoom-in' : 'dolly-zoom-out';
    case 'static':
    case 'handheld':
      return family;
    case 'orbit':
      // Seen from above, clockwise takes the camera to its left.
      if (direction === 'cw') return 'orbit-left';
      if (direction === 'ccw') return 'orbit-right';
      return `orbit-${lateral ?? 'right'}`;
  }
}

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/close[- ]up/g, 'closeup')
    .replace(
      /dolly[- ]zoom|contra[- ]zoom|vertigo[- ](?:effect|shot)|efecto v[ée]rtigo|effet vertigo|vertigo[- ]effekt/g,
      'dollyzoom',
    )
    .replace(/hand[- ]held|shaky[- ]cam(?:era)?|c[áa]mara en mano|cam[ée]ra (?:à l['’]|a l['’])?[ée]paule/g, 'handheld')
    .replace(/locked[- ]off|locked[- ]down/g, 'lockedoff')
    .replace(/counter[- ]clockwise|anti[- ]clockwise/g, 'counterclockwise')
    .split(/[^\p{L}\p{N}.]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);
}

/** The first move named in `text` (a family word with a direction among the next words, or its fallback). */
function firstMove(text: string): { move: CameraMove; explicit: boolean } | null {
  const list = words(text);
  for (let i = 0; i < list.length; i++) {
    const entry = FAMILY_WORDS.find(({ pattern }) => pattern.test(list[i]!));
    if (!entry) continue;
    // "The camera moves", or "move the camera": the camera named just before the word or right after it.
    const cameraNear = list.slice(Math.max(0, i - 3), i + 3).some((word) => CAMERA_WORDS.test(word));
    if (entry.needsCamera && !cameraNear) continue;
    if (list.slice(Math.max(0, i - 2), i).some((word) => NEGATIONS.test(word))) continue;
    let direction: Direction | undefined;
    // "pan slowly to the left", "move the camera to the right", or "a slow left pan".
    for (const j of [i + 1, i + 2, i + 3, i + 4, i + 5, i - 1]) {
      const word = list[j];
      if (!word) continue;
      if (j > i && FAMILY_WORDS.some(({ pattern }) => pattern.test(word))) break;
      const found = DIRECTION_WORDS.find(([pattern]) => pattern.test(word));
      if (found) {
        direction = found[1];
        break;
      }
    }
    const move = moveFor(entry.family, direction ?? entry.fallback);
    if (move) return { move, explicit: direction !== undefined };
  }
  const negatedMovement = list.some(
    (word, i) => MOVEMENT.test(word) && list.slice(Math.max(0, i - 4), i).some((before) => NEGATIONS.test(before)),
  );
  if (negatedMovement) return { move: 'static', explicit: true };
  return chineseMove(text);
}

/**
 * Chinese camera words, read in the text as it is (Chinese has no spaces to split words on): the first one named
 * wins; a lateral or vertical move takes its side from 左/右 (left/right) or 上/下 (up/down) anywhere in the text.
 */
const CHINESE_MOVES: Array<[RegExp, (side: { lateral?: 'left' | 'right' }) => CameraMove]> = [
  [/固定镜头|镜头固定|静止镜头|静态镜头|镜头不动|机位不动/, () => 'static'],
  // Only the camera's shake: leaves that sway (树叶晃动) are no handheld shot.
  [/手持|镜头晃动|镜头抖动|镜头摇晃/, () => 'handheld'],
  [/希区柯克|滑动变焦|眩晕效果/, () => 'dolly-zoom-out'],
  [/推进|推近|靠近|前进/, () => 'dolly-in'],
  [/拉远|拉开|后退|拉出/, () => 'dolly-out'],
  [/放大|变焦/, () => 'zoom-in'],
  [/缩小/, () => 'zoom-out'],
  [/环绕|旋转|绕/, ({ lateral }) => `orbit-${lateral ?? 'right'}`],
  [/上升|升起|升高/, () => 'crane-up'],
  [/下降|降低/, () => 'crane-down'],
  [/仰拍|上摇/, () => 'tilt-up'],
  [/俯拍|下摇/, () => 'tilt-down'],
  [/摇/, ({ lateral }) => `pan-${lateral ?? 'right'}`],
  [/平移|移动|横移|跟拍/, ({ lateral }) => `truck-${lateral ?? 'right'}`],
];

function chineseMove(text: string): { move: CameraMove; explicit: boolean } | null {
  const lateral = /左/.test(text) ? 'left' : /右/.test(text) ? 'right' : undefined;
  let first: { at: number; move: CameraMove } | null = null;
  for (const [pattern, move] of CHINESE_MOVES) {
    const at = text.search(pattern);
    if (at >= 0 && (!first || at < first.at)) first = { at, move: move({ lateral }) };
  }
  return first && { move: first.move, explicit: true };
}

function speedOf(text: string): number {
  const list = words(text);
  if (list.some((word) => FAST.test(word)) || /快|迅速|急速/.test(text)) return 1.35;
  if (list.some((word) => SLOW.test(word)) || /慢|缓/.test(text)) return 0.6;
  return 1;
}

/** The widget's neutral camera option: the text decides. */
const NEUTRAL_OPTION = /^gentle movement$/i;

/** The move (and its speed) the prompt asks for; the form's camera option, the last part, wins over the text. */
export function cameraFromPrompt(prompt: string): CameraRequest {
  const parts = prompt.split(',');
  const last = parts.length > 1 ? parts[parts.length - 1]!.trim() : '';
  // A short last part that names a move is the form's option (or the user's own closing instruction).
  const option = last && words(last).length <= 4 ? firstMove(last) : null;
  const text = option || NEUTRAL_OPTION.test(last) ? parts.slice(0, -1).join(',') : prompt;
  const named = firstMove(text);
  // An option without a direction ("orbit", "parallax") takes it from the text when the text names the same kind.
  const sameKind = option && named && !option.explicit && kind(option.move) === kind(named.move);
  const move = (sameKind ? named?.move : option?.move) ?? named?.move ?? 'dolly-in';
  return { move, speed: speedOf(option ? prompt : text) };
}

/** The kind of a move (its name without the direction): truck and crane are the same sideways/vertical travel. */
function kind(move: CameraMove): string {
  return move.replace(/-(?:in|out|left|right|up|down)$/, '').replace('crane', 'truck');
}

/** Whether the move separates the subject from the background (needs the matte). */
export function isLayeredMove(move: CameraMove): boolean {
  return /^(dolly|truck|crane|orbit)-/.test(move);
}

/** The single-layer move with the same on-screen direction, for a layered move when there is no subject. */
export function uniformFallback(move: CameraMove): CameraMove {
  switch (move) {
    case 'dolly-in':
      return 'zoom-in';
    case 'dolly-out':
      return 'zoom-out';
    case 'truck-left':
      return 'pan-left';
    case 'truck-right':
      return 'pan-right';
    case 'crane-up':
      return 'tilt-up';
    case 'crane-down':
      return 'tilt-down';
    // The background sweeps the way the camera goes: what a pan the other way shows.
    case 'orbit-left':
      return 'pan-right';
    case 'orbit-right':
      return 'pan-left';
    // What the background does.
    case 'dolly-zoom-out':
      return 'zoom-in';
    case 'dolly-zoom-in':
      return 'zoom-out';
    default:
      return move;
  }
}

/**
 * One layer's virtual camera over the plate (the still cropped to the output frame, W×H): at progress e (0..1,
 * eased) the view window is W/zoom × H/zoom, scaled about the anchor (fractions of W, H) and shifted by (shiftX,
 * shiftY) fractions of W, H. Window left = W·(anchorX − anchorX/zoom + shiftX). A shift to the right moves the
 * content to the left on screen.
 */
export interface LayerPath {
  zoom: [number, number];
  shiftX: [number, number];
  shiftY: [number, number];
  anchor: { x: number; y: number };
  /** A handheld sway added to the shift: sine waves over the shot's progress (fractions of W, H). */
  sway?: { x: Wave[]; y: Wave[] };
}

/** amplitude · sin(2π · cycles · p + phase), p the shot's progress (not eased: a hand does not slow down). */
export interface Wave {
  amplitude: number;
  cycles: number;
  phase: number;
}

export interface ShotPlan {
  background: LayerPath;
  /** Absent for single-layer moves. */
  subject?: LayerPath;
}

const still = (value: number): [number, number] => [value, value];
const span = (from: number, to: number): [number, number] => [from, to];

/**
 * A hand's sway, in Hz and fractions of the frame: a slow drift each way and a quicker, smaller tremor (periods that
 * do not divide each other, so it never visibly repeats). About ±1% of the frame at speed 1.
 */
const SWAY_X = [
  { amplitude: 0.006, hz: 0.45, phase: 0.3 },
  { amplitude: 0.003, hz: 1.7, phase: 1.1 },
];
const SWAY_Y = [
  { amplitude: 0.005, hz: 0.6, phase: 2.0 },
  { amplitude: 0.0025, hz: 2.3, phase: 0.7 },
];

/**
 * The layers' paths for a move. `subjectCentre` (fractions of the frame) anchors dolly moves on the subject;
 * `speed` scales the travel (bounded so the background window never leaves the plate); `durationSeconds` sets a
 * handheld sway's pace (the other moves take the whole shot, whatever its length).
 */
export function planShot(
  move: CameraMove,
  speed = 1,
  subjectCentre = { x: 0.5, y: 0.5 },
  durationSeconds = 5,
): ShotPlan {
  const k = Math.min(1.35, Math.max(0.5, speed));
  const centre = { x: 0.5, y: 0.5 };
  // Pans and tilts travel across the whole margin of a 1.15 zoom (±6.5% of the frame at speed 1).
  const panZoom = 1 + 0.15 * k;
  const panTravel = (1 - 1 / panZoom) / 2;
  switch (move) {
    case 'zoom-in':
      return { background: { zoom: span(1, 1 + 0.2 * k), shiftX: still(0), shiftY: still(0), anchor: centre } };
    case 'zoom-out':
      return { background: { zoom: span(1 + 0.2 * k, 1), shiftX: still(0), shiftY: still(0), anchor: centre } };
    case 'pan-left':
    case 'pan-right': {
      const sign = move === 'pan-left' ? -1 : 1;
      return {
        background: {
          zoom: still(panZoom),
          shiftX: span(-sign * panTravel, sign * panTravel),
          shiftY: still(0),
          anchor: centre,
        },
      };
    }
    case 'tilt-up':
    case 'tilt-down': {
      const sign = move === 'tilt-up' ? -1 : 1;
      return {
        background: {
          zoom: still(panZoom),
          shiftX: still(0),
          shiftY: span(-sign * panTravel, sign * panTravel),
          anchor: centre,
        },
      };
    }
    case 'dolly-in':
    case 'dolly-out': {
      const anchor = { x: clamp(subjectCentre.x, 0.2, 0.8), y: clamp(subjectCentre.y, 0.2, 0.8) };
      const background: [number, number] = [1, 1 + 0.07 * k];
      const subject: [number, number] = [1, 1 + 0.22 * k];
      const order = <T>(pair: [T, T]): [T, T] => (move === 'dolly-in' ? pair : [pair[1], pair[0]]);
      return {
        background: { zoom: order(background), shiftX: still(0), shiftY: still(0), anchor },
        subject: { zoom: order(subject), shiftX: still(0), shiftY: still(0), anchor },
      };
    }
    case 'truck-left':
    case 'truck-right':
    case 'crane-up':
    case 'crane-down': {
      // The camera goes left: the window goes left; the subject (nearer) slides twice as far as the background.
      const sign = move === 'truck-left' || move === 'crane-up' ? -1 : 1;
      const bg = 0.025 * k;
      const fg = 0.05 * k;
      const zoom = marginZoom(bg);
      const lateral = move.startsWith('truck');
      const pair = (travel: number) => span(-sign * travel, sign * travel);
      return {
        background: {
          zoom: still(zoom),
          shiftX: lateral ? pair(bg) : still(0),
          shiftY: lateral ? still(0) : pair(bg),
          anchor: centre,
        },
        subject: {
          zoom: still(zoom),
          shiftX: lateral ? pair(fg) : still(0),
          shiftY: lateral ? still(0) : pair(fg),
          anchor: centre,
        },
      };
    }
    case 'orbit-left':
    case 'orbit-right': {
      // The camera circles left: the background sweeps left (window right), the subject barely moves (a little
      // the other way, as its near side would).
      const sign = move === 'orbit-left' ? 1 : -1;
      const bg = 0.04 * k;
      const fg = 0.008 * k;
      const zoom = marginZoom(bg);
      return {
        background: { zoom: still(zoom), shiftX: span(-sign * bg, sign * bg), shiftY: still(0), anchor: centre },
        subject: { zoom: still(zoom), shiftX: span(sign * fg, -sign * fg), shiftY: still(0), anchor: centre },
      };
    }
    case 'dolly-zoom-in':
    case 'dolly-zoom-out': {
      // The subject keeps its size; the background scales about the subject by half a zoom's change: the plate's
      // filled-in hole shows around the subject as the background grows (astronaut at 14%: a 40 px smear at the
      // shoulders at 720p; at 10% about what a truck move uncovers).
      const anchor = { x: clamp(subjectCentre.x, 0.2, 0.8), y: clamp(subjectCentre.y, 0.2, 0.8) };
      const background: [number, number] = [1, 1 + 0.1 * k];
      return {
        background: {
          zoom: move === 'dolly-zoom-out' ? background : [background[1], background[0]],
          shiftX: still(0),
          shiftY: still(0),
          anchor,
        },
        subject: { zoom: still(1), shiftX: still(0), shiftY: still(0), anchor },
      };
    }
    case 'static':
      return { background: { zoom: still(1), shiftX: still(0), shiftY: still(0), anchor: centre } };
    case 'handheld': {
      const waves = (list: typeof SWAY_X): Wave[] =>
        list.map(({ amplitude, hz, phase }) => ({ amplitude: amplitude * k, cycles: hz * durationSeconds, phase }));
      const sway = { x: waves(SWAY_X), y: waves(SWAY_Y) };
      const reach = Math.max(...[sway.x, sway.y].map((list) => list.reduce((sum, w) => sum + w.amplitude, 0)));
      return {
        background: { zoom: still(marginZoom(reach)), shiftX: still(0), shiftY: still(0), anchor: centre, sway },
      };
    }
  }
}

/** The sway's offset at progress p. */
function swayAt(waves: Wave[] | undefined, p: number): number {
  return (waves ?? []).reduce((sum, w) => sum + w.amplitude * Math.sin(2 * Math.PI * w.cycles * p + w.phase), 0);
}

/** A zoom whose margin lets the window travel ±`travel` (fraction of the frame) and a little more. */
function marginZoom(travel: number): number {
  return Math.max(1.1, 1 / (1 - 2 * travel - 0.01));
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Eased progress: half linear, half smoothstep (starts and ends gently, never stops mid-shot). */
function ease(p: number): number {
  return 0.5 * p + 0.5 * p * p * (3 - 2 * p);
}

/** The view window (plate pixels) of a layer at progress p (0..1, before easing). */
export function windowAt(path: LayerPath, p: number, width: number, height: number) {
  const e = ease(p);
  const zoom = path.zoom[0] + (path.zoom[1] - path.zoom[0]) * e;
  const shiftX = path.shiftX[0] + (path.shiftX[1] - path.shiftX[0]) * e + swayAt(path.sway?.x, p);
  const shiftY = path.shiftY[0] + (path.shiftY[1] - path.shiftY[0]) * e + swayAt(path.sway?.y, p);
  return {
    left: width * (path.anchor.x - path.anchor.x / zoom + shiftX),
    top: height * (path.anchor.y - path.anchor.y / zoom + shiftY),
    width: width / zoom,
    height: height / zoom,
  };
}

const num = (value: number) => Number(value.toFixed(6)).toString();

/**
 * ffmpeg `perspective` options (source corners, evaluated per frame; `on` is the output frame number) that show a
 * layer's view window over `frames` frames. The window is sampled with sub-pixel precision (no zoompan jitter).
 */
export function perspectiveOptions(path: LayerPath, frames: number): string {
  const p = `(on/${Math.max(1, frames - 1)})`;
  const e = `(0.5*${p}+0.5*${p}*${p}*(3-2*${p}))`;
  const lerp = ([a, b]: [number, number]) => (a === b ? num(a) : `(${num(a)}+${num(b - a)}*${e})`);
  const sway = (waves: Wave[] | undefined) =>
    (waves ?? []).map((w) => `+${num(w.amplitude)}*sin(${num(2 * Math.PI * w.cycles)}*${p}+${num(w.phase)})`).join('');
  const zoom = lerp(path.zoom);
  const left = `W*(${num(path.anchor.x)}-${num(path.anchor.x)}/${zoom}+${lerp(path.shiftX)}${sway(path.sway?.x)})`;
  const top = `H*(${num(path.anchor.y)}-${num(path.anchor.y)}/${zoom}+${lerp(path.shiftY)}${sway(path.sway?.y)})`;
  const right = `(${left}+W/${zoom})`;
  const bottom = `(${top}+H/${zoom})`;
  const corners = { x0: left, y0: top, x1: right, y1: top, x2: left, y2: bottom, x3: right, y3: bottom };
  return [
    ...Object.entries(corners).map(([key, value]) => `${key}='${value}'`),
    'interpolation=linear',
    'eval=frame',
  ].join(':');
}

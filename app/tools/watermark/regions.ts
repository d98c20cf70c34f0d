/**
 * The watermark boxes the user edits over the preview frame, in the source video's pixels (the space `regions` of
 * POST /v1/sora2/WatermarkRemover uses): keep them inside the frame, move and resize them by keyboard steps, and
 * call the free preview endpoint. Free of React.
 */
import type { Region } from '#contract/generation';
import { LOW_CONFIDENCE, type WatermarkPreview } from '#contract/watermark-preview';
import { api, isOk } from '#app/lib/api';

/** A box on the frame: a detected one keeps its confidence, one the user drew has none. */
export interface EditableRegion extends Region {
  id: number;
  confidence: number | null;
}

export interface FrameSize {
  width: number;
  height: number;
}

/** The API accepts at most this many boxes. */
export const MAX_REGIONS = 8;
const MIN_SIZE = 8;

export function isLowConfidence(region: Pick<EditableRegion, 'confidence'>): boolean {
  return region.confidence !== null && region.confidence < LOW_CONFIDENCE;
}

/** Keeps a box inside the frame, at least MIN_SIZE (or the frame) wide and high, in whole pixels. */
export function clampToFrame<T extends Region>(region: T, frame: FrameSize): T {
  const w = Math.round(Math.min(frame.width, Math.max(Math.min(MIN_SIZE, frame.width), region.w)));
  const h = Math.round(Math.min(frame.height, Math.max(Math.min(MIN_SIZE, frame.height), region.h)));
  const x = Math.round(Math.min(frame.width - w, Math.max(0, region.x)));
  const y = Math.round(Math.min(frame.height - h, Math.max(0, region.y)));
  return { ...region, x, y, w, h };
}

/** One keyboard step: 1% of the frame's side, at least 2 px. */
export function keyboardStep(frame: FrameSize): { dx: number; dy: number } {
  return { dx: Math.max(2, Math.round(frame.width / 100)), dy: Math.max(2, Math.round(frame.height / 100)) };
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * What a key does to the selected box: arrows move it, shift+arrows resize it (right/down grow, left/up shrink),
 * Delete or Backspace removes it. Null: not a key of the editor.
 */
export function applyKey<T extends Region>(
  region: T,
  key: string,
  shift: boolean,
  frame: FrameSize,
): { region: T } | { remove: true } | null {
  if (key === 'Delete' || key === 'Backspace') return { remove: true };
  const arrow = ARROWS[key];
  if (!arrow) return null;
  const { dx, dy } = keyboardStep(frame);
  const [sx, sy] = arrow;
  if (shift) return { region: clampToFrame({ ...region, w: region.w + sx * dx, h: region.h + sy * dy }, frame) };
  return { region: clampToFrame({ ...region, x: region.x + sx * dx, y: region.y + sy * dy }, frame) };
}

/** A new box in the middle of the frame (the "Add box" button): a fifth of the width, a tenth of the height. */
export function centredRegion(frame: FrameSize, id: number): EditableRegion {
  const w = Math.max(MIN_SIZE, Math.round(frame.width / 5));
  const h = Math.max(MIN_SIZE, Math.round(frame.height / 10));
  return { id, confidence: null, x: Math.round((frame.width - w) / 2), y: Math.round((frame.height - h) / 2), w, h };
}

/** The box spanned by two corners (a drag on the frame), or null when it is too small to be meant. */
export function regionFromCorners(
  a: { x: number; y: number },
  b: { x: number; y: number },
  frame: FrameSize,
  id: number,
): EditableRegion | null {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  const w = Math.abs(a.x - b.x);
  const h = Math.abs(a.y - b.y);
  if (w < 4 || h < 4) return null;
  return clampToFrame({ id, confidence: null, x, y, w, h }, frame);
}

/** The boxes as the API takes them (no ids or confidences). */
export function toRequestRegions(regions: EditableRegion[]): Region[] {
  return regions.slice(0, MAX_REGIONS).map(({ x, y, w, h }) => ({ x, y, w, h }));
}

export type PreviewOutcome =
  | { ok: true; preview: WatermarkPreview; regions: EditableRegion[] }
  | { ok: false; message: string | null; unauthorized?: boolean };

export const PREVIEW_FAILED = 'The preview could not be made. You can still draw a box or remove the watermark.';

/** Asks the server for the detected boxes and a frame (free). */
export async function fetchPreview(videoUrl: string, signal?: AbortSignal): Promise<PreviewOutcome> {
  try {
    const envelope = await api.post<WatermarkPreview>('/v1/watermark/preview', { video_add: videoUrl }, { signal });
    if (!isOk(envelope)) return { ok: false, message: envelope.msg || PREVIEW_FAILED };
    const preview = envelope.data;
    return {
      ok: true,
      preview,
      regions: preview.regions.map((region, index) => ({ ...region, id: index + 1 })),
    };
  } catch (error) {
    if ((error as Error)?.name === 'UnauthorizedError') return { ok: false, message: null, unauthorized: true };
    if ((error as Error)?.name === 'AbortError') return { ok: false, message: null };
    return { ok: false, message: PREVIEW_FAILED };
  }
}

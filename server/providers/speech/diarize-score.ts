/**
 * Diarization error rate (NIST DER): (missed speech + false alarm + speaker confusion) / scored reference speech,
 * on a 10 ms grid, with the hypothesis labels mapped onto the reference ones in the way that maximises agreement,
 * and a collar (default 0.25 s) around every reference boundary left unscored. One speaker at a time (no overlap).
 */
import type { SpeakerTurn } from './diarize';

export interface DerResult {
  der: number;
  missed: number;
  falseAlarm: number;
  confusion: number;
  /** Scored reference speech, seconds. */
  scored: number;
  hypothesisSpeakers: number;
}

const STEP = 0.01;

function labelGrid(turns: SpeakerTurn[], length: number, names: Map<string, number>): Int8Array {
  const grid = new Int8Array(length).fill(-1);
  for (const turn of turns) {
    if (!names.has(turn.speaker)) names.set(turn.speaker, names.size);
    grid.fill(names.get(turn.speaker)!, Math.round(turn.start / STEP), Math.min(length, Math.round(turn.end / STEP)));
  }
  return grid;
}

/** Every injective assignment of hypothesis speakers to reference speakers (−1: unmatched). */
function* assignments(hyp: number, ref: number, used: boolean[] = [], prefix: number[] = []): Generator<number[]> {
  if (prefix.length === hyp) {
    yield prefix;
    return;
  }
  yield* assignments(hyp, ref, used, [...prefix, -1]);
  for (let r = 0; r < ref; r++) {
    if (used[r]) continue;
    used[r] = true;
    yield* assignments(hyp, ref, used, [...prefix, r]);
    used[r] = false;
  }
}

export function diarizationErrorRate(
  reference: SpeakerTurn[],
  hypothesis: SpeakerTurn[],
  collarSeconds = 0.25,
): DerResult {
  const end = Math.max(0, ...reference.map((t) => t.end), ...hypothesis.map((t) => t.end));
  const length = Math.ceil(end / STEP) + 1;
  const refNames = new Map<string, number>();
  const hypNames = new Map<string, number>();
  const ref = labelGrid(reference, length, refNames);
  const hyp = labelGrid(hypothesis, length, hypNames);
  const scoredMask = new Uint8Array(length).fill(1);
  const collar = Math.round(collarSeconds / STEP);
  for (const turn of reference)
    for (const boundary of [turn.start, turn.end]) {
      const at = Math.round(boundary / STEP);
      scoredMask.fill(0, Math.max(0, at - collar), Math.min(length, at + collar));
    }
  // Co-occurrence counts, then the best mapping (at most 4×4 speakers: brute force is instant).
  const counts = Array.from({ length: hypNames.size }, () => new Float64Array(refNames.size));
  let missed = 0;
  let falseAlarm = 0;
  let both = 0;
  let scored = 0;
  for (let i = 0; i < length; i++) {
    if (!scoredMask[i]) continue;
    const r = ref[i]!;
    const h = hyp[i]!;
    if (r >= 0) scored++;
    if (r >= 0 && h < 0) missed++;
    else if (r < 0 && h >= 0) falseAlarm++;
    else if (r >= 0 && h >= 0) {
      both++;
      counts[h]![r]! += 1;
    }
  }
  let bestMatched = 0;
  for (const mapping of assignments(hypNames.size, refNames.size)) {
    let matched = 0;
    mapping.forEach((r, h) => (matched += r >= 0 ? counts[h]![r]! : 0));
    bestMatched = Math.max(bestMatched, matched);
  }
  const confusion = both - bestMatched;
  return {
    der: scored ? (missed + falseAlarm + confusion) / scored : 0,
    missed: missed * STEP,
    falseAlarm: falseAlarm * STEP,
    confusion: confusion * STEP,
    scored: scored * STEP,
    hypothesisSpeakers: hypNames.size,
  };
}

/** Per-frame flags (voiced or not), shared by the diarizer's voice activity and the estimated word times. */

/** What both a `boolean[]` and a `Uint8Array` of flags offer. */
interface Flags<T> {
  readonly length: number;
  readonly [index: number]: T;
  fill(value: T, start: number, end: number): unknown;
}

/** Sets to `to` every run of `value` no longer than `maxLength` that has other values on both sides. */
export function fillRuns<T>(flags: Flags<T>, value: T, maxLength: number, to: T): void {
  let f = 0;
  while (f < flags.length) {
    if (flags[f] !== value) {
      f++;
      continue;
    }
    let end = f;
    while (end < flags.length && flags[end] === value) end++;
    if (end - f <= maxLength && f > 0 && end < flags.length) flags.fill(to, f, end);
    f = end;
  }
}

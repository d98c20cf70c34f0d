/**
 * Short-time features of speech, computed in plain TypeScript (no model, no native code): per 25 ms frame with a
 * 10 ms hop, the log energy, the zero-crossing rate and 13 mel-frequency cepstral coefficients (MFCC c0..c12).
 * Streaming: samples are pushed in chunks of any size and frames are handed out as they complete, so a 3-hour
 * recording never has to be held in memory.
 */

export const FRAME_HOP_SECONDS = 0.01;
const FRAME_WINDOW_SECONDS = 0.025;
const MEL_FILTERS = 26;
export const CEPSTRA = 13;
const PRE_EMPHASIS = 0.97;

export interface FrameFeatures {
  /** 10·log10 of the frame's mean square (full scale = 0 dB). */
  energyDb: number;
  /** Sign changes per sample (0..1). */
  zeroCrossingRate: number;
  /** c0..c12; reused between calls: copy it to keep it. */
  mfcc: Float64Array;
  /** With `bandRangeDb`: c0..c12 of the mel bands floored that far under the frame's loudest band (reused too). */
  flooredMfcc?: Float64Array;
}

/** In-place iterative radix-2 FFT of (re, im); length a power of two. */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const stepRe = Math.cos(angle);
    const stepIm = Math.sin(angle);
    const half = size >> 1;
    for (let start = 0; start < n; start += size) {
      let wRe = 1;
      let wIm = 0;
      for (let k = 0; k < half; k++) {
        const a = start + k;
        const b = a + half;
        const tRe = re[b]! * wRe - im[b]! * wIm;
        const tIm = re[b]! * wIm + im[b]! * wRe;
        re[b] = re[a]! - tRe;
        im[b] = im[a]! - tIm;
        re[a] = re[a]! + tRe;
        im[a] = im[a]! + tIm;
        const nextRe = wRe * stepRe - wIm * stepIm;
        wIm = wRe * stepIm + wIm * stepRe;
        wRe = nextRe;
      }
    }
  }
}

const hzToMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const melToHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);

/** Triangular mel filters over the bins of an `fftSize` spectrum: [firstBin, weights] per filter. */
function melFilterbank(sampleRate: number, fftSize: number): Array<{ first: number; weights: Float64Array }> {
  const low = hzToMel(64);
  const high = hzToMel(Math.min(7000, sampleRate / 2));
  const edges = Array.from({ length: MEL_FILTERS + 2 }, (_, i) =>
    melToHz(low + ((high - low) * i) / (MEL_FILTERS + 1)),
  );
  const binHz = sampleRate / fftSize;
  return Array.from({ length: MEL_FILTERS }, (_, m) => {
    const [left, centre, right] = [edges[m]!, edges[m + 1]!, edges[m + 2]!];
    const first = Math.ceil(left / binHz);
    const last = Math.min(fftSize / 2, Math.floor(right / binHz));
    const weights = new Float64Array(Math.max(0, last - first + 1));
    for (let bin = first; bin <= last; bin++) {
      const hz = bin * binHz;
      weights[bin - first] = hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    }
    return { first, weights };
  });
}

/** Pushes samples in, calls `onFrame` for every complete frame. */
export class FrameFeatureExtractor {
  private readonly windowLength: number;
  private readonly hop: number;
  private readonly fftSize: number;
  private readonly window: Float64Array;
  private readonly filters: ReturnType<typeof melFilterbank>;
  private readonly dct: Float64Array[];
  private readonly pending: Float64Array;
  private pendingLength = 0;
  private readonly re: Float64Array;
  private readonly im: Float64Array;
  private readonly melEnergies = new Float64Array(MEL_FILTERS);
  private readonly features: FrameFeatures = { energyDb: 0, zeroCrossingRate: 0, mfcc: new Float64Array(CEPSTRA) };

  /**
   * `bandRangeDb`: when set, each frame also gets `flooredMfcc`, from its mel bands floored at this many dB below
   * its loudest band, so what lies beneath (room noise that quiet speech sinks into, a codec's holes and cut-off) no
   * longer shapes the cepstrum: the same voice louder, softer or through a low-bitrate codec keeps the same upper
   * envelope. (It also blurs what tells two voices apart, hence both.)
   */
  constructor(
    sampleRate: number,
    private readonly onFrame: (features: FrameFeatures) => void,
    private readonly options: { bandRangeDb?: number } = {},
  ) {
    this.windowLength = Math.round(sampleRate * FRAME_WINDOW_SECONDS);
    this.hop = Math.round(sampleRate * FRAME_HOP_SECONDS);
    this.fftSize = 2 ** Math.ceil(Math.log2(this.windowLength));
    this.window = Float64Array.from(
      { length: this.windowLength },
      (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (this.windowLength - 1)),
    );
    this.filters = melFilterbank(sampleRate, this.fftSize);
    this.dct = Array.from({ length: CEPSTRA }, (_, k) =>
      Float64Array.from({ length: MEL_FILTERS }, (_, m) => Math.cos((Math.PI * k * (m + 0.5)) / MEL_FILTERS)),
    );
    this.pending = new Float64Array(this.windowLength);
    this.re = new Float64Array(this.fftSize);
    this.im = new Float64Array(this.fftSize);
  }

  /** Samples in −1..1 (Float32Array) or 16-bit integers (Int16Array). */
  push(samples: Float32Array | Int16Array): void {
    const scale = samples instanceof Int16Array ? 1 / 32768 : 1;
    for (let i = 0; i < samples.length; i++) {
      this.pending[this.pendingLength++] = samples[i]! * scale;
      if (this.pendingLength === this.windowLength) {
        this.emit();
        // Keep the overlap (window − hop samples) for the next frame.
        this.pending.copyWithin(0, this.hop, this.windowLength);
        this.pendingLength = this.windowLength - this.hop;
      }
    }
  }

  private emit(): void {
    const { pending, re, im, windowLength } = this;
    let meanSquare = 0;
    let crossings = 0;
    for (let i = 0; i < windowLength; i++) {
      meanSquare += pending[i]! * pending[i]!;
      if (i && pending[i]! >= 0 !== pending[i - 1]! >= 0) crossings++;
    }
    this.features.energyDb = 10 * Math.log10(meanSquare / windowLength + 1e-10);
    this.features.zeroCrossingRate = crossings / windowLength;
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < windowLength; i++)
      re[i] = (pending[i]! - PRE_EMPHASIS * (i ? pending[i - 1]! : pending[0]!)) * this.window[i]!;
    fft(re, im);
    for (let m = 0; m < MEL_FILTERS; m++) {
      const { first, weights } = this.filters[m]!;
      let sum = 0;
      for (let k = 0; k < weights.length; k++) {
        const bin = first + k;
        sum += weights[k]! * (re[bin]! * re[bin]! + im[bin]! * im[bin]!);
      }
      // A floor keeps silent bands (a low-bitrate codec's cut-off) from dominating the cepstrum.
      this.melEnergies[m] = Math.log(sum + 1e-8);
    }
    this.cepstrum(this.melEnergies, this.features.mfcc);
    if (this.options.bandRangeDb !== undefined) {
      const floor = Math.max(...this.melEnergies) - (this.options.bandRangeDb * Math.LN10) / 10;
      for (let m = 0; m < MEL_FILTERS; m++) this.melEnergies[m] = Math.max(floor, this.melEnergies[m]!);
      this.features.flooredMfcc ??= new Float64Array(CEPSTRA);
      this.cepstrum(this.melEnergies, this.features.flooredMfcc);
    }
    this.onFrame(this.features);
  }

  private cepstrum(melEnergies: Float64Array, into: Float64Array): void {
    for (let k = 0; k < CEPSTRA; k++) {
      let sum = 0;
      const row = this.dct[k]!;
      for (let m = 0; m < MEL_FILTERS; m++) sum += row[m]! * melEnergies[m]!;
      into[k] = sum;
    }
  }
}

/** Speech to text: a 16 kHz mono WAV in, timestamped transcript segments out. */
import type { TranscriptSegment } from '#contract/library';

export interface TranscribeOptions {
  /** Length of the audio in seconds (for progress). */
  durationSeconds?: number;
  /** Fraction 0..1 of the audio transcribed so far. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  language?: string;
}

export interface SpeechProvider {
  readonly name: string;
  transcribe(wavPath: string, options?: TranscribeOptions): Promise<TranscriptSegment[]>;
}

export class SpeechProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpeechProviderError';
  }
}

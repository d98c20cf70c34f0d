/** Speech to text: a 16 kHz mono WAV in, timestamped transcript segments out. */
import type { LanguageCode, TranscriptSegment } from '#contract/library';

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
  /**
   * An offline engine's only languages (its models' languages): another spoken language is refused before any
   * charge, and its transcripts are in these whatever the request claims. Undefined: a speech API, any language.
   */
  readonly offlineLanguages?: readonly LanguageCode[];
  transcribe(wavPath: string, options?: TranscribeOptions): Promise<TranscriptSegment[]>;
}

export class SpeechProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpeechProviderError';
  }
}

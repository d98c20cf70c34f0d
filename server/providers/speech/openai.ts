/**
 * OpenAI-compatible speech to text: `POST {base}/audio/transcriptions` (multipart: file, model,
 * response_format=verbose_json, timestamp_granularities[]=segment) → `{ text, segments: [{ start, end, text }] }`.
 * Works with OpenAI (whisper-1), and with self-hosted servers that speak the same API (faster-whisper-server,
 * speaches, LocalAI, whisper.cpp's server).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { TranscriptSegment } from '#contract/library';
import { SpeechProviderError, type SpeechProvider, type TranscribeOptions } from './speech-provider';

const verboseJson = z.object({
  text: z.string().optional(),
  duration: z.coerce.number().optional(),
  segments: z.array(z.object({ start: z.coerce.number(), end: z.coerce.number(), text: z.string() })).optional(),
});

export interface OpenAiSpeechOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

export class OpenAiSpeechProvider implements SpeechProvider {
  readonly name = 'openai';

  constructor(private readonly options: OpenAiSpeechOptions) {}

  async transcribe(wavPath: string, options: TranscribeOptions = {}): Promise<TranscriptSegment[]> {
    const form = new FormData();
    form.append('file', new Blob([await fs.readFile(wavPath)], { type: 'audio/wav' }), path.basename(wavPath));
    form.append('model', this.options.model);
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'segment');
    if (options.language) form.append('language', options.language);
    const signals = [AbortSignal.timeout(this.options.timeoutMs ?? 10 * 60_000)];
    if (options.signal) signals.push(options.signal);
    let response: Response;
    try {
      response = await fetch(`${this.options.baseUrl.replace(/\/$/, '')}/audio/transcriptions`, {
        method: 'POST',
        headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
        body: form,
        signal: AbortSignal.any(signals),
      });
    } catch (error) {
      throw new SpeechProviderError(`speech service unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new SpeechProviderError(`speech service answered HTTP ${response.status} ${detail}`);
    }
    const parsed = verboseJson.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new SpeechProviderError('speech service answered an unexpected body');
    options.onProgress?.(1);
    const { segments, text, duration } = parsed.data;
    if (segments?.length) {
      return segments
        .map((s) => ({ start: s.start, end: s.end, text: s.text.trim() }))
        .filter((s) => s.text.length > 0);
    }
    // Servers that ignore verbose_json: one segment spanning the audio.
    return text?.trim() ? [{ start: 0, end: duration ?? options.durationSeconds ?? 0, text: text.trim() }] : [];
  }
}

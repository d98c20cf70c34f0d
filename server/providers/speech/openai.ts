/**
 * OpenAI-compatible speech to text: `POST {base}/audio/transcriptions` (multipart). Works with OpenAI and with
 * self-hosted servers that speak the same API (faster-whisper-server, speaches, LocalAI, whisper.cpp's server).
 * - Uploads are capped at 25 MiB: the audio goes up as Opus in Ogg (an accepted type: flac, mp3, mp4, mpeg, mpga,
 *   m4a, ogg, wav, webm), cut at its quietest moments into pieces well under the cap; each piece's timings are
 *   shifted by its start.
 * - `response_format` per model: whisper-1 (and self-hosted Whisper servers) answer `verbose_json` with segments
 *   (`timestamp_granularities[]=segment`); for gpt-4o-transcribe and gpt-4o-mini-transcribe "the only supported
 *   format is `json`" (openai-openapi, AudioResponseFormat): no timestamps, so their pieces are caption-sized
 *   (≤ 30 s, cut at pauses) and each piece is one segment.
 * - `language` (ISO-639-1) only when the caller knows it; omitted, the model detects it.
 * 408/429/5xx are retried (Retry-After honoured) then reported as a SpeechProviderError (the import retries later);
 * 401/403/404 are configuration errors (SpeechProviderError, logged); any other refusal is about the audio and
 * final: a ToolError whose detail is the vendor's message.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { TranscriptSegment } from '#contract/library';
import { vendorErrorMessage } from '../chat/llm-client';
import { ToolError } from '../errors';
import { fetchWithRetry, type RetryPolicy } from '../vendor-http';
import { encodePieces, frameEnergies, planCuts, type AudioPiece } from './audio-chunks';
import { SpeechProviderError, type SpeechProvider, type TranscribeOptions } from './speech-provider';

/** OpenAI's upload limit for /audio/transcriptions. */
export const TRANSCRIPTION_UPLOAD_LIMIT = 25 * 1024 * 1024;

const transcription = z.object({
  text: z.string().optional(),
  duration: z.coerce.number().optional(),
  segments: z.array(z.object({ start: z.coerce.number(), end: z.coerce.number(), text: z.string() })).optional(),
});

/** Models that answer only `json`/`text` (no segments, no timestamps). */
export function isJsonOnlyTranscriber(model: string): boolean {
  return /^(gpt-4o(-mini)?-transcribe|gpt-transcribe)/.test(model.split('/').pop() ?? '');
}

/** The form fields other than the file, per model. */
export function transcriptionFields(model: string, language: string | undefined): Array<[string, string]> {
  const fields: Array<[string, string]> = [['model', model]];
  if (isJsonOnlyTranscriber(model)) fields.push(['response_format', 'json']);
  else fields.push(['response_format', 'verbose_json'], ['timestamp_granularities[]', 'segment']);
  const iso = language?.trim().toLowerCase().slice(0, 2);
  if (iso && /^[a-z]{2}$/.test(iso)) fields.push(['language', iso]);
  return fields;
}

interface OpenAiSpeechOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Per upload. */
  timeoutMs?: number;
  ffmpegPath?: string;
  retry?: RetryPolicy;
}

export class OpenAiSpeechProvider implements SpeechProvider {
  readonly name = 'openai';

  constructor(private readonly options: OpenAiSpeechOptions) {}

  /** Longest piece: ten minutes (≈ 2.4 MB of Opus) with segment timestamps, caption-sized without them. */
  private get maxPieceSeconds(): number {
    return isJsonOnlyTranscriber(this.options.model) ? 30 : 600;
  }

  async transcribe(audioPath: string, options: TranscribeOptions = {}): Promise<TranscriptSegment[]> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-speech-'));
    try {
      const media = {
        ffmpegPath: this.options.ffmpegPath,
        signal: options.signal,
        totalSeconds: options.durationSeconds,
      };
      const cuts = planCuts(await frameEnergies(audioPath, media), this.maxPieceSeconds);
      const pieces = await encodePieces(audioPath, cuts, dir, media);
      const segments: TranscriptSegment[] = [];
      for (const [index, piece] of pieces.entries()) {
        segments.push(...(await this.transcribePiece(piece, options)));
        options.onProgress?.((index + 1) / pieces.length);
      }
      options.onProgress?.(1);
      return segments;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  private async transcribePiece(piece: AudioPiece, options: TranscribeOptions): Promise<TranscriptSegment[]> {
    const bytes = await fs.readFile(piece.file);
    if (bytes.length >= TRANSCRIPTION_UPLOAD_LIMIT)
      throw new ToolError('This audio could not be prepared for transcription.', `piece of ${bytes.length} bytes`);
    const signals = [AbortSignal.timeout(this.options.timeoutMs ?? 10 * 60_000)];
    if (options.signal) signals.push(options.signal);
    const signal = AbortSignal.any(signals);
    let response: Response;
    try {
      response = await fetchWithRetry(
        `${this.options.baseUrl.replace(/\/$/, '')}/audio/transcriptions`,
        (): RequestInit => {
          const form = new FormData();
          form.append('file', new Blob([new Uint8Array(bytes)], { type: 'audio/ogg' }), path.basename(piece.file));
          for (const [name, value] of transcriptionFields(this.options.model, options.language))
            form.append(name, value);
          return {
            method: 'POST',
            headers: this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {},
            body: form,
            signal,
          };
        },
        { policy: this.options.retry },
      );
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new SpeechProviderError(`speech service unreachable: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A plain-text answer (response_format=text on some servers) or an error page.
    }
    if (response.status === 408 || response.status === 429 || response.status >= 500)
      throw new SpeechProviderError(`speech service answered HTTP ${response.status}: ${vendorErrorMessage(body, '')}`);
    // A key, permission or address problem is ours, not the audio's: an operator error (logged), not a user message.
    if (response.status === 401 || response.status === 403 || response.status === 404)
      throw new SpeechProviderError(`speech service answered HTTP ${response.status}: ${vendorErrorMessage(body, '')}`);
    if (!response.ok)
      throw new ToolError(
        'The speech service could not transcribe this audio.',
        `HTTP ${response.status}: ${vendorErrorMessage(body, text.slice(0, 300))}`,
      );
    const parsed = transcription.safeParse(typeof body === 'string' ? { text: body } : body);
    if (!parsed.success) throw new SpeechProviderError('speech service answered an unexpected body');
    const length = piece.end - piece.start;
    const round = (n: number) => Math.round(n * 1000) / 1000;
    if (parsed.data.segments?.length)
      return parsed.data.segments
        .map((s) => ({
          start: round(piece.start + Math.min(s.start, length)),
          end: round(piece.start + Math.min(s.end, length)),
          text: s.text.trim(),
        }))
        .filter((s) => s.text.length > 0);
    // json-only models (and servers that ignore verbose_json): the piece is the segment.
    const whole = parsed.data.text?.trim();
    return whole ? [{ start: round(piece.start), end: round(piece.end), text: whole }] : [];
  }
}

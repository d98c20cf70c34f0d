/**
 * Answers a question about a transcript.
 * - extractive (offline, default): the transcript is cut into overlapping windows of segments, ranked by BM25 over
 *   folded words (inflections, irregular forms, common paraphrases: words.ts) with a bonus for passages shaped like
 *   the answer the question word asks for; the best passages are quoted with their timestamps.
 * - llm (LLM_BASE_URL set): an OpenAI-compatible chat model answers in prose from the timestamped transcript,
 *   citing [m:ss] times; the citations returned are the passages it cited (or the BM25 ones as a fallback).
 */
import { formatClock, type ChatCitation, type TranscriptSegment } from '#contract/library';
import { perProcess, type ProviderDeps } from '../provider-deps';
import { rankBm25 } from './bm25';
import { fitsRole, questionRole } from './words';
import { chatCompletion, type LlmConfig } from './llm-client';

interface ChatAnswer {
  answer: string;
  citations: ChatCitation[];
  engine: 'extractive' | 'llm';
  /** Whether the answer rests on the transcript (false: it said it found nothing — not charged). */
  cited?: boolean;
}

interface TranscriptChatProvider {
  readonly engine: 'extractive' | 'llm';
  answer(question: string, transcript: readonly TranscriptSegment[], title: string): Promise<ChatAnswer>;
}

const WINDOW = 2;
const TOP_PASSAGES = 3;
export const NO_MATCH_ANSWER = 'I could not find anything about that in this transcript.';

/** Windows of `WINDOW` consecutive segments (stride 1) so an answer spanning two captions is one passage. */
export function passages(transcript: readonly TranscriptSegment[]): ChatCitation[] {
  if (transcript.length <= WINDOW) return transcript.length ? [merge(transcript)] : [];
  const out: ChatCitation[] = [];
  for (let i = 0; i + WINDOW <= transcript.length; i++) out.push(merge(transcript.slice(i, i + WINDOW)));
  return out;
}

function merge(segments: readonly TranscriptSegment[]): ChatCitation {
  return { start: segments[0]!.start, end: segments.at(-1)!.end, text: segments.map((s) => s.text).join(' ') };
}

/** The best non-overlapping passages for `question`, in transcript order. */
export function bestPassages(
  question: string,
  transcript: readonly TranscriptSegment[],
  limit = TOP_PASSAGES,
): ChatCitation[] {
  const candidates = passages(transcript);
  // A passage shaped like the answer the question word asks for (a name for "who", a date for "when" …) ranks
  // higher — among passages that share words with the question only.
  const role = questionRole(question);
  const ranked = rankBm25(
    candidates.map((p) => p.text),
    question,
  )
    .map(({ index, score }) => ({ index, score: fitsRole(candidates[index]!.text, role) ? score * 1.5 : score }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: ChatCitation[] = [];
  for (const { index, score } of ranked) {
    const passage = candidates[index]!;
    if (chosen.some((c) => passage.start < c.end && c.start < passage.end)) continue;
    chosen.push({ ...passage, score: Math.round(score * 1000) / 1000 });
    if (chosen.length >= limit) break;
  }
  return chosen.sort((a, b) => a.start - b.start);
}

export class ExtractiveChatProvider implements TranscriptChatProvider {
  readonly engine = 'extractive' as const;

  async answer(question: string, transcript: readonly TranscriptSegment[]): Promise<ChatAnswer> {
    const citations = bestPassages(question, transcript);
    if (!citations.length) return { answer: NO_MATCH_ANSWER, citations: [], engine: this.engine };
    const lines = citations.map((c) => `[${formatClock(c.start)}] “${c.text}”`);
    return {
      answer: `The transcript says:\n${lines.join('\n')}`,
      citations,
      engine: this.engine,
    };
  }
}

export class LlmChatProvider implements TranscriptChatProvider {
  readonly engine = 'llm' as const;

  constructor(private readonly config: LlmConfig) {}

  async answer(question: string, transcript: readonly TranscriptSegment[], title: string): Promise<ChatAnswer> {
    // Long transcripts: send the most relevant part (BM25) rather than overflow the context.
    const relevant = transcript.length > 400 ? bestPassages(question, transcript, 40) : transcript;
    const lines = relevant.map((s) => `[${formatClock(s.start)}] ${s.text}`).join('\n');
    const reply = await chatCompletion(
      this.config,
      [
        {
          role: 'system',
          content:
            'You answer questions about a video using only its transcript. Answer in a few clear sentences of prose. ' +
            'Cite the moments you rely on with their timestamps in square brackets, exactly as they appear in the transcript, e.g. [1:05]. ' +
            'If the transcript does not contain the answer, say so.',
        },
        { role: 'user', content: `Video: ${title}\nTranscript:\n${lines}\n\nQuestion: ${question}` },
      ],
      { failureMessage: 'The chat model could not answer this question. Please try again later.' },
    );
    const cited = new Set([...reply.matchAll(/\[(\d+(?::\d{2}){1,2})\]/g)].map((m) => m[1]));
    const citations = transcript.filter((s) => cited.has(formatClock(s.start)));
    return {
      answer: reply,
      citations: citations.length ? citations : bestPassages(question, transcript),
      engine: this.engine,
      // The model cited no moment of the transcript: it found nothing to answer with.
      cited: citations.length > 0,
    };
  }
}

export function llmConfig(env: ProviderDeps['env']): LlmConfig | null {
  return env.LLM_BASE_URL ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL } : null;
}

export const transcriptChatProvider = perProcess((services: ProviderDeps): TranscriptChatProvider => {
  const config = llmConfig(services.env);
  return config ? new LlmChatProvider({ ...config, log: services.log }) : new ExtractiveChatProvider();
});

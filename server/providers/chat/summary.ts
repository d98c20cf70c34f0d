/**
 * Summaries of a transcript: key points, action items and time-stamped notes, each a moment of the recording.
 * - extractive (offline, default): sentences scored by how much of the recording's recurring vocabulary they carry
 *   (folded words, see words.ts), the best few that do not repeat each other are the key points; action items are
 *   the sentences that commit someone to something ("we need to", "I'll", "let's", "by Friday" …); the notes are
 *   the best sentence of each stretch of the timeline.
 * - llm (LLM_BASE_URL set): the model writes the three lists as JSON from the timestamped transcript; each item's
 *   time is mapped back to the line it names (an answer that is not usable falls back to the extractive one).
 */
import { formatClock, type SummaryMoment, type TranscriptSegment } from '#contract/library';
import { perProcess, type ProviderDeps } from '../provider-deps';
import { llmConfig } from './chat-provider';
import { chatCompletion, extractJson, type LlmConfig } from './llm-client';
import { contentWords } from './words';

export interface TranscriptSummary {
  engine: 'extractive' | 'llm';
  key_points: SummaryMoment[];
  action_items: SummaryMoment[];
  notes: SummaryMoment[];
}

interface TranscriptSummaryProvider {
  readonly engine: 'extractive' | 'llm';
  summarise(transcript: readonly TranscriptSegment[], title: string): Promise<TranscriptSummary>;
}

const ACTION_PATTERNS = [
  /\b(we|you|i|they|he|she)\s+(need|needs|have|has|ought|must|should|will|shall|are going|am going|is going)\s+to\b/i,
  /\b(i'll|we'll|you'll|they'll|let's|let us)\b/i,
  /\b(must|should)\s+\w+/i,
  /\b(action item|to-?do|follow[- ]up|make sure|remember to|don't forget|deadline|due by|assign(ed)?)\b/i,
  /\bby (monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next week|the end of)\b/i,
  /^(please\s+)?(send|call|email|write|check|review|prepare|schedule|book|finish|update|fix|share|contact|ask|buy|bring)\b/i,
];

const moment = (s: TranscriptSegment): SummaryMoment => ({ start: s.start, end: s.end, text: s.text });

/** Each line's score: the recurring vocabulary it carries, per (square root of) its length. */
function lineScores(transcript: readonly TranscriptSegment[]): { words: string[][]; scores: number[] } {
  const words = transcript.map((s) => contentWords(s.text));
  const frequency = new Map<string, number>();
  for (const line of words) for (const w of new Set(line)) frequency.set(w, (frequency.get(w) ?? 0) + 1);
  const scores = words.map((line) => {
    const unique = [...new Set(line)];
    if (unique.length < 2) return 0;
    // log(1 + n): a word said once still counts (a short recording has few repeats), a recurring one more.
    const weight = unique.reduce((sum, w) => sum + Math.log(1 + frequency.get(w)!), 0);
    return weight / Math.sqrt(line.length);
  });
  return { words, scores };
}

function overlap(a: readonly string[], b: readonly string[]): number {
  const sa = new Set(a);
  const sb = new Set(b);
  const shared = [...sa].filter((w) => sb.has(w)).length;
  return shared / Math.max(1, Math.min(sa.size, sb.size));
}

export function extractiveSummary(transcript: readonly TranscriptSegment[]): TranscriptSummary {
  const { words, scores } = lineScores(transcript);
  const order = transcript.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  const wanted = Math.max(3, Math.min(7, Math.round(transcript.length / 10)));
  const chosen: number[] = [];
  for (const i of order) {
    if (chosen.length >= wanted) break;
    if (scores[i]! <= 0 && chosen.length) break;
    if (chosen.some((j) => overlap(words[i]!, words[j]!) > 0.6)) continue;
    chosen.push(i);
  }
  const keyPoints = chosen.sort((a, b) => a - b).map((i) => moment(transcript[i]!));
  const actions = transcript.filter((s) => ACTION_PATTERNS.some((p) => p.test(s.text))).map(moment);
  // Notes: the best line of each stretch (at least a minute, at most ~10 stretches over the recording).
  const end = transcript.at(-1)?.end ?? 0;
  const stretch = Math.max(60, end / 10);
  const notes: SummaryMoment[] = [];
  for (let from = 0; from < end; from += stretch) {
    const inside = transcript
      .map((s, i) => i)
      .filter((i) => transcript[i]!.start >= from && transcript[i]!.start < from + stretch);
    if (!inside.length) continue;
    const best = inside.reduce((a, b) => (scores[b]! > scores[a]! ? b : a));
    notes.push(moment(transcript[best]!));
  }
  return { engine: 'extractive', key_points: keyPoints, action_items: actions.slice(0, 20), notes };
}

class ExtractiveSummaryProvider implements TranscriptSummaryProvider {
  readonly engine = 'extractive' as const;
  async summarise(transcript: readonly TranscriptSegment[]): Promise<TranscriptSummary> {
    return extractiveSummary(transcript);
  }
}

/** "[1:05] text" items from a model, each mapped to the transcript line that starts at that time. */
function mapItems(items: unknown, transcript: readonly TranscriptSegment[]): SummaryMoment[] {
  if (!Array.isArray(items)) return [];
  const out: SummaryMoment[] = [];
  for (const item of items.slice(0, 20)) {
    const record = (typeof item === 'object' && item ? item : { text: item }) as { time?: unknown; text?: unknown };
    const text = typeof record.text === 'string' ? record.text.trim() : '';
    if (!text) continue;
    const time = typeof record.time === 'string' ? record.time.replace(/[[\]]/g, '') : '';
    const line = transcript.find((s) => formatClock(s.start) === time) ?? null;
    out.push({ start: line?.start ?? 0, end: line?.end ?? 0, text });
  }
  return out;
}

export class LlmSummaryProvider implements TranscriptSummaryProvider {
  readonly engine = 'llm' as const;
  constructor(private readonly config: LlmConfig) {}

  async summarise(transcript: readonly TranscriptSegment[], title: string): Promise<TranscriptSummary> {
    const lines = transcript.map((s) => `[${formatClock(s.start)}]${s.speaker ? ` ${s.speaker}:` : ''} ${s.text}`);
    const reply = await chatCompletion(
      this.config,
      [
        {
          role: 'system',
          content:
            'You summarise a recording from its transcript. Answer with JSON only: {"key_points": [...], "action_items": [...], "notes": [...]}, ' +
            'each item {"time": "m:ss", "text": "..."} where time is the timestamp of the transcript line it comes from, exactly as written. ' +
            'Key points: 3-7 short sentences. Action items: tasks someone committed to or was asked to do (empty if none). Notes: one line per topic, in order.',
        },
        { role: 'user', content: `Recording: ${title}\nTranscript:\n${lines.join('\n')}` },
      ],
      { json: { name: 'summary' }, failureMessage: 'The summary could not be written. Please try again later.' },
    );
    try {
      const parsed = extractJson(reply) as Record<string, unknown>;
      const summary: TranscriptSummary = {
        engine: 'llm',
        key_points: mapItems(parsed.key_points, transcript),
        action_items: mapItems(parsed.action_items, transcript),
        notes: mapItems(parsed.notes, transcript),
      };
      if (summary.key_points.length) return summary;
    } catch {
      /* not JSON: the extractive summary below */
    }
    return extractiveSummary(transcript);
  }
}

export const transcriptSummaryProvider = perProcess((services: ProviderDeps): TranscriptSummaryProvider => {
  const config = llmConfig(services.env);
  return config ? new LlmSummaryProvider({ ...config, log: services.log }) : new ExtractiveSummaryProvider();
});

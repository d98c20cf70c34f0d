import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '#contract/library';
import { bestPassages, ExtractiveChatProvider } from './chat-provider';
import { extractiveSummary } from './summary';
import { contentWords, fitsRole, questionRole } from './words';

const story: TranscriptSegment[] = [
  { start: 0, end: 4, text: 'Edward grew up in a quiet village near the coast.' },
  { start: 4, end: 8, text: 'The weather that summer was unusually warm.' },
  { start: 8, end: 12, text: 'In 1811 he had married Lucy Steele in London.' },
  { start: 12, end: 16, text: 'His mother was furious about it.' },
  { start: 16, end: 20, text: 'She refused to give him any money because of the wedding.' },
  { start: 20, end: 24, text: 'They bought a small house with three rooms.' },
];

describe('Ask, offline', () => {
  it('folds inflections, irregular forms and common paraphrases to one form', () => {
    expect(contentWords('married')).toEqual(contentWords('marry'));
    expect(contentWords('went')).toEqual(contentWords('go'));
    expect(contentWords('children')).toEqual(contentWords('child'));
    expect(contentWords('wed')).toEqual(contentWords('married'));
    expect(contentWords('purchased')).toEqual(contentWords('bought'));
  });

  it('tells what a question word asks for, and which sentences have that shape', () => {
    expect(questionRole('Who did he marry?')).toBe('person');
    expect(questionRole('When did they wed?')).toBe('time');
    expect(questionRole('Where was the wedding?')).toBe('place');
    expect(questionRole('How many rooms did the house have?')).toBe('quantity');
    expect(questionRole('Why was she angry?')).toBe('reason');
    expect(fitsRole('In 1811 he had married Lucy Steele in London.', 'time')).toBe(true);
    expect(fitsRole('The weather was warm.', 'time')).toBe(false);
  });

  it('answers "Who did he marry?" from "had he married …", citing the moment', async () => {
    const reply = await new ExtractiveChatProvider().answer('Who did he marry?', story);
    expect(reply.citations[0]).toMatchObject({ start: 8 });
    expect(reply.answer).toContain('[0:08]');
    expect(reply.answer).toContain('Lucy Steele');
    // A paraphrase: "wed" and "purchase" are not in the transcript.
    expect(bestPassages('When did they wed?', story)[0]!.text).toContain('1811');
    expect(bestPassages('What did they purchase?', story)[0]!.text).toContain('bought a small house');
    expect(bestPassages('Why did his mother refuse the money?', story)[0]!.text).toContain('because');
    expect(await new ExtractiveChatProvider().answer('What about quantum physics?', story)).toMatchObject({
      citations: [],
    });
  });
});

describe('summary, offline', () => {
  it('gives key points, action items and time-stamped notes, each a moment of the recording', () => {
    const meeting: TranscriptSegment[] = [
      { start: 0, end: 5, text: 'Welcome everyone to the budget meeting for the new library project.' },
      { start: 5, end: 10, text: 'The library project budget is over by ten percent this quarter.' },
      { start: 10, end: 15, text: 'Nice weather today.' },
      { start: 70, end: 75, text: 'We need to cut the library project costs before the board meeting.' },
      { start: 75, end: 80, text: 'Maria will send the revised budget by Friday.' },
      { start: 140, end: 145, text: 'Let us review the budget again next week.' },
    ];
    const summary = extractiveSummary(meeting);
    expect(summary.engine).toBe('extractive');
    expect(summary.key_points.length).toBeGreaterThanOrEqual(3);
    expect(summary.key_points.map((k) => k.text)).not.toContain('Nice weather today.');
    expect(summary.key_points.map((k) => k.start)).toEqual(
      [...summary.key_points.map((k) => k.start)].sort((a, b) => a - b),
    );
    expect(summary.action_items.map((a) => a.start)).toEqual([70, 75, 140]);
    // One note per minute-long stretch of the timeline.
    expect(summary.notes.map((n) => Math.floor(n.start / 60))).toEqual([0, 1, 2]);
  });

  it('a short recording whose words are each said once still gets its key points', () => {
    const reading: TranscriptSegment[] = [
      { start: 0, end: 4, text: 'And mister John Dashwood had then leisure to consider.' },
      { start: 4, end: 8, text: 'How much there might be prudently in his power to do for them.' },
      { start: 8, end: 11, text: 'He was not an ill disposed young man.' },
      { start: 11, end: 17, text: 'Unless to be rather cold hearted and rather selfish is to be ill disposed.' },
    ];
    expect(extractiveSummary(reading).key_points.length).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { transcriptToSrt, transcriptToTxt, transcriptToVtt } from '#contract/library';
import { speakersOf, transcriptToDocx, transcriptToJson, transcriptToMarkdown } from './exports';

const segments = [
  {
    start: 0,
    end: 2.5,
    text: 'Hello there.',
    speaker: 'Speaker 1',
    words: [
      { text: 'Hello', start: 0, end: 1 },
      { text: 'there.', start: 1.1, end: 2.5 },
    ],
  },
  { start: 65, end: 67, text: 'Use *stars* and #tags.', speaker: 'Speaker 2' },
];

describe('transcript exports', () => {
  it('JSON carries segments, words and speakers', () => {
    const parsed = JSON.parse(transcriptToJson(segments, { title: 'Talk', language: 'en', duration: 67 }));
    expect(parsed.speakers).toEqual(['Speaker 1', 'Speaker 2']);
    expect(parsed.segments[0].words).toEqual(segments[0]!.words);
    expect(parsed.segments[1]).toMatchObject({ start: 65, speaker: 'Speaker 2', words: [] });
    expect(parsed).toMatchObject({ title: 'Talk', language: 'en', duration: 67 });
  });

  it('Markdown has the title, times and speakers, with Markdown characters escaped', () => {
    const md = transcriptToMarkdown(segments, { title: 'Talk #1' });
    expect(md).toBe(
      '# Talk \\#1\n\n**[0:00]** **Speaker 1:** Hello there.\n\n**[1:05]** **Speaker 2:** Use \\*stars\\* and \\#tags.\n',
    );
  });

  it('TXT, SRT and VTT name the speaker of each line (VTT with a voice tag)', () => {
    expect(transcriptToTxt(segments)).toBe(
      '[0:00] Speaker 1: Hello there.\n[1:05] Speaker 2: Use *stars* and #tags.\n',
    );
    expect(transcriptToSrt(segments)).toContain('00:00:00,000 --> 00:00:02,500\nSpeaker 1: Hello there.\n');
    expect(transcriptToVtt([{ start: 0, end: 1, text: 'a < b', speaker: 'Ada' }])).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<v Ada>a &lt; b\n',
    );
    expect(transcriptToTxt([{ start: 1, end: 2, text: 'No speaker.' }])).toBe('[0:01] No speaker.\n');
  });

  it('speakers are listed once, in order of first appearance', () => {
    expect(speakersOf([...segments, { start: 70, end: 71, text: 'x', speaker: 'Speaker 1' }])).toEqual([
      'Speaker 1',
      'Speaker 2',
    ]);
  });

  it('DOCX is a Word document (a zip with word/document.xml holding the text)', async () => {
    const blob = await transcriptToDocx(segments, { title: 'Talk' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    expect(new TextDecoder('latin1').decode(bytes)).toContain('word/document.xml');
  });
});

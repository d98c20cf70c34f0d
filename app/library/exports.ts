/**
 * Transcript exports beyond TXT/SRT/VTT (those live in the contract): JSON (segments, words, speakers),
 * Markdown and DOCX — of the transcript or of its translation. JSON and Markdown are pure; DOCX is built with the
 * `docx` package, loaded only when asked for (it is large and the detail view does not need it to render).
 */
import { formatClock, type TranscriptSegment } from '#contract/library';

export interface ExportMeta {
  title: string;
  /** ISO 639-1 code of the exported text, when known. */
  language?: string | null;
  duration?: number | null;
}

/** Speaker labels in order of first appearance. */
export function speakersOf(segments: readonly TranscriptSegment[]): string[] {
  return [...new Set(segments.flatMap((s) => (s.speaker ? [s.speaker] : [])))];
}

export function transcriptToJson(segments: readonly TranscriptSegment[], meta: ExportMeta): string {
  return (
    JSON.stringify(
      {
        title: meta.title,
        language: meta.language ?? null,
        duration: meta.duration ?? null,
        speakers: speakersOf(segments),
        segments: segments.map((s) => ({
          start: s.start,
          end: s.end,
          ...(s.speaker ? { speaker: s.speaker } : {}),
          text: s.text,
          words: s.words ?? [],
        })),
      },
      null,
      2,
    ) + '\n'
  );
}

/** Markdown: the title, then one paragraph per line with its time (and speaker, when known). */
export function transcriptToMarkdown(segments: readonly TranscriptSegment[], meta: ExportMeta): string {
  const escape = (text: string) => text.replace(/([\\`*_[\]#<>|])/g, '\\$1');
  const lines = segments.map(
    (s) => `**[${formatClock(s.start)}]**${s.speaker ? ` **${escape(s.speaker)}:**` : ''} ${escape(s.text)}`,
  );
  return `# ${escape(meta.title)}\n\n${lines.join('\n\n')}\n`;
}

export async function transcriptToDocx(segments: readonly TranscriptSegment[], meta: ExportMeta): Promise<Blob> {
  const { Document, HeadingLevel, Packer, Paragraph, TextRun } = await import('docx');
  const document = new Document({
    title: meta.title,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(meta.title)] }),
          ...segments.map(
            (s) =>
              new Paragraph({
                spacing: { after: 120 },
                children: [
                  new TextRun({ text: `[${formatClock(s.start)}] `, color: '6B7280' }),
                  ...(s.speaker ? [new TextRun({ text: `${s.speaker}: `, bold: true })] : []),
                  new TextRun(s.text),
                ],
              }),
          ),
        ],
      },
    ],
  });
  return Packer.toBlob(document);
}

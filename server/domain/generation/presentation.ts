/**
 * Presentation generator (POST /v1/PPTDocmee/generatePptx with `subject` or `dataUrl`, POST /v1/PPTDocmee/word2pptx
 * with a .docx `file_url`): source text → outline (local or LLM) → a real .pptx (pptxgenjs) under results/.
 */
import mammoth from 'mammoth';
import { messages } from '#contract/generation';
import { presentationInputSchema, type PresentationInput } from '#contract/tool-inputs';
import { buildDeck } from '#server/providers/presentation/deck';
import { outlineProvider } from '#server/providers/presentation';
import { budgetForLength, parseHtml, parseText, type SourceDocument } from '#server/providers/presentation/outline';
import { decodeDataUrl, inputToBuffer, storeResult } from './inputs';
import { defineTool } from './tools';
import { ArchiveTooLargeError, checkZipArchive } from '#server/providers/archive-guard';
import { isTransientError, ToolError } from '#server/providers/errors';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
const UNREADABLE_DOCUMENT = 'Only .txt and .docx files are supported';

async function readDocx(bytes: Buffer): Promise<{ document: SourceDocument; text: string }> {
  try {
    // Before mammoth unpacks anything: a zip bomb fails here, fast, with its own message (and the task refunds).
    await checkZipArchive(bytes);
    const [{ value: html }, { value: text }] = await Promise.all([
      mammoth.convertToHtml({ buffer: bytes }),
      mammoth.extractRawText({ buffer: bytes }),
    ]);
    return { document: parseHtml(html), text };
  } catch (error) {
    if (error instanceof ArchiveTooLargeError) throw error;
    throw new ToolError(UNREADABLE_DOCUMENT);
  }
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b;

async function readSource(input: PresentationInput, scope: Parameters<typeof inputToBuffer>[0]) {
  if (input.source === 'text') return { document: parseText(input.subject!), text: input.subject! };
  const { bytes, contentType } =
    input.source === 'dataUrl'
      ? decodeDataUrl(input.dataUrl!)
      : await inputToBuffer(scope, input.file_url!, { maxBytes: 20 * 1024 * 1024, label: 'document' });
  if (contentType === DOCX || isZip(bytes)) return readDocx(bytes);
  const text = bytes.toString('utf8');
  if (text.includes('\u0000')) throw new ToolError(UNREADABLE_DOCUMENT);
  if (!text.trim()) throw new ToolError(messages.emptyText);
  return { document: parseText(text), text };
}

export const presentationTool = defineTool<PresentationInput>({
  name: 'presentation',
  input: presentationInputSchema,
  cost: (_input, env) => env.COST_PRESENTATION,
  isTransient: isTransientError,
  async run(input, ctx) {
    const { services } = ctx;
    const source = await readSource(input, ctx);
    if (!source.document.sections.length) throw new ToolError(messages.emptyText);
    await ctx.progress(20);
    const outline = await outlineProvider(services).outline({
      document: source.document,
      text: source.text,
      budget: budgetForLength(input.length),
      language: input.language,
      tone: input.tone,
      model: input.model,
    });
    await ctx.progress(70);
    const deck = await buildDeck(outline, { tone: input.tone, language: input.language });
    const url = await storeResult(ctx, deck.bytes, 'pptx', PPTX);
    return {
      url,
      content: { title: outline.title, slides: deck.slides, sections: outline.sections.map((s) => s.heading) },
    };
  },
});

/**
 * From source text to a deck outline, offline: the text's own structure (headings, paragraphs, lists) becomes
 * sections; long paragraphs are condensed into bullets by sentence ranking (word-frequency salience, a classic
 * extractive summary); the outline is then fitted to the slide budget the `length` option asks for.
 */

export type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

interface SourceSection {
  heading: string | null;
  level: number;
  blocks: Block[];
}

export interface SourceDocument {
  title: string | null;
  sections: SourceSection[];
}

interface OutlineSlide {
  title: string;
  bullets: string[];
  /** Speaker notes: the source text the slide was made from. */
  notes: string;
}

interface OutlineSection {
  heading: string;
  slides: OutlineSlide[];
}

export interface DeckOutline {
  title: string;
  subtitle: string;
  sections: OutlineSection[];
}

const LIST_ITEM = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+(.*)$/;
const MD_HEADING = /^\s*(#{1,6})\s+(.*?)\s*#*\s*$/;

/** Plain text / Markdown-ish text → document structure. */
export function parseText(text: string): SourceDocument {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const doc: SourceDocument = { title: null, sections: [] };
  let section: SourceSection = { heading: null, level: 1, blocks: [] };
  let paragraph: string[] = [];
  let list: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length)
      section.blocks.push({ kind: 'paragraph', text: paragraph.join(' ').replace(/\s+/g, ' ').trim() });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length) section.blocks.push({ kind: 'list', items: list });
    list = [];
  };
  const startSection = (heading: string, level: number) => {
    flushParagraph();
    flushList();
    if (section.heading !== null || section.blocks.length) doc.sections.push(section);
    section = { heading, level, blocks: [] };
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const next = lines[i + 1]?.trim() ?? '';
    if (!line) {
      flushParagraph();
      flushList();
      continue;
    }
    const md = MD_HEADING.exec(line);
    if (md) {
      const level = md[1]!.length;
      if (
        level === 1 &&
        doc.title === null &&
        doc.sections.length === 0 &&
        !section.blocks.length &&
        section.heading === null
      )
        doc.title = md[2]!;
      else startSection(md[2]!, level);
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flushParagraph();
      list.push(item[1]!.trim());
      continue;
    }
    // A short line without closing punctuation, standing alone before more text, reads as a heading.
    const standalone = paragraph.length === 0 && list.length === 0 && (lines[i - 1]?.trim() ?? '') === '';
    if (standalone && next !== '' && line.length <= 70 && !/[.,;:!?]$/.test(line) && line.split(/\s+/).length <= 10) {
      if (
        doc.title === null &&
        doc.sections.length === 0 &&
        !section.blocks.length &&
        section.heading === null &&
        i === firstContentLine(lines)
      )
        doc.title = line;
      else startSection(line, 2);
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  if (section.heading !== null || section.blocks.length) doc.sections.push(section);
  return doc;
}

function firstContentLine(lines: string[]): number {
  return lines.findIndex((l) => l.trim() !== '');
}

/** mammoth's HTML (h1–h6, p, ul/ol/li, tables flattened) → document structure. */
export function parseHtml(html: string): SourceDocument {
  const text: string[] = [];
  const decode = (s: string) =>
    s
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&nbsp;/g, ' ')
      .trim();
  const pattern = /<(h[1-6]|p|li)[^>]*>([\s\S]*?)<\/\1>/gi;
  for (const match of html.matchAll(pattern)) {
    const tag = match[1]!.toLowerCase();
    const content = decode(match[2]!);
    if (!content) continue;
    if (tag.startsWith('h')) text.push('', `${'#'.repeat(Number(tag[1]))} ${content}`, '');
    else if (tag === 'li') text.push(`- ${content}`);
    else text.push('', content, '');
  }
  return parseText(text.join('\n'));
}

const STOPWORDS = new Set(
  'a an and are as at be but by for from has have in is it its of on or that the this to was were will with not they their them these those which who whom what when where why how we our you your he she his her i me my can could should would may might also than then there so such into over under more most other some any each about after before between both during through very just only own same too do does did been being'.split(
    ' ',
  ),
);

function splitSentences(text: string): string[] {
  return (text.match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g) ?? []).map((s) => s.trim()).filter((s) => s.length > 0);
}

const words = (s: string) =>
  (s.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => w.length > 2 && !STOPWORDS.has(w));

/** The `count` most salient sentences (word-frequency score, light lead bias), in their original order. */
function rankSentences(text: string, count: number): string[] {
  const sentences = splitSentences(text);
  if (sentences.length <= count) return sentences;
  const freq = new Map<string, number>();
  for (const s of sentences) for (const w of words(s)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const max = Math.max(1, ...freq.values());
  const scored = sentences.map((s, index) => {
    const ws = words(s);
    const score = ws.reduce((sum, w) => sum + (freq.get(w) ?? 0) / max, 0) / Math.sqrt(Math.max(ws.length, 1));
    return { s, index, score: score * (index === 0 ? 1.25 : 1) };
  });
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.index - b.index)
    .map((x) => x.s);
}

/** A bullet: one sentence, trimmed to a readable length at a word boundary. */
function toBullet(sentence: string, max = 140): string {
  const clean = sentence
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:]+$/, '');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

export interface LengthBudget {
  /** Total slides, including title and agenda. */
  maxSlides: number;
  bulletsPerSlide: number;
}

/** Reads the slide budget from the length option ("Medium (8–12 slides)", "short", "10") — upper bound wins. */
export function budgetForLength(length: string | undefined): LengthBudget {
  const numbers =
    (length ?? '')
      .match(/\d+/g)
      ?.map(Number)
      .filter((n) => n > 0 && n <= 60) ?? [];
  if (numbers.length) return { maxSlides: Math.max(3, Math.max(...numbers)), bulletsPerSlide: 5 };
  const l = (length ?? '').toLowerCase();
  if (/short|brief|quick/.test(l)) return { maxSlides: 6, bulletsPerSlide: 4 };
  if (/long|detailed|deep|extensive/.test(l)) return { maxSlides: 16, bulletsPerSlide: 5 };
  return { maxSlides: 10, bulletsPerSlide: 5 };
}

/** A document → an outline that fits the budget: title, agenda, and per section a divider + content slides. */
export function outlineFromDocument(
  doc: SourceDocument,
  budget: LengthBudget,
  fallbackTitle = 'Presentation',
): DeckOutline {
  const sections = doc.sections.filter((s) => s.blocks.length || s.heading);
  const allText = sections
    .flatMap((s) => s.blocks.map((b) => (b.kind === 'paragraph' ? b.text : b.items.join('. '))))
    .join(' ');
  const title = doc.title ?? sections[0]?.heading ?? toBullet(splitSentences(allText)[0] ?? fallbackTitle, 80);
  const firstParagraph = sections.flatMap((s) => s.blocks).find((b) => b.kind === 'paragraph') as
    { text: string } | undefined;
  const subtitle = firstParagraph ? toBullet(rankSentences(firstParagraph.text, 1)[0] ?? '', 120) : '';

  const built: OutlineSection[] = sections.map((section, index) => {
    const heading = section.heading ?? (index === 0 ? 'Overview' : `Part ${index + 1}`);
    const bullets: string[] = [];
    const notes: string[] = [];
    for (const block of section.blocks) {
      if (block.kind === 'list') {
        bullets.push(...block.items.map((item) => toBullet(item)));
        notes.push(block.items.map((item) => `• ${item}`).join('\n'));
      } else {
        const sentences = splitSentences(block.text);
        const keep = sentences.length > 2 ? Math.min(3, Math.ceil(sentences.length / 2)) : sentences.length;
        bullets.push(...rankSentences(block.text, keep).map((s) => toBullet(s)));
        notes.push(block.text);
      }
    }
    const slides: OutlineSlide[] = [];
    for (let i = 0; i < bullets.length; i += budget.bulletsPerSlide) {
      slides.push({ title: heading, bullets: bullets.slice(i, i + budget.bulletsPerSlide), notes: notes.join('\n\n') });
    }
    return { heading, slides };
  });
  return fitToBudget({ title, subtitle, sections: built }, budget);
}

/** Title + agenda + sections: drops continuation slides, then merges sections, until the deck fits. */
export function fitToBudget(outline: DeckOutline, budget: LengthBudget): DeckOutline {
  const sections = outline.sections.map((s) => ({ ...s, slides: [...s.slides] }));
  const count = () =>
    2 + sections.reduce((n, s) => n + (sectionDividers(sections) ? 1 : 0) + Math.max(1, s.slides.length), 0);
  // 1) Drop continuation slides from the longest sections.
  while (count() > budget.maxSlides) {
    const longest = sections.reduce((a, b) => (b.slides.length > a.slides.length ? b : a), sections[0]!);
    if (!longest || longest.slides.length <= 1) break;
    longest.slides.pop();
  }
  // 2) Merge the smallest neighbouring sections.
  while (sections.length > 1 && count() > budget.maxSlides) {
    const a = sections.length - 2;
    const merged = sections[a]!;
    const b = sections.splice(a + 1, 1)[0]!;
    const bullets = [...(merged.slides[0]?.bullets ?? []), ...(b.slides[0]?.bullets ?? [])].slice(
      0,
      budget.bulletsPerSlide,
    );
    merged.slides = [
      {
        title: merged.heading,
        bullets,
        notes: [merged.slides[0]?.notes, b.slides[0]?.notes].filter(Boolean).join('\n\n'),
      },
    ];
    merged.heading = `${merged.heading} · ${b.heading}`;
  }
  return { ...outline, sections };
}

/** Section divider slides only when there are several sections (one section needs no divider). */
export function sectionDividers(sections: readonly OutlineSection[]): boolean {
  return sections.length > 1;
}

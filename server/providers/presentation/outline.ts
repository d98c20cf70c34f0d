/**
 * From source text to a deck outline, offline: the text's own structure (headings, paragraphs, lists) becomes
 * sections; long paragraphs are condensed into bullets by sentence ranking (word-frequency salience, a classic
 * extractive summary); the outline is then fitted to the slide budget the `length` option asks for.
 */

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** A table's rows of cell texts (first row: the header), from a .docx. */
  | { kind: 'table'; rows: string[][] }
  /** A picture of a .docx (a data: URL, as mammoth writes it) and its caption. */
  | { kind: 'image'; image: SlideImage };

export interface SlideImage {
  src: string;
  caption: string;
}

interface SourceSection {
  heading: string | null;
  level: number;
  blocks: Block[];
}

export interface SourceDocument {
  title: string | null;
  sections: SourceSection[];
}

export interface OutlineSlide {
  title: string;
  bullets: string[];
  /** Speaker notes: the source text the slide was made from. */
  notes: string;
  /** A table slide: rows of cells, the first row the header. */
  table?: string[][];
  /** Several sections condensed onto one slide (a short deck of a long document): one column each, its picture too. */
  columns?: OutlineColumn[];
  /** A chart of a table's numbers: one bar (or point of a line, or slice) per row label. */
  chart?: DeckChart;
  /** A picture of the source shown beside the points, its caption under it. */
  image?: SlideImage;
  /**
   * The icon chosen for a point (by its text) from English words — the source's own before translation, or the
   * point translated into English (translate.ts withIconHints): the icon table is English.
   */
  iconFor?: Record<string, string>;
}

export interface OutlineColumn {
  heading: string;
  bullets: string[];
  /** The section's picture, drawn in its column under the heading (a condensed deck keeps its pictures). */
  image?: SlideImage;
}

export interface DeckChart {
  kind: 'bar' | 'line' | 'pie';
  labels: string[];
  series: { name: string; values: number[] }[];
}

/** A slide of a table or a chart: kept whole, moved to the notes when the deck is too long. */
const isVisual = (slide: OutlineSlide) => Boolean(slide.table || slide.chart);

/** "4,200" → 4200, "30%" → 30, "€3.2" → 3.2; null for anything that is not one number. */
function parseNumber(cell: string): number | null {
  const match = /^[^\d-]{0,2}(-?\d{1,3}(?:[,\s]\d{3})+|-?\d+(?:\.\d+)?)\s*%?$/.exec(cell.trim());
  return match ? Number(match[1]!.replace(/[,\s]/g, '')) : null;
}

/** Month names (English, Spanish, French, German, Italian, Portuguese): a label is a month when it starts one. */
const MONTHS = [
  ['january', 'enero', 'janvier', 'januar', 'gennaio', 'janeiro'],
  ['february', 'febrero', 'février', 'fevrier', 'februar', 'febbraio', 'fevereiro'],
  ['march', 'marzo', 'mars', 'märz', 'março'],
  ['april', 'abril', 'avril', 'aprile'],
  ['may', 'mayo', 'mai', 'maggio', 'maio'],
  ['june', 'junio', 'juin', 'juni', 'giugno', 'junho'],
  ['july', 'julio', 'juillet', 'juli', 'luglio', 'julho'],
  ['august', 'agosto', 'août', 'aout'],
  ['september', 'septiembre', 'septembre', 'settembre', 'setembro', 'sept'],
  ['october', 'octubre', 'octobre', 'oktober', 'ottobre', 'outubro'],
  ['november', 'noviembre', 'novembre', 'novembro'],
  ['december', 'diciembre', 'décembre', 'dezember', 'dicembre', 'dezembro'],
];

/** A label's place on a time line (a year, a month, a quarter, a date, "Week 3"), or null when it names a thing. */
export function timeKey(label: string): number | null {
  const l = label.trim().toLowerCase();
  let m = /^(?:fy\s?)?((?:1[89]|20|21)\d{2})$/.exec(l);
  if (m) return Number(m[1]) * 10_000;
  // 2024-03, 2024-03-15, 2024/03
  m = /^((?:1[89]|20|21)\d{2})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?$/.exec(l);
  if (m) return Number(m[1]) * 10_000 + Number(m[2]) * 100 + Number(m[3] ?? 0);
  // 15/03/2024, 03/2024
  m = /^(?:(\d{1,2})[-/.])?(\d{1,2})[-/.]((?:1[89]|20|21)\d{2})$/.exec(l);
  if (m) return Number(m[3]) * 10_000 + Number(m[2]) * 100 + Number(m[1] ?? 0);
  // Q1, Q3 2024, 2024 Q3, T2 (trimestre)
  m = /^(?:((?:19|20|21)\d{2})\s*)?[qt]([1-4])(?:\s*['’]?((?:19|20|21)?\d{2}))?$/.exec(l);
  if (m) {
    const year = m[1] ?? m[3];
    return (year ? Number(year.length === 2 ? `20${year}` : year) : 0) * 10_000 + Number(m[2]) * 300;
  }
  // March, Mar 2024, marzo
  m = /^([a-zà-ÿ]{3,10})\.?(?:\s+((?:19|20|21)\d{2}))?$/.exec(l);
  if (m) {
    // The whole name or its first three letters and more ("Sep", "Sept", "marzo"), never a longer word ("Mayor").
    const month = MONTHS.findIndex((names) => names.some((n) => n.startsWith(m![1]!)));
    if (month >= 0) return Number(m[2] ?? 0) * 10_000 + (month + 1) * 100;
  }
  // Week 3, Day 10, Year 2, Month 6, Phase 1, Semana 2
  m = /^(?:week|day|year|month|phase|stage|round|wave|semana|día|dia|año|mes|fase)\s*(\d{1,3})$/.exec(l);
  if (m) return Number(m[1]);
  return null;
}

/** Labels that follow one another in time, in the order given (each later than the one before). */
export function isTimeSeries(labels: readonly string[]): boolean {
  const keys = labels.map(timeKey);
  if (keys.some((k) => k === null)) return false;
  return keys.every((k, i) => i === 0 || k! > keys[i - 1]!);
}

/**
 * The chart a column of numbers asks for: a pie when they are shares of a whole (percentages adding up to about
 * 100), a line when the labels are ordered in time (years, months, quarters, dates), bars for categories.
 */
export function chartKind(labels: readonly string[], cells: readonly string[]): DeckChart['kind'] {
  const values = cells.map(parseNumber);
  const percent = cells.every((cell) => cell.trim().endsWith('%'));
  const total = values.reduce<number>((a, b) => a + (b ?? 0), 0);
  if (percent && Math.abs(total - 100) <= 2) return 'pie';
  if (labels.length >= 3 && isTimeSeries(labels)) return 'line';
  return 'bar';
}

/**
 * A table whose first column names its rows and another column holds a number in every row → a chart of that
 * column (the first such), of the kind its numbers ask for (chartKind).
 */
export function chartFromTable(rows: string[][]): { title: string; chart: DeckChart } | null {
  const [header, ...body] = rows;
  if (!header || body.length < 3 || body.length > 12) return null;
  for (let c = 1; c < header.length; c++) {
    const values = body.map((r) => parseNumber(r[c] ?? ''));
    if (values.some((v) => v === null)) continue;
    const numbers = values as number[];
    const kind = chartKind(
      body.map((r) => r[0] ?? ''),
      body.map((r) => r[c] ?? ''),
    );
    const name = header[c]!.trim() || 'Value';
    return {
      title: name,
      chart: { kind, labels: body.map((r) => (r[0] ?? '').slice(0, 40)), series: [{ name, values: numbers }] },
    };
  }
  return null;
}

/** "2021: 1,200 rides", "Car – 40%", "Lakeside = €2.1": a label, a separator, one figure, perhaps its unit. */
const LABELLED_FIGURE = /^(.{1,40}?)\s*(?:[:=]|\s[–—-])\s*((?:[€$£]\s?)?-?\d[\d,.]*\s?%?)\s*([\p{L} ]{0,30})\.?$/u;

/**
 * A list whose every item is a label and one figure (3–12 of them, the same unit after each) → a chart of those
 * figures, of the kind they ask for (chartKind): "numbers in the text" as well as in a table.
 */
export function chartFromList(items: readonly string[], fallbackName: string): DeckChart | null {
  if (items.length < 3 || items.length > 12) return null;
  const rows = items.map((item) => LABELLED_FIGURE.exec(item.trim()));
  if (rows.some((r) => !r)) return null;
  const units = new Set(rows.map((r) => r![3]!.trim().toLowerCase()));
  if (units.size > 1) return null;
  const cells = rows.map((r) => r![2]!.trim());
  const values = cells.map(parseNumber);
  if (values.some((v) => v === null)) return null;
  const labels = rows.map((r) => r![1]!.trim());
  const unit = [...units][0]!;
  const name = unit ? unit[0]!.toUpperCase() + unit.slice(1) : fallbackName;
  return { kind: chartKind(labels, cells), labels, series: [{ name, values: values as number[] }] };
}

export interface OutlineSection {
  heading: string;
  slides: OutlineSlide[];
}

export interface DeckOutline {
  title: string;
  subtitle: string;
  sections: OutlineSection[];
  /** An agenda slide after the title (default: when there are several sections). */
  agenda?: boolean;
  /** A divider slide before each section (default: when there are several sections). */
  dividers?: boolean;
}

const LIST_ITEM = /^\s*(?:[-*•·–]|\d{1,2}[.)])\s+(.*)$/;
const MD_HEADING = /^\s*(#{1,6})\s+(.*?)\s*#*\s*$/;
/** parseHtml leaves a table as this line (the index into its tables), so parseText keeps its place in the flow. */
const TABLE_MARKER = /^\uE000table:(\d+)$/;
/** …and a picture as this line (the index into its images). */
const IMAGE_MARKER = /^\uE000image:(\d+)$/;

/** Plain text / Markdown-ish text → document structure. */
export function parseText(text: string, tables: string[][][] = [], images: SlideImage[] = []): SourceDocument {
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
    const table = TABLE_MARKER.exec(line);
    if (table) {
      flushParagraph();
      flushList();
      const rows = tables[Number(table[1])];
      if (rows?.length) section.blocks.push({ kind: 'table', rows });
      continue;
    }
    const image = IMAGE_MARKER.exec(line);
    if (image) {
      flushParagraph();
      flushList();
      const found = images[Number(image[1])];
      if (found) section.blocks.push({ kind: 'image', image: found });
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
    // The text's first line, short and standing alone before the rest, is its title even with a blank line after.
    const firstLine = i === firstContentLine(lines) && lines.slice(i + 1).some((l) => l.trim() !== '');
    if (
      standalone &&
      (next !== '' || firstLine) &&
      line.length <= 70 &&
      !/[.,;:!?]$/.test(line) &&
      line.split(/\s+/).length <= 10
    ) {
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

/** mammoth's HTML (h1–h6, p, ul/ol/li, tables) → document structure. */
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
      .replace(/\s+/g, ' ')
      .trim();
  const tables: string[][][] = [];
  const images: SlideImage[] = [];
  // The picture waiting for its caption: the short paragraph right after it (Word's "Caption" style comes out of
  // mammoth as a plain paragraph), or a "Figure 2: …" paragraph just before it.
  let awaitingCaption: SlideImage | null = null;
  let previousParagraph: { text: string; at: number } | null = null;
  const pattern = /<table[^>]*>([\s\S]*?)<\/table>|<(h[1-6]|p|li)[^>]*>([\s\S]*?)<\/\2>/gi;
  for (const match of html.matchAll(pattern)) {
    const caption = awaitingCaption;
    awaitingCaption = null;
    if (match[1] !== undefined) {
      const rows = [...match[1].matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)]
        .map((row) => [...row[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((cell) => decode(cell[1]!)))
        .filter((cells) => cells.some(Boolean));
      if (rows.length) text.push('', `\uE000table:${tables.push(rows) - 1}`, '');
      continue;
    }
    const tag = match[2]!.toLowerCase();
    const pictures = [...match[3]!.matchAll(/<img\b[^>]*>/gi)].flatMap((img) => {
      const src = /\ssrc="(data:image\/(?:png|jpe?g|gif|webp|bmp|tiff?)[^"]*)"/i.exec(img[0])?.[1];
      const alt = /\salt="([^"]*)"/i.exec(img[0])?.[1];
      return src ? [{ src, caption: alt ? decode(alt) : '' }] : [];
    });
    const content = decode(match[3]!);
    for (const picture of pictures) {
      // "Figure 1: …" just before the picture is its caption (that paragraph leaves the flow).
      const labelledBefore =
        previousParagraph && FIGURE_LABEL.test(previousParagraph.text) && previousParagraph.at === text.length;
      if (labelledBefore) {
        picture.caption = previousParagraph!.text;
        text.splice(text.length - 3, 3);
      }
      text.push('', `\uE000image:${images.push(picture) - 1}`, '');
      awaitingCaption = labelledBefore ? null : picture;
    }
    previousParagraph = null;
    if (!content) continue;
    if (caption && tag === 'p' && !pictures.length && isCaption(content)) {
      caption.caption = content;
      continue;
    }
    if (tag.startsWith('h')) text.push('', `${'#'.repeat(Number(tag[1]))} ${content}`, '');
    else if (tag === 'li') text.push(`- ${content}`);
    else {
      text.push('', content, '');
      previousParagraph = { text: content, at: text.length };
    }
  }
  return parseText(text.join('\n'), tables, images);
}

/** "Figure 2:", "Fig. 3 –", "Photo:", "Figura 1." … a caption's usual lead. */
const FIGURE_LABEL = /^(?:fig(?:ure|ura)?\.?|photo|image|imagen|illustration|chart|map|plate)\s*\d*\s*[:.–—-]/i;

/** A caption reads as a short line under a picture: a labelled figure, or one short sentence. */
function isCaption(text: string): boolean {
  if (FIGURE_LABEL.test(text)) return text.length <= 400;
  return text.length <= 200 && text.split(/\s+/).length <= 30 && splitSentences(text).length <= 2;
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
export function toBullet(sentence: string, max = 140): string {
  const clean = sentence
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:]+$/, '');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

export interface LengthBudget {
  /** Total slides, including title, agenda and dividers: the length option's range (no floor when absent). */
  minSlides?: number;
  maxSlides: number;
  bulletsPerSlide: number;
}

/**
 * The length option's range: "Short (5-6 slides)" → 5–6, "Medium (8–12 slides)" → 8–12, "10" → 10–10. No length
 * (an API client that leaves it out) is the source's own size up to Medium's twelve slides: nothing is padded.
 */
export function budgetForLength(length: string | undefined): LengthBudget {
  if (!length?.trim()) return { maxSlides: 12, bulletsPerSlide: 5 };
  const numbers =
    (length ?? '')
      .match(/\d+/g)
      ?.map(Number)
      .filter((n) => n > 0 && n <= 60) ?? [];
  const l = (length ?? '').toLowerCase();
  const [min, max] = numbers.length
    ? [Math.max(3, Math.min(...numbers)), Math.max(3, Math.max(...numbers))]
    : /short|brief|quick/.test(l)
      ? [5, 6]
      : /long|detailed|deep|extensive/.test(l)
        ? [13, 20]
        : [8, 12];
  return { minSlides: min, maxSlides: max, bulletsPerSlide: max <= 6 ? 4 : 5 };
}

/** Points that read as a set of short parallel items (an icon grid): 3–6 of them, each of at most six words. */
export function isIconGridPoints(points: readonly string[]): boolean {
  return (
    points.length >= 3 &&
    points.length <= 6 &&
    points.every((p) => {
      const words = p.trim().split(/\s+/).filter(Boolean);
      return words.length >= 1 && words.length <= 6 && p.length <= 60;
    })
  );
}

/** Bullets of a section's blocks (lists kept, paragraphs condensed by sentence ranking) and its notes. */
function sectionSlides(heading: string, blocks: readonly Block[], budget: LengthBudget): OutlineSlide[] {
  const bullets: string[] = [];
  const notes: string[] = [];
  const tables: OutlineSlide[] = [];
  /** Each picture and how many points came before it: it goes on the slide those points end on. */
  const pictures: { image: SlideImage; after: number }[] = [];
  const grids: OutlineSlide[] = [];
  for (const block of blocks) {
    if (block.kind === 'image') {
      pictures.push({ image: block.image, after: bullets.length });
      notes.push(block.image.caption);
    } else if (block.kind === 'list' && chartFromList(block.items, heading)) {
      // A list of figures is drawn as their chart (the items stay in the notes).
      const text = block.items.map((item) => `• ${item}`).join('\n');
      tables.push({ title: heading, bullets: [], notes: text, chart: chartFromList(block.items, heading)! });
      notes.push(text);
    } else if (block.kind === 'list' && isIconGridPoints(block.items)) {
      // A list of short parallel items keeps its own slide (drawn as an icon grid), after the section's points.
      const text = block.items.map((item) => `• ${item}`).join('\n');
      grids.push({ title: heading, bullets: block.items.map((item) => toBullet(item)), notes: text });
      notes.push(text);
    } else if (block.kind === 'list') {
      bullets.push(...block.items.map((item) => toBullet(item)));
      notes.push(block.items.map((item) => `• ${item}`).join('\n'));
    } else if (block.kind === 'table') {
      const text = block.rows.map((row) => row.join(' | ')).join('\n');
      tables.push({ title: heading, bullets: [], notes: text, table: block.rows });
      // Its numbers as a chart too (issue #18 item 3: "its numbers can become a chart").
      const chart = chartFromTable(block.rows);
      if (chart) tables.push({ title: `${heading}: ${chart.title}`, bullets: [], notes: text, chart: chart.chart });
    } else {
      const sentences = splitSentences(block.text);
      const keep = sentences.length > 2 ? Math.min(3, Math.ceil(sentences.length / 2)) : sentences.length;
      bullets.push(...rankSentences(block.text, keep).map((s) => toBullet(s)));
      notes.push(block.text);
    }
  }
  // A point the source says twice is one point (the notes keep the text as it is).
  const unique = bullets.filter((b, i) => bullets.findIndex((o) => o.toLowerCase() === b.toLowerCase()) === i);
  bullets.splice(0, bullets.length, ...unique);
  const slides: OutlineSlide[] = [];
  // Beside a picture the points have half the width: fewer of them per slide.
  const perSlide = pictures.length ? Math.min(budget.bulletsPerSlide, 4) : budget.bulletsPerSlide;
  for (let i = 0; i < bullets.length; i += perSlide)
    slides.push({ title: heading, bullets: bullets.slice(i, i + perSlide), notes: notes.join('\n\n') });
  for (const { image, after } of pictures) {
    const index = Math.min(Math.max(0, Math.ceil(after / perSlide) - 1), slides.length - 1);
    const host = slides[index];
    if (host && !host.image) host.image = image;
    // No free slide for it: a slide of its own, the picture and its caption.
    else slides.push({ title: heading, bullets: [], notes: image.caption || heading, image });
  }
  slides.push(...grids);
  if (!slides.length && !tables.length) slides.push({ title: heading, bullets: [], notes: heading });
  return [...slides, ...tables];
}

/**
 * A document → an outline that fits the budget. The document's top heading level (under its title) makes the
 * sections, deeper headings the slide titles within them, in the document's order.
 */
export function outlineFromDocument(
  doc: SourceDocument,
  budget: LengthBudget,
  fallbackTitle = 'Presentation',
): DeckOutline {
  const sources = doc.sections.filter((s) => s.blocks.length || s.heading);
  const allText = sources
    .flatMap((s) =>
      s.blocks.map((b) => (b.kind === 'paragraph' ? b.text : b.kind === 'list' ? b.items.join('. ') : '')),
    )
    .join(' ');
  const title = doc.title ?? sources[0]?.heading ?? toBullet(splitSentences(allText)[0] ?? fallbackTitle, 80);
  const firstParagraph = sources.flatMap((s) => s.blocks).find((b) => b.kind === 'paragraph');
  const subtitle = firstParagraph ? toBullet(rankSentences(firstParagraph.text, 1)[0] ?? '', 120) : '';
  const topLevel = Math.min(...sources.filter((s) => s.heading).map((s) => s.level), 6);

  const built: OutlineSection[] = [];
  sources.forEach((source, index) => {
    const heading = source.heading ?? (index === 0 ? 'Overview' : `Part ${index + 1}`);
    const current = built.at(-1);
    if (current && source.heading && source.level > topLevel)
      current.slides.push(...sectionSlides(heading, source.blocks, budget));
    else built.push({ heading, slides: sectionSlides(heading, source.blocks, budget) });
  });
  // A section that is only a heading, followed by its sub-sections, has no slide of its own.
  for (const section of built)
    if (section.slides.length > 1 && !section.slides[0]!.bullets.length && !isVisual(section.slides[0]!))
      section.slides.shift();
  const outline = fitToBudget({ title, subtitle, sections: built }, budget);
  return countSlides(outline) < (budget.minSlides ?? 0) ? scaffoldTopic(outline, budget) : outline;
}

/** The slides a deck of this outline has: title, agenda, dividers, content. */
export function countSlides(outline: DeckOutline): number {
  const { sections } = outline;
  const several = sections.length > 1;
  return (
    1 +
    ((outline.agenda ?? several) ? 1 : 0) +
    ((outline.dividers ?? several) ? sections.length : 0) +
    sections.reduce((n, s) => n + Math.max(1, s.slides.length), 0)
  );
}

/** Condenses one section's slides into one: each slide keeps its best points, sub-titles lead their points. */
function mergeSectionSlides(section: OutlineSection, bulletsPerSlide: number): OutlineSlide[] {
  const text = section.slides.filter((s) => !isVisual(s));
  const tables = section.slides.filter(isVisual);
  if (text.length <= 1) return section.slides;
  const share = Math.max(1, Math.floor(bulletsPerSlide / text.length));
  const bullets = text
    .flatMap((slide) =>
      slide.bullets
        .slice(0, share)
        .map((b, i) => (i === 0 && slide.title !== section.heading ? `${slide.title}: ${b}` : b)),
    )
    .slice(0, Math.max(bulletsPerSlide, text.length));
  const notes = text.map((s) => (s.title === section.heading ? s.notes : `${s.title}\n${s.notes}`)).join('\n\n');
  // The section's first picture stays with its points (its caption is in the notes either way).
  const image = text.find((s) => s.image)?.image;
  return [
    { title: section.heading, bullets: image ? bullets.slice(0, 4) : bullets, notes, ...(image ? { image } : {}) },
    ...tables,
  ];
}

/**
 * Fits the outline to the length's range without dropping any section: too long → no dividers, one slide per
 * section, no agenda, then neighbouring sections share a slide (a column each); too short → dividers, slides
 * split into smaller ones, a key-points slide.
 */
export function fitToBudget(outline: DeckOutline, budget: LengthBudget): DeckOutline {
  const fitted: DeckOutline = {
    ...outline,
    sections: outline.sections.map((s) => ({ ...s, slides: s.slides.map((slide) => ({ ...slide })) })),
  };
  const several = fitted.sections.length > 1;
  fitted.agenda = outline.agenda ?? several;
  fitted.dividers = outline.dividers ?? several;
  const over = () => countSlides(fitted) > budget.maxSlides;
  if (over()) fitted.dividers = false;
  // Longest sections first: each becomes one slide until the deck fits.
  const bySize = [...fitted.sections].sort((a, b) => b.slides.length - a.slides.length);
  for (const section of bySize) {
    if (!over()) break;
    section.slides = mergeSectionSlides(section, budget.bulletsPerSlide);
  }
  if (over()) fitted.agenda = false;
  // Table slides become notes of their section's slide before sections start sharing slides.
  for (const section of fitted.sections) {
    if (!over()) break;
    const tables = section.slides.filter(isVisual);
    if (!tables.length || tables.length === section.slides.length) continue;
    section.slides = section.slides.filter((s) => !isVisual(s));
    section.slides[0]!.notes += `\n\n${tables.map((t) => t.notes).join('\n\n')}`;
  }
  // Neighbouring sections share a slide, a column each (at most three per slide).
  if (over()) {
    const contentBudget = Math.max(1, budget.maxSlides - 1 - (fitted.agenda ? 1 : 0));
    const perSlide = Math.min(3, Math.ceil(fitted.sections.length / contentBudget));
    if (perSlide > 1 || fitted.sections.some((s) => s.slides.length > 1)) {
      const groups: OutlineSection[][] = [];
      for (let i = 0; i < fitted.sections.length; i += perSlide) groups.push(fitted.sections.slice(i, i + perSlide));
      const columnBullets = perSlide === 1 ? budget.bulletsPerSlide : perSlide === 2 ? 3 : 2;
      fitted.sections = groups.map((group) => {
        const merged = group.map((s) => mergeSectionSlides(s, budget.bulletsPerSlide)[0]!);
        if (group.length === 1) return { heading: group[0]!.heading, slides: merged };
        const heading = group.map((s) => s.heading).join(' · ');
        return {
          heading,
          slides: [
            {
              title: heading,
              bullets: [],
              notes: merged.map((m, i) => `${group[i]!.heading}\n${m.notes}`).join('\n\n'),
              columns: merged.map((m, i) => ({
                heading: group[i]!.heading,
                // A column with its picture has room for fewer points under it (the rest stay in the notes).
                bullets: m.bullets.slice(0, m.image ? Math.min(2, columnBullets) : columnBullets),
                ...(m.image ? { image: m.image } : {}),
              })),
            },
          ],
        };
      });
      // The agenda lists every section again when it fits.
      if (countSlides({ ...fitted, agenda: true }) <= budget.maxSlides) fitted.agenda = true;
    }
  }
  // Too short: dividers first (several sections), then split the fullest slides, then a key-points slide.
  if (countSlides(fitted) < (budget.minSlides ?? 0) && several && !fitted.dividers) {
    fitted.dividers = true;
    if (over()) fitted.dividers = false;
  }
  while (countSlides(fitted) < (budget.minSlides ?? 0)) {
    let fullest: { section: OutlineSection; index: number } | null = null;
    for (const section of fitted.sections)
      section.slides.forEach((slide, index) => {
        if (isVisual(slide) || slide.columns) return;
        if (!fullest || slide.bullets.length > fullest.section.slides[fullest.index]!.bullets.length)
          fullest = { section, index };
      });
    const found = fullest as { section: OutlineSection; index: number } | null;
    const slide = found?.section.slides[found.index];
    if (!found || !slide || slide.bullets.length < 2) break;
    const half = Math.ceil(slide.bullets.length / 2);
    found.section.slides.splice(
      found.index,
      1,
      { ...slide, bullets: slide.bullets.slice(0, half) },
      // The picture stays on the first half only.
      { ...slide, bullets: slide.bullets.slice(half), image: undefined },
    );
  }
  if (countSlides(fitted) < (budget.minSlides ?? 0) && fitted.sections.length > 1) {
    const points = fitted.sections
      .map((s) => s.slides.find((slide) => slide.bullets.length)?.bullets[0])
      .filter((b): b is string => Boolean(b))
      .slice(0, budget.bulletsPerSlide);
    if (points.length)
      fitted.sections.push({
        heading: 'Key points',
        slides: [{ title: 'Key points', bullets: points, notes: points.join('\n') }],
      });
  }
  return fitted;
}

/**
 * A topic too short for the length asked (one line, offline): the missing slides are a talk's usual frame, each
 * with questions for the speaker to answer, said plainly in the notes — never invented facts.
 */
function scaffoldTopic(outline: DeckOutline, budget: LengthBudget): DeckOutline {
  const topic = outline.title;
  const frame: [string, string[]][] = [
    ['Why it matters', [`What problem does ${topic} address?`, 'Who is affected, and how much?']],
    ['Where we are today', ['What works now?', 'What does not, and why?']],
    ['What we propose', [`The main idea behind ${topic}`, 'What changes for the audience']],
    ['How it works', ['The steps, in order', 'What each step needs']],
    ['Evidence', ['Figures and examples that support the idea', 'Sources the audience can check']],
    ['Risks and answers', ['What could go wrong?', 'How each risk is handled']],
    ['Costs and time', ['What it takes: people, money, time', 'Milestones']],
    ['Next steps', ['What happens next, and who does it', 'What we ask of the audience']],
    ['Questions', ['Questions and discussion']],
  ];
  const sections = outline.sections.filter((s) => s.slides.some((slide) => slide.bullets.length || isVisual(slide)));
  const scaffolded: DeckOutline = { ...outline, sections: [...sections], agenda: undefined, dividers: undefined };
  for (const [heading, bullets] of frame) {
    const filled = fitToBudget(scaffolded, budget);
    if (countSlides(filled) >= (budget.minSlides ?? 0)) return filled;
    scaffolded.sections.push({
      heading,
      slides: [
        {
          title: heading,
          bullets,
          notes: 'The source gave only the topic: these are questions for the speaker to answer.',
        },
      ],
    });
  }
  return fitToBudget(scaffolded, budget);
}

/**
 * One slide written again from its own source (its notes), offline: the notes' sentences and list items ranked as
 * for the outline, and the `variant`-th take — a different choice of points each time, in the source's order. The
 * title stays; a slide whose notes hold nothing more keeps its points.
 */
export function regenerateSlide(slide: OutlineSlide, variant: number, bulletsPerSlide = 5): OutlineSlide {
  if (isVisual(slide) || slide.columns) return slide;
  const candidates = slide.notes
    .split(/\n+/)
    .map((line) => line.replace(/^\s*[•\-*]\s*/, '').trim())
    .filter(Boolean)
    .flatMap((line) => splitSentences(line))
    .map((s) => toBullet(s))
    .filter((b, i, all) => b.length > 2 && all.indexOf(b) === i && b !== slide.title);
  const count = Math.min(bulletsPerSlide, Math.max(2, slide.bullets.length || 3));
  if (candidates.length <= count) return candidates.length ? { ...slide, bullets: candidates } : slide;
  const freq = new Map<string, number>();
  for (const c of candidates) for (const w of words(c)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const score = (c: string) => {
    const ws = words(c);
    return ws.reduce((sum, w) => sum + (freq.get(w) ?? 0), 0) / Math.sqrt(Math.max(ws.length, 1));
  };
  const bySalience = [...candidates].sort((a, b) => score(b) - score(a));
  const start = (variant * Math.max(1, Math.floor(count / 2))) % bySalience.length;
  const picked = Array.from({ length: count }, (_, i) => bySalience[(start + i) % bySalience.length]!);
  const bullets = candidates.filter((c) => picked.includes(c));
  return { ...slide, bullets: bullets.length ? bullets : slide.bullets };
}

/** A slide that may take a picture: a text slide without one (not a table, chart or columns). */
const takesPicture = (slide: OutlineSlide) => !slide.image && !isVisual(slide) && !slide.columns;

/** Where a picture may go: a free text slide, or a column without a picture (a condensed deck), and its words. */
interface PictureSpot {
  words: string;
  put: (image: SlideImage) => void;
}

/** Moves points that no longer fit beside a picture to the slide's notes. */
function movePointsToNotes(slide: OutlineSlide, points: string[]): void {
  if (points.length) slide.notes = `${slide.notes}\n\n${points.map((b) => `• ${b}`).join('\n')}`.trim();
}

/** The free places for a picture, in the deck's order. */
function pictureSpots(outline: DeckOutline): PictureSpot[] {
  return outline.sections.flatMap((section) =>
    section.slides.flatMap((slide): PictureSpot[] => {
      if (takesPicture(slide))
        return [
          {
            words: `${section.heading} ${slide.title} ${slide.bullets.join(' ')}`,
            put: (image) => {
              // Beside a picture the points have half the width: four at most (the rest go to the notes).
              slide.image = image;
              movePointsToNotes(slide, slide.bullets.slice(4));
              slide.bullets = slide.bullets.slice(0, 4);
            },
          },
        ];
      return (slide.columns ?? [])
        .filter((column) => !column.image)
        .map((column) => ({
          words: `${column.heading} ${column.bullets.join(' ')}`,
          put: (image) => {
            // Under a picture in a column: two points at most (as fitToBudget leaves a column with its picture).
            column.image = image;
            movePointsToNotes(slide, column.bullets.slice(2));
            column.bullets = column.bullets.slice(0, 2);
          },
        }));
    }),
  );
}

/** The free place whose words share the most with `text` (null when none shares a word). */
function bestSpot(outline: DeckOutline, text: string): PictureSpot | null {
  const wanted = new Set(words(text));
  let best: { spot: PictureSpot; score: number } | null = null;
  for (const spot of pictureSpots(outline)) {
    const have = new Set(words(spot.words));
    const score = [...wanted].filter((w) => have.has(w)).length;
    if (score > 0 && (!best || score > best.score)) best = { spot, score };
  }
  return best?.spot ?? null;
}

const copyOutline = (outline: DeckOutline): DeckOutline => ({
  ...outline,
  sections: outline.sections.map((s) => ({
    ...s,
    slides: s.slides.map((slide) => ({
      ...slide,
      ...(slide.columns ? { columns: slide.columns.map((c) => ({ ...c })) } : {}),
    })),
  })),
});

/**
 * The user's own pictures put on the outline: each on the free text slide (or column of a condensed deck) whose words
 * best match its caption, else on the next free one in the deck's order — a picture the user chose is never dropped
 * for want of words —, else (every place taken) on a slide of its own at the end. A picture already shown stays.
 */
export function placeImages(outline: DeckOutline, images: readonly SlideImage[]): DeckOutline {
  const result = copyOutline(outline);
  const shown = new Set(
    result.sections.flatMap((s) =>
      s.slides.flatMap((slide) => [slide.image?.src, ...(slide.columns ?? []).map((c) => c.image?.src)]),
    ),
  );
  const waiting = images.filter((image) => !shown.has(image.src));
  const unmatched: SlideImage[] = [];
  for (const image of waiting) {
    const spot = image.caption.trim() ? bestSpot(result, image.caption) : null;
    if (spot) spot.put(image);
    else unmatched.push(image);
  }
  for (const image of unmatched) {
    const free = pictureSpots(result)[0];
    if (free) free.put(image);
    else {
      const last = result.sections.at(-1);
      const slide = {
        title: image.caption.trim() || last?.heading || result.title,
        bullets: [],
        notes: image.caption,
        image,
      };
      if (last) last.slides.push(slide);
      else result.sections.push({ heading: result.title, slides: [slide] });
    }
  }
  return result;
}

/**
 * The source's pictures put back on an outline written without them (the LLM's): each goes to the free text slide
 * whose words best match the picture's section heading and caption; a picture that matches no slide is left out.
 */
export function attachSourceImages(outline: DeckOutline, doc: SourceDocument): DeckOutline {
  const pictures = doc.sections.flatMap((section) =>
    section.blocks.flatMap((b) => (b.kind === 'image' ? [{ image: b.image, heading: section.heading ?? '' }] : [])),
  );
  if (!pictures.length) return outline;
  const result = copyOutline(outline);
  for (const { image, heading } of pictures) {
    bestSpot(result, `${heading} ${image.caption}`)?.put(image);
  }
  return result;
}

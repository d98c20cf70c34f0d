/**
 * The deck's layout, decided before a file is written: every text box gets a font size at which its measured text
 * fits (./metrics.ts) — titles at most two lines, body text never under 14 pt. What does not fit even at 14 pt is
 * condensed (the last points move to the speaker notes, which keep the whole source) rather than left to spill.
 * deck.ts renders this plan as it is; tests read it back to check the rendered PDF against the boxes.
 */
import { textWidthPt, wrapText, type DeckFont } from './metrics';
import { matchIcons } from './icons';
import { isIconGridPoints, type DeckChart, type DeckOutline, type OutlineSlide, type SlideImage } from './outline';

export const SLIDE_W = 13.333;
export const SLIDE_H = 7.5;
/** No body text under this (issue #18: readable from the back of a room). */
export const MIN_BODY_PT = 14;
const MIN_TITLE_PT = 22;
const TITLE_MAX_LINES = 2;
/** Wrapping in the renderers differs a little (kerning, hinting): lines are measured this much narrower. */
const WIDTH_SAFETY = 0.94;
const LINE_HEIGHT = 1.2;
const PARA_SPACE = 0.45;
export const BULLET_INDENT_PT = 24;

export interface Paragraph {
  text: string;
  bullet?: 'dot' | 'number';
  bold?: boolean;
}

export interface PlannedText {
  kind: 'text';
  role: 'title' | 'subtitle' | 'body' | 'label' | 'heading';
  x: number;
  y: number;
  w: number;
  h: number;
  font: DeckFont;
  bold: boolean;
  sizePt: number;
  /** Exact line spacing in points (renderers otherwise differ in line height). */
  lineSpacingPt: number;
  paraSpacePt: number;
  color: 'title' | 'text' | 'accentText' | 'accent';
  align: 'left' | 'center';
  valign: 'top' | 'middle';
  paragraphs: Paragraph[];
  /** Lines the measured text takes. */
  lines: number;
}

export interface PlannedTable {
  kind: 'table';
  x: number;
  y: number;
  w: number;
  h: number;
  sizePt: number;
  lineSpacingPt: number;
  font: DeckFont;
  colW: number[];
  rowH: number[];
  rows: string[][];
}

export interface PlannedShape {
  kind: 'rect';
  x: number;
  y: number;
  w: number;
  h: number;
  color: 'accent' | 'accentSoft';
  /** The theme's master restyles these: the title slide's band, the rule under a content slide's title. */
  role?: 'band' | 'rule';
}

/** A chart LibreOffice and PowerPoint draw themselves: every label is set at 14 pt or more, inside this box. */
export interface PlannedChart {
  kind: 'chart';
  x: number;
  y: number;
  w: number;
  h: number;
  sizePt: number;
  font: DeckFont;
  chart: DeckChart;
}

/** A picture placed at its own aspect ratio inside the box it was given (x, y, w, h are the picture's own). */
export interface PlannedPicture {
  kind: 'image';
  x: number;
  y: number;
  w: number;
  h: number;
  /** A photo of the source (data: URL), a Tabler icon drawn in the theme's accent, or the user's logo. */
  source: { photo: string } | { icon: string } | { logo: true };
}

export type PlannedItem = PlannedText | PlannedTable | PlannedShape | PlannedChart | PlannedPicture;

export interface PlannedSlide {
  layout:
    | 'title'
    | 'agenda'
    | 'divider'
    | 'bullets'
    | 'statement'
    | 'columns'
    | 'table'
    | 'chart'
    | 'number'
    | 'quote'
    | 'image'
    | 'icons';
  background: 'plain' | 'accent';
  items: PlannedItem[];
  notes: string;
}

export interface DeckFonts {
  heading: DeckFont;
  body: DeckFont;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface FitOptions {
  font: DeckFont;
  bold: boolean;
  maxPt: number;
  minPt: number;
  maxLines?: number;
}

/** The largest size (maxPt down to minPt) at which the paragraphs fit the box, with their wrapped texts. */
function fitParagraphs(
  paragraphs: readonly Paragraph[],
  box: Box,
  options: FitOptions,
): { sizePt: number; paragraphs: Paragraph[]; lines: number } | null {
  for (let size = options.maxPt; size >= options.minPt; size--) {
    const lineH = Math.round(size * LINE_HEIGHT);
    let lines = 0;
    let height = 0;
    const wrapped = paragraphs.map((p, i) => {
      const indent = p.bullet ? BULLET_INDENT_PT : 0;
      const width = box.w * 72 * WIDTH_SAFETY - indent;
      const result = wrapText(p.text, width, { font: options.font, bold: p.bold ?? options.bold, sizePt: size });
      lines += result.lines.length;
      height += result.lines.length * lineH + (i > 0 ? Math.round(size * PARA_SPACE) : 0);
      return { ...p, text: result.text };
    });
    if (height <= box.h * 72 && (!options.maxLines || lines <= options.maxLines))
      return { sizePt: size, paragraphs: wrapped, lines };
  }
  return null;
}

function textItem(
  role: PlannedText['role'],
  box: Box,
  fitted: { sizePt: number; paragraphs: Paragraph[]; lines: number },
  style: Pick<PlannedText, 'font' | 'bold' | 'color'> & Partial<Pick<PlannedText, 'align' | 'valign'>>,
): PlannedText {
  return {
    kind: 'text',
    role,
    ...box,
    font: style.font,
    bold: style.bold,
    color: style.color,
    align: style.align ?? 'left',
    valign: style.valign ?? 'top',
    sizePt: fitted.sizePt,
    lineSpacingPt: Math.round(fitted.sizePt * LINE_HEIGHT),
    paraSpacePt: Math.round(fitted.sizePt * PARA_SPACE),
    paragraphs: fitted.paragraphs,
    lines: fitted.lines,
  };
}

/** Shortens a text at a word boundary until it fits (a title longer than two lines; the full text is in the notes). */
function fitByShortening(
  text: string,
  box: Box,
  options: FitOptions,
): { sizePt: number; paragraphs: Paragraph[]; lines: number } {
  let words = text.split(/\s+/);
  for (;;) {
    const candidate = words.length < text.split(/\s+/).length ? `${words.join(' ').replace(/[,;:.\-–]+$/, '')}…` : text;
    const fitted = fitParagraphs([{ text: candidate }], box, options);
    if (fitted) return fitted;
    if (words.length <= 1) {
      // One enormous word: cut by characters.
      const chars = [...(words[0] ?? '')];
      for (let n = chars.length - 1; n > 0; n--) {
        const cut = fitParagraphs([{ text: `${chars.slice(0, n).join('')}…` }], box, options);
        if (cut) return cut;
      }
      return { sizePt: options.minPt, paragraphs: [{ text: '…' }], lines: 1 };
    }
    words = words.slice(0, -1);
  }
}

/** Body paragraphs: shrink to the floor, then move the last points to the notes, then shorten the last one. */
function fitBody(
  paragraphs: Paragraph[],
  box: Box,
  options: FitOptions,
): { fitted: { sizePt: number; paragraphs: Paragraph[]; lines: number }; dropped: Paragraph[] } {
  const kept = [...paragraphs];
  const dropped: Paragraph[] = [];
  while (kept.length > 1) {
    const fitted = fitParagraphs(kept, box, options);
    if (fitted) return { fitted, dropped };
    dropped.unshift(kept.pop()!);
  }
  const only = kept[0] ?? { text: '' };
  const fitted = fitParagraphs([only], box, options);
  if (fitted) return { fitted, dropped };
  const indent = only.bullet ? BULLET_INDENT_PT / 72 : 0;
  const shortened = fitByShortening(only.text, { ...box, w: box.w - indent }, options);
  return { fitted: { ...shortened, paragraphs: [{ ...only, text: shortened.paragraphs[0]!.text }] }, dropped };
}

const MARGIN_X = 0.8;
const CONTENT_W = SLIDE_W - 2 * MARGIN_X;

/** Inches a content title is measured short of its box's height (the renderer's last line reaches lower). */
const TITLE_FOOT_SAFETY = 0.08;
const TITLE_AREA: Box = { x: MARGIN_X, y: 0.4, w: CONTENT_W, h: 1.15 };

/**
 * The user's logo (issue #18 item 2): a small box in the top right corner of every slide but the title slide, where
 * the title's box stops short of it (the title is fitted to the narrower box, so no text ever runs under the logo);
 * above the rule and the body (y 1.58 on). The title slide shows it larger, bottom right, under the subtitle.
 */
export const LOGO_BOX: Readonly<Box> = { x: SLIDE_W - MARGIN_X - 1.6, y: 0.5, w: 1.6, h: 0.85 };
export const TITLE_LOGO_BOX: Readonly<Box> = { x: SLIDE_W - 1 - 2.8, y: 5.75, w: 2.8, h: 1.25 };
const LOGO_GAP = 0.3;
const TITLE_AREA_BESIDE_LOGO: Box = { ...TITLE_AREA, w: LOGO_BOX.x - LOGO_GAP - TITLE_AREA.x };

function titleItem(text: string, fonts: DeckFonts, color: PlannedText['color'] = 'title', box?: Box): PlannedText {
  const area = box ?? TITLE_AREA;
  const options = { font: fonts.heading, bold: true, maxPt: 36, minPt: MIN_TITLE_PT, maxLines: TITLE_MAX_LINES };
  // Measured a little shorter than its box: two title lines at 34 pt (82 of the box's 82.8 pt) came out of the
  // box's foot by up to 4.4 pt in LibreOffice (found when the logo narrowed titles onto two lines).
  const measured = { ...area, h: area.h - TITLE_FOOT_SAFETY };
  const fitted = fitParagraphs([{ text }], measured, options) ?? fitByShortening(text, measured, options);
  return textItem('title', area, fitted, { font: fonts.heading, bold: true, color });
}

/** Labels the renderer writes in the deck's language ("Agenda", "continued"): translated with the outline. */
export interface DeckLabels {
  agenda: string;
  continued: string;
}

/** A picture's size in pixels (read by the renderer before planning); undefined for a picture it cannot draw. */
export type ImageSizeOf = (src: string) => { width: number; height: number } | undefined;

/**
 * The logo as a picture inside its box, aspect kept, flush with its right edge: at the top of the corner box (level
 * with the title's first line), at the foot of the title slide's box.
 */
function logoItem(
  size: { width: number; height: number },
  box: Readonly<Box>,
  valign: 'top' | 'bottom',
): PlannedPicture {
  const scale = Math.min(box.w / size.width, box.h / size.height);
  const w = size.width * scale;
  const h = size.height * scale;
  const y = valign === 'top' ? box.y : box.y + box.h - h;
  return { kind: 'image', x: box.x + box.w - w, y, w, h, source: { logo: true } };
}

export function planDeck(
  outline: DeckOutline,
  fonts: DeckFonts,
  labels: DeckLabels,
  imageSize: ImageSizeOf = () => undefined,
  logo?: { width: number; height: number },
): PlannedSlide[] {
  const slides: PlannedSlide[] = [];
  const titleArea = logo ? TITLE_AREA_BESIDE_LOGO : TITLE_AREA;
  const several = outline.sections.length > 1;
  const bodyOptions = (maxPt: number): FitOptions => ({ font: fonts.body, bold: false, maxPt, minPt: MIN_BODY_PT });

  // Title
  {
    const titleBox = { x: 1, y: 1.7, w: 11.3, h: 2.2 };
    const options = { font: fonts.heading, bold: true, maxPt: 54, minPt: 28, maxLines: TITLE_MAX_LINES };
    const title =
      fitParagraphs([{ text: outline.title }], titleBox, options) ?? fitByShortening(outline.title, titleBox, options);
    const items: PlannedItem[] = [
      { kind: 'rect', x: 0, y: 0, w: 0.35, h: SLIDE_H, color: 'accent', role: 'band' },
      textItem('title', titleBox, title, { font: fonts.heading, bold: true, color: 'title', valign: 'middle' }),
    ];
    if (outline.subtitle) {
      const box = { x: 1, y: 4.1, w: 11.3, h: 1.4 };
      const { fitted } = fitBody([{ text: outline.subtitle }], box, bodyOptions(26));
      items.push(textItem('subtitle', box, fitted, { font: fonts.body, bold: false, color: 'text' }));
    }
    slides.push({ layout: 'title', background: 'plain', items, notes: `${outline.title}\n\n${outline.subtitle}` });
  }

  // Agenda: every section, numbered; two columns when they are many.
  if (outline.agenda ?? several) {
    const headings = outline.sections.map((s) => s.heading);
    const columns = headings.length > 7 ? 2 : 1;
    const perColumn = Math.ceil(headings.length / columns);
    const items: PlannedItem[] = [titleItem(labels.agenda, fonts, 'title', titleArea)];
    const width = (CONTENT_W - (columns - 1) * 0.4) / columns;
    // One size for both columns: the smallest that fits each.
    const groups = Array.from({ length: columns }, (_, c) => headings.slice(c * perColumn, (c + 1) * perColumn));
    const fits = groups.map((group, c) => {
      const box = { x: MARGIN_X + c * (width + 0.4), y: 1.75, w: width, h: 5.2 };
      const paragraphs = group.map((text, i) => ({ text: `${c * perColumn + i + 1}. ${text}` }));
      return { box, paragraphs, fitted: fitBody(paragraphs, box, bodyOptions(28)).fitted };
    });
    const size = Math.min(...fits.map((f) => f.fitted.sizePt));
    for (const { box, paragraphs } of fits) {
      const fitted = fitBody(paragraphs, box, { ...bodyOptions(size), minPt: Math.min(size, MIN_BODY_PT) }).fitted;
      items.push(textItem('body', box, fitted, { font: fonts.body, bold: false, color: 'text' }));
    }
    slides.push({
      layout: 'agenda',
      background: 'plain',
      items,
      notes: headings.map((h, i) => `${i + 1}. ${h}`).join('\n'),
    });
  }

  outline.sections.forEach((section, index) => {
    if (outline.dividers ?? several) {
      const numberBox = { x: 0.9, y: 1.9, w: 3, h: 0.8 };
      const headingBox = { x: 0.9, y: 2.8, w: 11.5, h: 2.4 };
      const options = { font: fonts.heading, bold: true, maxPt: 48, minPt: 24, maxLines: TITLE_MAX_LINES };
      const heading =
        fitParagraphs([{ text: section.heading }], headingBox, options) ??
        fitByShortening(section.heading, headingBox, options);
      slides.push({
        layout: 'divider',
        background: 'accent',
        items: [
          textItem(
            'label',
            numberBox,
            { sizePt: 28, paragraphs: [{ text: String(index + 1).padStart(2, '0') }], lines: 1 },
            {
              font: fonts.heading,
              bold: false,
              color: 'accentText',
            },
          ),
          textItem('title', headingBox, heading, { font: fonts.heading, bold: true, color: 'accentText' }),
        ],
        notes: section.heading,
      });
    }
    const contentSlides: OutlineSlide[] = section.slides.length
      ? section.slides
      : [{ title: section.heading, bullets: [], notes: section.heading }];
    let previousTitle = '';
    for (const content of contentSlides) {
      const heading =
        content.title === previousTitle && !content.table ? `${content.title} (${labels.continued})` : content.title;
      previousTitle = content.title;
      slides.push(...planContentSlide(content, heading, fonts, bodyOptions, imageSize, titleArea));
    }
  });
  if (logo)
    slides.forEach((slide, i) =>
      slide.items.push(i === 0 ? logoItem(logo, TITLE_LOGO_BOX, 'bottom') : logoItem(logo, LOGO_BOX, 'top')),
    );
  return slides;
}

const BODY_BOX = { x: MARGIN_X + 0.1, y: 1.75, w: CONTENT_W - 0.1, h: 5.25 };

/** A point in quotation marks, perhaps followed by who said it: “…” — Name. */
const QUOTE = /^["“«]([^"“”«»]{8,})["”»]\s*(?:[—–-]\s*(.{1,80}))?$/;

/** A point that starts with a figure: "90%", "€3.2 million", "2,400", "4.6 stars" … and the words after it. */
const BIG_NUMBER =
  /^((?:[€$£]\s?)?\d[\d,.]*\s?(?:%|percent|million|billion|thousand|k|m|bn)?(?:\s?(?:€|euros?|dollars?|pounds?))?)(\s.*)?$/i;

function planContentSlide(
  content: OutlineSlide,
  heading: string,
  fonts: DeckFonts,
  bodyOptions: (maxPt: number) => FitOptions,
  imageSize: ImageSizeOf,
  titleArea: Box,
): PlannedSlide[] {
  const title = titleItem(heading, fonts, 'title', titleArea);
  const rule: PlannedShape = { kind: 'rect', x: MARGIN_X, y: 1.58, w: 1.2, h: 0.06, color: 'accent', role: 'rule' };
  const size = content.image ? imageSize(content.image.src) : undefined;
  if (content.image && size && !content.table && !content.chart && !content.columns?.length)
    return [planImageSlide(content, content.image, size, title, rule, fonts, bodyOptions)];
  if (content.table) return [planTableSlide(content, title, rule, fonts)];
  if (content.chart)
    return [
      {
        layout: 'chart',
        background: 'plain',
        items: [title, rule, { kind: 'chart', ...BODY_BOX, sizePt: 16, font: fonts.body, chart: content.chart }],
        notes: content.notes,
      },
    ];
  if (content.columns?.length) {
    const n = content.columns.length;
    const gap = 0.35;
    const width = (BODY_BOX.w - gap * (n - 1)) / n;
    const items: PlannedItem[] = [title, rule];
    let notes = content.notes;
    content.columns.forEach((column, i) => {
      const x = BODY_BOX.x + i * (width + gap);
      const headBox = { x, y: BODY_BOX.y, w: width, h: 0.95 };
      const headOptions = { font: fonts.heading, bold: true, maxPt: 22, minPt: MIN_BODY_PT, maxLines: 2 };
      const head =
        fitParagraphs([{ text: column.heading }], headBox, headOptions) ??
        fitByShortening(column.heading, headBox, headOptions);
      items.push({ kind: 'rect', x, y: BODY_BOX.y + 1.0, w: width, h: 0.04, color: 'accentSoft' });
      items.push(textItem('heading', headBox, head, { font: fonts.heading, bold: true, color: 'accent' }));
      let box = { x, y: BODY_BOX.y + 1.15, w: width, h: BODY_BOX.h - 1.15 };
      const pictureSize = column.image ? imageSize(column.image.src) : undefined;
      if (column.image && pictureSize) {
        // The section's picture under its heading, its caption under it, the points in the room left below.
        const placed = planColumnPicture(column.image, pictureSize, box, column.bullets.length > 0, fonts, bodyOptions);
        items.push(...placed.items);
        if (placed.captionCut) notes += `\n\n${column.image.caption}`;
        box = { ...box, y: placed.bottom, h: BODY_BOX.y + BODY_BOX.h - placed.bottom };
      }
      if (!column.bullets.length) return;
      const { fitted, dropped } = fitBody(
        column.bullets.map((text) => ({ text, bullet: 'dot' as const })),
        box,
        bodyOptions(18),
      );
      if (dropped.length) notes += `\n\n${dropped.map((d) => `• ${d.text}`).join('\n')}`;
      items.push(textItem('body', box, fitted, { font: fonts.body, bold: false, color: 'text' }));
    });
    return [{ layout: 'columns', background: 'plain', items, notes }];
  }
  if (!content.bullets.length)
    return [{ layout: 'bullets', background: 'plain', items: [title, rule], notes: content.notes }];
  // One point that is a quotation ("…" — who said it): a quote slide, the words large, the speaker under them.
  const quote = content.bullets.length === 1 ? QUOTE.exec(content.bullets[0]!.trim()) : null;
  if (quote) {
    const markBox = { x: 1.1, y: 1.7, w: 1.4, h: 1.5 };
    const quoteBox = { x: 2.3, y: 2.1, w: SLIDE_W - 3.6, h: 3.5 };
    const byBox = { x: 2.3, y: 5.8, w: SLIDE_W - 3.6, h: 0.9 };
    const { fitted, dropped } = fitBody([{ text: quote[1]!.trim() }], quoteBox, bodyOptions(36));
    const items: PlannedItem[] = [
      title,
      rule,
      textItem(
        'label',
        markBox,
        { sizePt: 80, paragraphs: [{ text: '“' }], lines: 1 },
        {
          font: fonts.heading,
          bold: true,
          color: 'accent',
        },
      ),
      textItem('body', quoteBox, fitted, { font: fonts.body, bold: false, color: 'title', valign: 'middle' }),
    ];
    if (quote[2]) {
      const by = fitBody([{ text: `— ${quote[2].trim()}` }], byBox, bodyOptions(22)).fitted;
      items.push(textItem('body', byBox, by, { font: fonts.body, bold: false, color: 'accent' }));
    }
    const notes = dropped.length ? `${content.notes}\n\n${content.bullets[0]}` : content.notes;
    return [{ layout: 'quote', background: 'plain', items, notes }];
  }
  // One point led by a figure ("90% cheaper in a decade"): the figure big, the rest under it.
  const figure = content.bullets.length === 1 ? BIG_NUMBER.exec(content.bullets[0]!) : null;
  if (figure && content.bullets[0]!.length <= 160) {
    const numberBox = { x: 1.3, y: 2.0, w: SLIDE_W - 2.6, h: 2.0 };
    const restBox = { x: 1.3, y: 4.2, w: SLIDE_W - 2.6, h: 2.4 };
    const numberOptions = { font: fonts.heading, bold: true, maxPt: 96, minPt: 28, maxLines: 1 };
    const number =
      fitParagraphs([{ text: figure[1]! }], numberBox, numberOptions) ??
      fitByShortening(figure[1]!, numberBox, numberOptions);
    const rest = (figure[2] ?? '').replace(/^[\s:–—-]+/, '');
    const items: PlannedItem[] = [
      title,
      rule,
      textItem('heading', numberBox, number, {
        font: fonts.heading,
        bold: true,
        color: 'accent',
        align: 'center',
        valign: 'middle',
      }),
    ];
    if (rest) {
      const { fitted } = fitBody([{ text: rest }], restBox, bodyOptions(32));
      items.push(textItem('body', restBox, fitted, { font: fonts.body, bold: false, color: 'text', align: 'center' }));
    }
    return [{ layout: 'number', background: 'plain', items, notes: content.notes }];
  }
  // One short point: a statement, large and centred.
  if (content.bullets.length === 1 && content.bullets[0]!.length <= 160) {
    const box = { x: 1.3, y: 2.0, w: SLIDE_W - 2.6, h: 4.2 };
    const { fitted } = fitBody([{ text: content.bullets[0]! }], box, bodyOptions(40));
    return [
      {
        layout: 'statement',
        background: 'plain',
        items: [
          title,
          rule,
          textItem('body', box, fitted, {
            font: fonts.body,
            bold: false,
            color: 'text',
            align: 'center',
            valign: 'middle',
          }),
        ],
        notes: content.notes,
      },
    ];
  }
  const grid = planIconGrid(content, title, rule, fonts);
  if (grid) return [grid];
  const { fitted, dropped } = fitBody(
    content.bullets.map((text) => ({ text, bullet: 'dot' as const })),
    BODY_BOX,
    bodyOptions(28),
  );
  const notes = dropped.length ? `${content.notes}\n\n${dropped.map((d) => `• ${d.text}`).join('\n')}` : content.notes;
  return [
    {
      layout: 'bullets',
      background: 'plain',
      items: [title, rule, textItem('body', BODY_BOX, fitted, { font: fonts.body, bold: false, color: 'text' })],
      notes,
    },
  ];
}

/** Cell padding (pptxgenjs' default "normal" cell margins, in inches: top/bottom 0.05, left/right 0.1). */
const CELL_PAD_X = 0.1;
const CELL_PAD_Y = 0.05;

function planTableSlide(content: OutlineSlide, title: PlannedText, rule: PlannedShape, fonts: DeckFonts): PlannedSlide {
  const all = content.table!;
  const columns = Math.min(6, Math.max(...all.map((r) => r.length)));
  const box = { ...BODY_BOX };
  let notes = content.notes;
  for (let size = 18; size >= MIN_BODY_PT; size--) {
    const lineH = Math.round(size * LINE_HEIGHT);
    const rows = all.map((r) => Array.from({ length: columns }, (_, i) => r[i] ?? ''));
    // Column widths in proportion to their longest cell (bounded), filling the box.
    const natural = Array.from({ length: columns }, (_, c) =>
      Math.min(
        4.5,
        Math.max(1.0, ...rows.map((r, i) => textWidthPt(r[c]!, fonts.body, i === 0, size) / 72 + 2 * CELL_PAD_X)),
      ),
    );
    const scale = box.w / natural.reduce((a, b) => a + b, 0);
    const colW = natural.map((w) => w * scale);
    const wrappedRows = rows.map((r, i) =>
      r.map((cell, c) =>
        wrapText(cell, (colW[c]! - 2 * CELL_PAD_X) * 72 * WIDTH_SAFETY, {
          font: fonts.body,
          bold: i === 0,
          sizePt: size,
        }),
      ),
    );
    const rowH = wrappedRows.map(
      (r) => (Math.max(1, ...r.map((cell) => cell.lines.length)) * lineH) / 72 + 2 * CELL_PAD_Y + 0.04,
    );
    // Rows that do not fit at the floor size go to the notes (the table is there in full).
    let used = 0;
    let count = 0;
    while (count < rowH.length && used + rowH[count]! <= box.h) used += rowH[count++]!;
    if (count === rowH.length || size === MIN_BODY_PT) {
      if (count < rowH.length) notes += `\n\n(${rowH.length - count} more rows in the table above)`;
      return {
        layout: 'table',
        background: 'plain',
        items: [
          title,
          rule,
          {
            kind: 'table',
            ...box,
            h: used,
            sizePt: size,
            lineSpacingPt: lineH,
            font: fonts.body,
            colW,
            rowH: rowH.slice(0, count),
            rows: wrappedRows.slice(0, count).map((r) => r.map((cell) => cell.text)),
          },
        ],
        notes,
      };
    }
  }
  throw new Error('unreachable: the table loop returns at the floor size');
}

/** A picture fitted inside a box at its own aspect ratio, centred across and set at the top. */
function fitPicture(size: { width: number; height: number }, area: Box): Box {
  const scale = Math.min(area.w / size.width, area.h / size.height);
  const w = size.width * scale;
  const h = size.height * scale;
  return { x: area.x + (area.w - w) / 2, y: area.y, w, h };
}

const CAPTION_H = 0.75;

/**
 * Image with text: the points on the left, the picture on the right (aspect kept) with its caption under it; a
 * picture without points takes the slide's width. A caption too long for two lines is shortened (whole in the notes).
 */
function planImageSlide(
  content: OutlineSlide,
  image: SlideImage,
  size: { width: number; height: number },
  title: PlannedText,
  rule: PlannedShape,
  fonts: DeckFonts,
  bodyOptions: (maxPt: number) => FitOptions,
): PlannedSlide {
  const items: PlannedItem[] = [title, rule];
  let notes = content.notes;
  const caption = image.caption.trim();
  const withText = content.bullets.length > 0;
  const area = withText
    ? {
        x: 7.35,
        y: BODY_BOX.y + 0.1,
        w: SLIDE_W - 7.35 - MARGIN_X,
        h: BODY_BOX.h - 0.1 - (caption ? CAPTION_H + 0.1 : 0),
      }
    : { x: BODY_BOX.x, y: BODY_BOX.y + 0.1, w: BODY_BOX.w, h: BODY_BOX.h - 0.1 - (caption ? CAPTION_H + 0.1 : 0) };
  const picture = fitPicture(size, area);
  // The picture sits in the middle of its area's height when there is no text beside it to line up with.
  if (!withText) picture.y = area.y + (area.h - picture.h) / 2;
  items.push({ kind: 'image', ...picture, source: { photo: image.src } });
  if (caption) {
    const box = { x: area.x, y: picture.y + picture.h + 0.1, w: area.w, h: CAPTION_H };
    const options = { ...bodyOptions(16), maxLines: 2 };
    const fitted = fitParagraphs([{ text: caption }], box, options) ?? fitByShortening(caption, box, options);
    if (fitted.paragraphs[0]?.text !== caption && !notes.includes(caption)) notes += `\n\n${caption}`;
    items.push(
      // Centred in the picture's area, so centred under the picture whatever its shape.
      textItem('label', box, fitted, { font: fonts.body, bold: false, color: 'text', align: 'center' }),
    );
  }
  if (withText) {
    const box = { x: BODY_BOX.x, y: BODY_BOX.y, w: 7.35 - 0.45 - BODY_BOX.x, h: BODY_BOX.h };
    const { fitted, dropped } = fitBody(
      content.bullets.map((text) => ({ text, bullet: 'dot' as const })),
      box,
      bodyOptions(24),
    );
    if (dropped.length) notes += `\n\n${dropped.map((d) => `• ${d.text}`).join('\n')}`;
    items.push(textItem('body', box, fitted, { font: fonts.body, bold: false, color: 'text' }));
  }
  return { layout: 'image', background: 'plain', items, notes };
}

/** A column's picture takes at most this share of the column's height when points come under it. */
const COLUMN_PICTURE_SHARE = 0.6;

/**
 * A picture at the top of a column (aspect kept, centred across it) with its caption under it; `bottom` is where
 * the column's points may start. A caption longer than two lines is shortened (`captionCut`: whole in the notes).
 */
function planColumnPicture(
  image: SlideImage,
  size: { width: number; height: number },
  column: Box,
  withText: boolean,
  fonts: DeckFonts,
  bodyOptions: (maxPt: number) => FitOptions,
): { items: PlannedItem[]; bottom: number; captionCut: boolean } {
  const caption = image.caption.trim();
  const captionRoom = caption ? CAPTION_H + 0.1 : 0;
  const areaH = (withText ? column.h * COLUMN_PICTURE_SHARE : column.h) - captionRoom;
  const picture = fitPicture(size, { x: column.x, y: column.y, w: column.w, h: areaH });
  const items: PlannedItem[] = [{ kind: 'image', ...picture, source: { photo: image.src } }];
  let bottom = picture.y + picture.h + 0.15;
  let captionCut = false;
  if (caption) {
    const box = { x: column.x, y: picture.y + picture.h + 0.1, w: column.w, h: CAPTION_H };
    const options = { ...bodyOptions(16), maxLines: 2 };
    const fitted = fitParagraphs([{ text: caption }], box, options) ?? fitByShortening(caption, box, options);
    captionCut = fitted.paragraphs[0]?.text !== caption;
    items.push(textItem('label', box, fitted, { font: fonts.body, bold: false, color: 'text', align: 'center' }));
    bottom = box.y + box.h + 0.1;
  }
  return { items, bottom, captionCut };
}

/**
 * Icon grid: each short point under an icon matched to its words (./icons.ts), three or four to a row, the labels
 * at one size. Null when the points are not short parallel items or a label does not fit (then: bullets).
 */
function planIconGrid(
  content: OutlineSlide,
  title: PlannedText,
  rule: PlannedShape,
  fonts: DeckFonts,
): PlannedSlide | null {
  const points = content.bullets;
  if (!isIconGridPoints(points)) return null;
  const columns = points.length <= 4 ? points.length : 3;
  const rows = Math.ceil(points.length / columns);
  const gap = 0.3;
  const cellW = (BODY_BOX.w - gap * (columns - 1)) / columns;
  const rowGap = 0.4;
  const iconSize = rows === 1 ? 1.5 : 1.05;
  const iconToLabel = 0.2;
  // The most a label may take: its row's share of the body under the icon.
  const labelH = (BODY_BOX.h - rowGap * (rows - 1)) / rows - iconSize - iconToLabel;
  const icons = matchIcons(points, content.iconFor);
  const labelBox = { x: 0, y: 0, w: cellW, h: labelH };
  const labelOptions = (maxPt: number): FitOptions => ({
    font: fonts.body,
    bold: false,
    maxPt,
    minPt: 16,
    maxLines: 3,
  });
  const fits = points.map((text) => fitParagraphs([{ text }], labelBox, labelOptions(rows === 1 ? 28 : 24)));
  if (fits.some((f) => !f)) return null;
  const sizePt = Math.min(...fits.map((f) => f!.sizePt));
  const refits = points.map((text) => fitParagraphs([{ text }], labelBox, labelOptions(sizePt))!);
  // Label boxes as tall as the longest label (plus room for the renderer's leading), the grid centred in the body.
  const usedLabelH = Math.min(
    labelH,
    (Math.max(...refits.map((f) => f.lines)) * Math.round(sizePt * LINE_HEIGHT)) / 72 + 0.15,
  );
  const rowH = iconSize + iconToLabel + usedLabelH;
  const gridH = rows * rowH + (rows - 1) * rowGap;
  // A little above the middle: the eye reads a centred block as low.
  const top = BODY_BOX.y + Math.max(0, (BODY_BOX.h - gridH) * 0.4);
  const items: PlannedItem[] = [title, rule];
  points.forEach((text, i) => {
    const row = Math.floor(i / columns);
    // A short last row is centred under the full ones.
    const inRow = row === rows - 1 ? points.length - row * columns : columns;
    const offset = ((columns - inRow) * (cellW + gap)) / 2;
    const x = BODY_BOX.x + offset + (i % columns) * (cellW + gap);
    const y = top + row * (rowH + rowGap);
    items.push({
      kind: 'image',
      x: x + (cellW - iconSize) / 2,
      y,
      w: iconSize,
      h: iconSize,
      source: { icon: icons[i]! },
    });
    const box = { x, y: y + iconSize + iconToLabel, w: cellW, h: usedLabelH };
    items.push(textItem('body', box, refits[i]!, { font: fonts.body, bold: false, color: 'text', align: 'center' }));
  });
  return { layout: 'icons', background: 'plain', items, notes: content.notes };
}

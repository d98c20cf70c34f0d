/**
 * Builds a real .pptx from an outline with pptxgenjs: title slide, agenda, a divider per section (when there are
 * several), content slides (bullets, a statement, columns, a table), speaker notes carrying the source text;
 * colours, fonts and masters by theme (contract DECK_THEME_STYLES; the tone picks one when the user did not), the
 * accent replaced by the user's brand colour. Where each text goes and at what size is decided by ./layout.ts, which measured it.
 */
import PptxGenJS from 'pptxgenjs';
import sharp from 'sharp';
import {
  DECK_PICTURE_MAX_PIXELS,
  styleWithBrand,
  themeForTone,
  type DeckThemeName,
  type DeckThemeStyle,
} from '#contract/presentation';
import { SLIDE_H, SLIDE_W, planDeck, type DeckLabels, type PlannedShape, type PlannedSlide } from './layout';
import { renderIcon } from './icons';
import type { DeckOutline } from './outline';

const LANGUAGES: Record<string, string> = {
  english: 'en-US',
  spanish: 'es-ES',
  french: 'fr-FR',
  german: 'de-DE',
  italian: 'it-IT',
  portuguese: 'pt-PT',
  dutch: 'nl-NL',
  chinese: 'zh-CN',
  japanese: 'ja-JP',
  korean: 'ko-KR',
  russian: 'ru-RU',
  arabic: 'ar-SA',
};

function languageTag(language: string | undefined): string {
  const l = (language ?? '').toLowerCase().trim();
  if (/^[a-z]{2}(-[a-z]{2})?$/i.test(l)) return l;
  return Object.entries(LANGUAGES).find(([name]) => l.includes(name))?.[1] ?? 'en-US';
}

const ENGLISH_LABELS: DeckLabels = { agenda: 'Agenda', continued: 'cont.' };

type Colour = 'title' | 'text' | 'accentText' | 'accent' | 'accentSoft';

/** Each slide's colours: a title slide drawn on the accent, dividers on the accent or the ink. */
function slidePalette(
  style: DeckThemeStyle,
  slide: PlannedSlide,
): { background: string; colours: Record<Colour, string> } {
  const base = {
    title: style.title,
    text: style.text,
    accentText: style.accentText,
    accent: style.accent,
    accentSoft: style.accent,
  };
  if (slide.layout === 'title' && style.titleMaster === 'full')
    return {
      background: style.accent,
      colours: { ...base, title: style.accentText, text: style.accentText, accent: style.accentText },
    };
  if (slide.background === 'accent')
    return style.divider === 'ink'
      ? { background: style.title, colours: { ...base, accentText: style.background, accent: style.accent } }
      : { background: style.accent, colours: base };
  return { background: style.background, colours: base };
}

/** The master's shapes in place of the plan's band and rule (same text boxes: the fitting holds for every theme). */
function masterShape(style: DeckThemeStyle, shape: PlannedShape): PlannedShape | null {
  if (shape.role === 'band' && style.titleMaster !== 'band')
    return style.titleMaster === 'top' ? { ...shape, x: 0, y: 0, w: SLIDE_W, h: 0.55 } : null;
  if (shape.role === 'rule' && style.content === 'bar') return { ...shape, x: 0, y: 0, w: SLIDE_W, h: 0.14 };
  return shape;
}

/** A picture ready for the deck: its data as a PNG or JPEG data: URL, and its size in pixels. */
interface PreparedPicture {
  data: string;
  width: number;
  height: number;
}

/** The logo picture's alt text in the .pptx. */
export const LOGO_ALT_TEXT = 'Logo';

/** The most pixels a picture may have to be drawn (sharp's guard against decompression bombs). */
export const MAX_PICTURE_INPUT_PIXELS = DECK_PICTURE_MAX_PIXELS;

/** Longest side a picture keeps in the deck: sharp on a 13.3-inch slide at ~150 dpi, and a small file. */
const MAX_PICTURE_PX = 2000;

/**
 * A picture read by sharp: turned upright, scaled down when huge, written as JPEG (photos) or PNG (with
 * transparency); undefined for a picture sharp cannot read (EMF, a broken file, an SVG: raster data only).
 */
async function preparePicture(src: string): Promise<PreparedPicture | undefined> {
  const comma = src.indexOf(',');
  // Raster pictures only: an SVG could name files or URLs for the renderer to fetch.
  if (!/^data:image\/(?:png|jpe?g|gif|webp|bmp|tiff?);base64$/i.test(src.slice(0, comma))) return undefined;
  try {
    const image = sharp(Buffer.from(src.slice(comma + 1), 'base64'), { limitInputPixels: MAX_PICTURE_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_PICTURE_PX, height: MAX_PICTURE_PX, fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    const { data, info } = await (hasAlpha ? image.png() : image.jpeg({ quality: 85 })).toBuffer({
      resolveWithObject: true,
    });
    const type = hasAlpha ? 'png' : 'jpeg';
    return { data: `data:image/${type};base64,${data.toString('base64')}`, width: info.width, height: info.height };
  } catch {
    return undefined; // not a picture sharp can draw: the slide is planned without it
  }
}

/** Every picture of the outline prepared (./preparePicture); one sharp cannot read is left out, its slide keeps its text. */
async function preparePictures(outline: DeckOutline): Promise<Map<string, PreparedPicture>> {
  const sources = new Set(
    outline.sections.flatMap((s) =>
      s.slides.flatMap((slide) =>
        [slide.image?.src ?? [], (slide.columns ?? []).map((c) => c.image?.src ?? [])].flat(2),
      ),
    ),
  );
  const prepared = new Map<string, PreparedPicture>();
  await Promise.all(
    [...sources].map(async (src) => {
      const picture = await preparePicture(src);
      if (picture) prepared.set(src, picture);
    }),
  );
  return prepared;
}

/** Plans the deck (./layout.ts) and writes it. `plan` is returned too: tests check the rendering against it. */
export async function buildDeck(
  outline: DeckOutline,
  options: {
    tone?: string;
    language?: string;
    labels?: DeckLabels;
    theme?: DeckThemeName;
    brand?: string;
    /** The user's logo as a PNG/JPEG/WebP data: URL: drawn in its reserved corner of every slide. */
    logo?: string;
  } = {},
): Promise<{ bytes: Buffer; slides: number; plan: PlannedSlide[]; theme: DeckThemeName }> {
  const themeName = options.theme ?? themeForTone(options.tone);
  const style = styleWithBrand(themeName, options.brand);
  const lang = languageTag(options.language);
  const [pictures, logo] = await Promise.all([
    preparePictures(outline),
    options.logo ? preparePicture(options.logo) : undefined,
  ]);
  const plan = planDeck(
    outline,
    { heading: style.headingFont, body: style.bodyFont },
    options.labels ?? ENGLISH_LABELS,
    (src) => pictures.get(src),
    logo,
  );
  // Each icon drawn once, in the accent (an icon sits on a plain slide: the accent reads on every theme's background).
  const iconNames = new Set(
    plan.flatMap((slide) =>
      slide.items.flatMap((i) => (i.kind === 'image' && 'icon' in i.source ? i.source.icon : [])),
    ),
  );
  const icons = new Map(
    await Promise.all(
      [...iconNames].map(
        async (name) =>
          [name, `data:image/png;base64,${(await renderIcon(name, style.accent)).toString('base64')}`] as const,
      ),
    ),
  );
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE'; // 13.33 × 7.5 in
  pptx.title = outline.title;
  pptx.subject = outline.subtitle;
  pptx.author = 'Atelier';
  pptx.company = 'Atelier';

  for (const planned of plan) {
    const slide = pptx.addSlide();
    const { background, colours } = slidePalette(style, planned);
    slide.background = { color: background };
    if (planned.layout === 'title' && style.titleMaster !== 'full')
      // A quiet accent mark at the foot of the title slide, clear of every text box.
      slide.addShape(pptx.ShapeType.rect, {
        x: 1,
        y: SLIDE_H - 0.9,
        w: 2.2,
        h: 0.08,
        fill: { color: style.accent },
        line: { type: 'none' },
      });
    for (const planItem of planned.items) {
      const item = planItem.kind === 'rect' ? masterShape(style, planItem) : planItem;
      if (!item) continue;
      if (item.kind === 'rect') {
        slide.addShape(pptx.ShapeType.rect, {
          x: item.x,
          y: item.y,
          w: item.w,
          h: item.h,
          fill: { color: colours[item.color], transparency: item.color === 'accentSoft' ? 60 : 0 },
          line: { type: 'none' },
        });
      } else if (item.kind === 'text') {
        slide.addText(
          item.paragraphs.map((p, i) => ({
            text: p.text,
            options: {
              bullet: p.bullet === 'dot' ? { code: '25CF', indent: 24 } : false,
              bold: p.bold ?? item.bold,
              breakLine: i < item.paragraphs.length - 1,
              paraSpaceBefore: i > 0 ? item.paraSpacePt : 0,
            },
          })),
          {
            x: item.x,
            y: item.y,
            w: item.w,
            h: item.h,
            margin: [0, 0, 0, 0],
            fontFace: item.font,
            fontSize: item.sizePt,
            lineSpacing: item.lineSpacingPt,
            bold: item.bold,
            color: colours[item.color],
            align: item.align,
            valign: item.valign,
            lang,
            fit: 'none',
          },
        );
      } else if (item.kind === 'image') {
        const { source } = item;
        const data =
          'icon' in source ? icons.get(source.icon) : 'logo' in source ? logo?.data : pictures.get(source.photo)?.data;
        // The logo is named in the file (alt text), so tests and screen readers can tell it from the slide's pictures.
        const altText = 'logo' in source ? LOGO_ALT_TEXT : undefined;
        if (data) slide.addImage({ data, x: item.x, y: item.y, w: item.w, h: item.h, ...(altText ? { altText } : {}) });
      } else if (item.kind === 'chart') {
        const pie = item.chart.kind === 'pie';
        const line = item.chart.kind === 'line';
        // Bars are drawn bottom-up: reversed, the table's first row is the top bar, as it reads in the document.
        // A line runs left to right in the labels' own (time) order.
        const inOrder = pie || line;
        slide.addChart(
          pie ? pptx.ChartType.pie : line ? pptx.ChartType.line : pptx.ChartType.bar,
          item.chart.series.map((series) => ({
            name: series.name,
            labels: inOrder ? item.chart.labels : [...item.chart.labels].reverse(),
            values: inOrder ? series.values : [...series.values].reverse(),
          })),
          {
            x: item.x,
            y: item.y,
            w: item.w,
            h: item.h,
            barDir: 'bar',
            chartColors: pie ? [style.accent, style.title, style.text, 'A3A3A3', 'D4D4D4', '737373'] : [style.accent],
            catAxisLabelColor: colours.text,
            valAxisLabelColor: colours.text,
            catAxisLabelFontSize: item.sizePt,
            valAxisLabelFontSize: item.sizePt,
            catAxisLabelFontFace: item.font,
            valAxisLabelFontFace: item.font,
            showValue: true,
            dataLabelFontSize: item.sizePt,
            dataLabelFontFace: item.font,
            // Outside the slices and bars, in the text colour: readable on every slice and every background.
            dataLabelColor: colours.text,
            dataLabelPosition: pie ? 'outEnd' : line ? 't' : undefined,
            lineSize: 3,
            lineDataSymbol: 'circle',
            lineDataSymbolSize: 10,
            showLegend: pie,
            legendFontSize: item.sizePt,
            legendFontFace: item.font,
            legendColor: colours.text,
            legendPos: 'r',
            valGridLine: { style: 'none' },
          },
        );
      } else {
        slide.addTable(
          item.rows.map((row, r) =>
            row.map((text) => ({
              text,
              options: {
                bold: r === 0,
                color: r === 0 ? style.accentText : style.text,
                fill: { color: r === 0 ? style.accent : style.background },
              },
            })),
          ),
          {
            x: item.x,
            y: item.y,
            w: item.w,
            colW: item.colW,
            rowH: item.rowH,
            fontFace: item.font,
            fontSize: item.sizePt,
            valign: 'top',
            border: { type: 'solid', pt: 0.75, color: style.accent },
            margin: [0.05, 0.1, 0.05, 0.1],
            autoPage: false,
          },
        );
      }
    }
    slide.addNotes(planned.notes);
  }

  const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return { bytes, slides: plan.length, plan, theme: themeName };
}

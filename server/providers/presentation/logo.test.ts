/**
 * Issue #18 item 2, "a brand colour and logo of the user's": the logo drawn in the .pptx on every slide, inside the
 * corner box the layout keeps for it (larger on the title slide), aspect kept, never under a text box, table or chart.
 * Read back from the slide XML, as PowerPoint and LibreOffice read it.
 */
import JSZip from 'jszip';
import mammoth from 'mammoth';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeReportDocx } from '../../../tests/fixtures/decks/corpus';
import { buildDeck, LOGO_ALT_TEXT } from './deck';
import { LOGO_BOX, TITLE_LOGO_BOX } from './layout';
import { budgetForLength, outlineFromDocument, parseHtml, parseText, type DeckOutline } from './outline';

const EMU = 914_400;

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Every shape of a slide's XML with its box in inches: pictures (with their alt text), text boxes, frames. */
function shapesOf(xml: string): { kind: 'pic' | 'text' | 'frame'; alt: string; box: Rect }[] {
  const shapes: { kind: 'pic' | 'text' | 'frame'; alt: string; box: Rect }[] = [];
  for (const match of xml.matchAll(/<p:(pic|sp|graphicFrame)>([\s\S]*?)<\/p:\1>/g)) {
    const [, tag, body] = match;
    const off = /<a:off x="(-?\d+)" y="(-?\d+)"\/>/.exec(body!);
    const ext = /<a:ext cx="(\d+)" cy="(\d+)"\/>/.exec(body!);
    if (!off || !ext) continue;
    const hasText = /<a:t>[^<]*\S[^<]*<\/a:t>/.test(body!);
    if (tag === 'sp' && !hasText) continue; // a rule or band: no text
    shapes.push({
      kind: tag === 'pic' ? 'pic' : tag === 'sp' ? 'text' : 'frame',
      alt: /<p:cNvPr [^>]*descr="([^"]*)"/.exec(body!)?.[1] ?? '',
      box: { x: +off[1]! / EMU, y: +off[2]! / EMU, w: +ext[1]! / EMU, h: +ext[2]! / EMU },
    });
  }
  return shapes;
}

const inside = (inner: Rect, outer: Rect, slack = 0.01) =>
  inner.x >= outer.x - slack &&
  inner.y >= outer.y - slack &&
  inner.x + inner.w <= outer.x + outer.w + slack &&
  inner.y + inner.h <= outer.y + outer.h + slack;

const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

async function logoDataUrl(width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 1 } } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A deck with most layouts: the report .docx (table, chart, pictures, columns) and notes with an icon grid, a quote. */
async function richOutline(): Promise<DeckOutline> {
  const { value } = await mammoth.convertToHtml({ buffer: (await makeReportDocx()).bytes });
  const report = outlineFromDocument(parseHtml(value), budgetForLength('Medium (8-12 slides)'));
  const notes = outlineFromDocument(
    parseText(
      [
        'Team offsite',
        '',
        'What we offer',
        '- Fast delivery',
        '- Secure payments',
        '- Friendly support',
        '- Mobile app',
        '',
        'What they said',
        '"The station changed how I get to work every single morning." — A rider',
        '',
        '90% of riders would recommend the service to a friend',
      ].join('\n'),
    ),
    budgetForLength('Medium (8-12 slides)'),
  );
  return { ...report, agenda: true, dividers: true, sections: [...report.sections, ...notes.sections] };
}

describe('the user’s logo', () => {
  for (const [name, width, height] of [
    ['very wide', 1200, 100],
    ['very tall', 100, 900],
    ['square', 400, 400],
  ] as const) {
    it(`draws a ${name} logo on every slide inside its box, aspect kept, clear of every text box`, async () => {
      const deck = await buildDeck(await richOutline(), { theme: 'ink', logo: await logoDataUrl(width, height) });
      const zip = await JSZip.loadAsync(deck.bytes);
      const layouts = new Set(deck.plan.map((s) => s.layout));
      // The deck has the layouts whose boxes reach furthest into the corner.
      for (const layout of ['title', 'agenda', 'divider', 'bullets', 'table', 'chart', 'image', 'number'] as const)
        expect(layouts, layout).toContain(layout);
      for (let n = 1; n <= deck.slides; n++) {
        const xml = await zip.file(`ppt/slides/slide${n}.xml`)!.async('string');
        const shapes = shapesOf(xml);
        const logos = shapes.filter((s) => s.kind === 'pic' && s.alt === LOGO_ALT_TEXT);
        expect(logos, `slide ${n}`).toHaveLength(1);
        const logo = logos[0]!.box;
        const box = n === 1 ? TITLE_LOGO_BOX : LOGO_BOX;
        expect(inside(logo, box), `slide ${n} logo ${JSON.stringify(logo)} in ${JSON.stringify(box)}`).toBe(true);
        // Fitted: as large as the box allows on one side, the picture's own aspect ratio.
        expect(Math.max(logo.w / box.w, logo.h / box.h)).toBeGreaterThan(0.98);
        expect(logo.w / logo.h).toBeCloseTo(width / height, 1);
        for (const other of shapes.filter((s) => s.kind !== 'pic'))
          expect(overlaps(other.box, box), `slide ${n}: ${JSON.stringify(other.box)} over the logo box`).toBe(false);
      }
    });
  }

  it('reserves nothing without a logo (the title keeps the whole width)', async () => {
    const outline = await richOutline();
    const [without, withLogo] = await Promise.all([
      buildDeck(outline, { theme: 'ink' }),
      buildDeck(outline, { theme: 'ink', logo: await logoDataUrl(300, 100) }),
    ]);
    const titleWidth = (plan: typeof without.plan) =>
      plan.find((s) => s.layout === 'bullets')!.items.find((i) => i.kind === 'text' && i.role === 'title')!.w;
    expect(titleWidth(without.plan)).toBeGreaterThan(LOGO_BOX.x + LOGO_BOX.w - 1);
    expect(titleWidth(withLogo.plan) + 0.8).toBeLessThanOrEqual(LOGO_BOX.x);
    expect(without.plan.flatMap((s) => s.items).some((i) => i.kind === 'image' && 'logo' in i.source)).toBe(false);
  });

  it('leaves out a logo that is not a raster picture (an SVG), the deck built without it', async () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    const deck = await buildDeck(await richOutline(), { logo: svg });
    expect(deck.plan.flatMap((s) => s.items).some((i) => i.kind === 'image' && 'logo' in i.source)).toBe(false);
  });
});

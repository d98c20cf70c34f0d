/**
 * Issue #18 item 3, rich slides: pictures of a .docx placed with their captions on their section's slide, icon
 * grids for short parallel points (an icon matched per point), and the chart kind chosen from the numbers (a line
 * over time, bars over categories, a pie of shares).
 */
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeReportDocx } from '../../../tests/fixtures/decks/corpus';
import { buildDeck } from './deck';
import { iconCandidates, matchIcons, renderIcon, tablerIconNames } from './icons';
import type { PlannedPicture, PlannedText } from './layout';
import {
  attachSourceImages,
  budgetForLength,
  chartFromList,
  chartFromTable,
  chartKind,
  isTimeSeries,
  outlineFromDocument,
  parseHtml,
  parseText,
  placeImages,
  type DeckOutline,
} from './outline';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures', name));
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

async function reportOutline(length: string): Promise<DeckOutline> {
  const { value } = await mammoth.convertToHtml({ buffer: (await makeReportDocx()).bytes });
  return outlineFromDocument(parseHtml(value), budgetForLength(length));
}

const oneSlide = (slide: DeckOutline['sections'][number]['slides'][number]): DeckOutline => ({
  title: 'Deck',
  subtitle: '',
  sections: [{ heading: slide.title, slides: [slide] }],
});

describe('pictures of a .docx', () => {
  it('keeps both pictures with their captions on their own sections in every length, captions out of the points', async () => {
    // Condensed lengths put sections side by side in columns: the picture goes with its section's column.
    for (const length of ['4 slides', 'Short (5-6 slides)', 'Medium (8-12 slides)', 'Long (13-20 slides)']) {
      const outline = await reportOutline(length);
      const withImage = outline.sections.flatMap((s) =>
        s.slides.flatMap((slide) => [
          ...(slide.image ? [{ section: s.heading, image: slide.image }] : []),
          ...(slide.columns ?? []).flatMap((c) => (c.image ? [{ section: c.heading, image: c.image }] : [])),
        ]),
      );
      const captions = withImage.map((w) => w.image.caption);
      expect(captions, length).toEqual([
        'A station prototype outside the library during the survey weeks.',
        'Figure 2: a protected lane on Market Street, as drawn in the consultation.',
      ]);
      expect(withImage.map((w) => w.section)).toEqual([
        'Why the city needs a bike-sharing network',
        'Safety and streets',
      ]);
      const bullets = outline.sections
        .flatMap((s) =>
          s.slides.flatMap((slide) => [...slide.bullets, ...(slide.columns ?? []).flatMap((c) => c.bullets)]),
        )
        .join('\n');
      expect(bullets).not.toMatch(/station prototype|protected lane on Market/);
      for (const w of withImage) expect(w.image.src).toMatch(/^data:image\/png;base64,/);
    }
  });

  it('draws a picture inside its column when sections share a slide: caption under it, no box over another', async () => {
    for (const length of ['4 slides', 'Short (5-6 slides)']) {
      const deck = await buildDeck(await reportOutline(length), { theme: 'ink' });
      const columnSlides = deck.plan.filter((slide) => slide.layout === 'columns');
      const pictures = columnSlides.flatMap((slide) =>
        slide.items.filter((i): i is PlannedPicture => i.kind === 'image' && 'photo' in i.source),
      );
      expect(pictures, length).toHaveLength(2);
      for (const slide of columnSlides) {
        const boxes = slide.items.filter(
          (i): i is PlannedPicture | PlannedText => i.kind === 'image' || (i.kind === 'text' && i.role !== 'title'),
        );
        for (const a of boxes)
          for (const b of boxes) {
            if (a === b) continue;
            const overlap =
              a.x < b.x + b.w - 1e-6 && b.x < a.x + a.w - 1e-6 && a.y < b.y + b.h - 1e-6 && b.y < a.y + a.h - 1e-6;
            expect(overlap, `${length}: boxes overlap`).toBe(false);
          }
        for (const picture of slide.items.filter((i): i is PlannedPicture => i.kind === 'image')) {
          const caption = slide.items.find(
            (i): i is PlannedText =>
              i.kind === 'text' && i.role === 'label' && Math.abs(i.y - (picture.y + picture.h + 0.1)) < 1e-6,
          );
          expect(caption?.paragraphs[0]?.text, length).toMatch(/A station prototype|Figure 2: a protected lane/);
          expect(caption!.x + caption!.w / 2).toBeCloseTo(picture.x + picture.w / 2, 2);
          expect(picture.y + picture.h).toBeLessThanOrEqual(7.5);
        }
      }
    }
  });

  it('writes each picture on its slide of the .pptx, aspect kept, its caption under it', async () => {
    const outline = await reportOutline('Medium (8-12 slides)');
    const deck = await buildDeck(outline, { theme: 'studio' });
    const imageSlides = deck.plan.flatMap((slide, index) => (slide.layout === 'image' ? [{ slide, index }] : []));
    expect(imageSlides).toHaveLength(2);
    const { width, height } = await sharp(fixture('chelsea.png')).metadata();
    for (const { slide } of imageSlides) {
      const picture = slide.items.find((i): i is PlannedPicture => i.kind === 'image')!;
      const caption = slide.items.find((i): i is PlannedText => i.kind === 'text' && i.role === 'label')!;
      expect(picture.w / picture.h).toBeCloseTo(width! / height!, 2);
      expect(caption.y).toBeGreaterThanOrEqual(picture.y + picture.h);
      expect(caption.x + caption.w / 2).toBeCloseTo(picture.x + picture.w / 2, 2);
      expect(caption.align).toBe('center');
      expect(caption.sizePt).toBeGreaterThanOrEqual(14);
    }
    const zip = await JSZip.loadAsync(deck.bytes);
    expect(Object.keys(zip.files).filter((f) => /^ppt\/media\/image/.test(f)).length).toBeGreaterThanOrEqual(2);
    const [first, second] = imageSlides;
    const xml = async (index: number) => zip.file(`ppt/slides/slide${index + 1}.xml`)!.async('string');
    expect(await xml(first!.index)).toContain('A station prototype outside the library');
    expect(await xml(first!.index)).toContain('<p:pic>');
    expect(await xml(first!.index)).toContain('Why the city needs a bike-sharing network');
    expect(await xml(second!.index)).toContain('a protected lane on Market Street');
    expect(await xml(second!.index)).toContain('<p:pic>');
    expect(await xml(second!.index)).toContain('Safety and streets');
  });

  it('takes a "Figure 1:" paragraph before the picture, or its alt text, as the caption', () => {
    const png = dataUrl(fixture('coffee.png'));
    const before = parseHtml(
      `<h2>Coffee</h2><p>Figure 1: the house espresso.</p><p><img src="${png}" /></p><p>It is strong and cheap and served all day long in the hall by the entrance, which is why people come.</p>`,
    );
    const blocks = before.sections[0]!.blocks;
    expect(blocks[0]).toMatchObject({ kind: 'image', image: { caption: 'Figure 1: the house espresso.' } });
    expect(blocks[1]).toMatchObject({ kind: 'paragraph' });
    const alt = parseHtml(`<h2>Coffee</h2><p><img alt="A cup" src="${png}" /></p><h2>Next</h2>`);
    expect(alt.sections[0]!.blocks[0]).toMatchObject({ kind: 'image', image: { caption: 'A cup' } });
  });

  it('puts the pictures back on an outline written without them (an LLM outline) by matching words', async () => {
    const { value } = await mammoth.convertToHtml({ buffer: (await makeReportDocx()).bytes });
    const written: DeckOutline = {
      title: 'Bike sharing',
      subtitle: '',
      sections: [
        { heading: 'Costs', slides: [{ title: 'What it costs', bullets: ['3.2 million euros to build'], notes: '' }] },
        {
          heading: 'Streets',
          slides: [{ title: 'Safety on our streets', bullets: ['Protected lanes on four routes'], notes: '' }],
        },
        { heading: 'Why', slides: [{ title: 'Why the city needs bikes', bullets: ['Short trips'], notes: '' }] },
      ],
    };
    const outline = attachSourceImages(written, parseHtml(value));
    const images = outline.sections.map((s) => s.slides[0]!.image?.caption ?? null);
    expect(images).toEqual([
      null,
      'Figure 2: a protected lane on Market Street, as drawn in the consultation.',
      'A station prototype outside the library during the survey weeks.',
    ]);
    expect(written.sections[1]!.slides[0]!.image).toBeUndefined();
  });

  it("places the user's pictures by caption, else on the next free text slide, never on a table or dropped", () => {
    const outline: DeckOutline = {
      title: 'Garden',
      subtitle: '',
      sections: [
        { heading: 'Soil', slides: [{ title: 'Soil', bullets: ['Compost feeds the worms'], notes: '' }] },
        {
          heading: 'Water',
          slides: [
            { title: 'Water', bullets: ['Rain barrels', 'Drip lines', 'Mulch', 'Dawn watering', 'Timers'], notes: '' },
            {
              title: 'Use',
              bullets: [],
              notes: '',
              table: [
                ['Month', 'Litres'],
                ['May', '300'],
              ],
            },
          ],
        },
      ],
    };
    const placed = placeImages(outline, [
      { src: '/files/private/temp/a.png', caption: 'The rain barrels' },
      { src: '/files/private/temp/b.png', caption: '' },
      { src: '/files/private/temp/c.png', caption: 'Nothing in common' },
    ]);
    const [soil, water] = placed.sections;
    expect(water!.slides[0]!.image?.src).toBe('/files/private/temp/a.png');
    // Beside a picture: four points, the fifth in the notes.
    expect(water!.slides[0]!.bullets).toHaveLength(4);
    expect(water!.slides[0]!.notes).toContain('Timers');
    expect(soil!.slides[0]!.image?.src).toBe('/files/private/temp/b.png');
    expect(water!.slides[1]!.image).toBeUndefined();
    // No free slide left: a slide of its own at the end.
    expect(water!.slides.at(-1)).toMatchObject({
      title: 'Nothing in common',
      image: { src: '/files/private/temp/c.png' },
    });
    expect(outline.sections[1]!.slides[0]!.image).toBeUndefined();
    // A condensed deck (sections in columns): the picture goes in the column it matches, two points under it.
    const columns: DeckOutline = {
      title: 'Garden',
      subtitle: '',
      sections: [
        {
          heading: 'Soil · Water',
          slides: [
            {
              title: 'Soil · Water',
              bullets: [],
              notes: '',
              columns: [
                { heading: 'Soil', bullets: ['Compost', 'Worms', 'Mulch'] },
                { heading: 'Water', bullets: ['Rain barrels', 'Drip lines', 'Timers'] },
              ],
            },
          ],
        },
      ],
    };
    const inColumn = placeImages(columns, [{ src: '/files/private/temp/a.png', caption: 'Drip lines at dawn' }]);
    expect(inColumn.sections[0]!.slides[0]!.columns![1]).toEqual({
      heading: 'Water',
      bullets: ['Rain barrels', 'Drip lines'],
      image: { src: '/files/private/temp/a.png', caption: 'Drip lines at dawn' },
    });
    expect(inColumn.sections[0]!.slides[0]!.notes).toContain('Timers');
    expect(columns.sections[0]!.slides[0]!.columns![1]!.image).toBeUndefined();
    // Placing again changes nothing: a picture already on a slide stays.
    expect(placeImages(placed, [{ src: '/files/private/temp/a.png', caption: 'Soil' }])).toEqual(placed);
  });

  it('plans a slide without the picture when the picture cannot be read (its points stay)', async () => {
    const deck = await buildDeck(
      oneSlide({
        title: 'Broken',
        bullets: ['One point that stays on the slide', 'Another point that stays'],
        notes: '',
        image: { src: 'data:image/png;base64,AAAA', caption: 'Nothing' },
      }),
    );
    expect(deck.plan.at(-1)!.layout).toBe('bullets');
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"/>').toString('base64')}`;
    const vector = await buildDeck(
      oneSlide({ title: 'Vector', bullets: ['A point', 'Another point'], notes: '', image: { src: svg, caption: '' } }),
    );
    expect(vector.plan.at(-1)!.layout).toBe('bullets');
  });
});

describe('icon grid', () => {
  it('matches icons to points by their words, all different, a neutral one when nothing matches', () => {
    const names = tablerIconNames();
    expect(names.size).toBeGreaterThan(4000);
    expect(iconCandidates('Free cycling lessons')[0]).toBe('bike');
    expect(iconCandidates('Lower running costs')[0]).toBe('coin');
    expect(iconCandidates('A faster mobile app')).toContain('device-mobile');
    const icons = matchIcons(['Cleaner air', 'Fresh air', 'Quantum flux', 'Zyx wobble']);
    expect(new Set(icons).size).toBe(4);
    for (const icon of icons) expect(names.has(icon)).toBe(true);
    expect(icons[0]).toBe('wind');
  });

  it('lays 3–6 short parallel points out as an icon grid, longer points as bullets', async () => {
    const grid = await buildDeck(
      oneSlide({
        title: 'What the network brings',
        bullets: ['Cleaner air', 'Safer streets', 'Cheaper trips', 'Healthier residents', 'Less parking'],
        notes: '',
      }),
    );
    const slide = grid.plan.at(-1)!;
    expect(slide.layout).toBe('icons');
    const pictures = slide.items.filter((i): i is PlannedPicture => i.kind === 'image');
    expect(pictures).toHaveLength(5);
    for (const p of pictures) expect('icon' in p.source).toBe(true);
    const labels = slide.items.filter((i): i is PlannedText => i.kind === 'text' && i.role === 'body');
    expect(labels.map((l) => l.paragraphs[0]!.text)).toEqual([
      'Cleaner air',
      'Safer streets',
      'Cheaper trips',
      'Healthier residents',
      'Less parking',
    ]);
    // One size for every label, each under its own icon.
    expect(new Set(labels.map((l) => l.sizePt)).size).toBe(1);
    labels.forEach((label, i) => expect(label.y).toBeGreaterThanOrEqual(pictures[i]!.y + pictures[i]!.h));
    const zip = await JSZip.loadAsync(grid.bytes);
    expect(Object.keys(zip.files).filter((f) => /^ppt\/media\/image/.test(f)).length).toBeGreaterThanOrEqual(5);

    const long = await buildDeck(
      oneSlide({
        title: 'Findings',
        bullets: [
          'Short car trips under five kilometres make up nearly half of all journeys',
          'Most of these trips could be made by bicycle',
          'Congestion costs local businesses four million euros',
        ],
        notes: '',
      }),
    );
    expect(long.plan.at(-1)!.layout).toBe('bullets');
  });

  it('draws an icon in the colour asked for', async () => {
    const png = await renderIcon('bike', 'E4572E', 128);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(128);
    let inked = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      if (data[i + 3]! < 200) continue;
      inked++;
      // The stroke's colour, give or take the rounding of its anti-aliased edges.
      expect(Math.abs(data[i]! - 0xe4) + Math.abs(data[i + 1]! - 0x57) + Math.abs(data[i + 2]! - 0x2e)).toBeLessThan(8);
    }
    expect(inked).toBeGreaterThan(200);
  });
});

describe('chart kind', () => {
  it('draws numbers over years, months, quarters or dates as a line', () => {
    expect(chartKind(['2019', '2020', '2021', '2022'], ['4', '5', '7', '6'])).toBe('line');
    expect(chartKind(['March', 'April', 'May', 'June'], ['850', '1,120', '1,480', '1,710'])).toBe('line');
    expect(chartKind(['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'], ['1', '2', '3', '4'])).toBe('line');
    expect(chartKind(['2024-01', '2024-02', '2024-03'], ['1', '2', '3'])).toBe('line');
    expect(chartKind(['Week 1', 'Week 2', 'Week 3'], ['1', '2', '3'])).toBe('line');
    expect(chartKind(['enero', 'febrero', 'marzo'], ['1', '2', '3'])).toBe('line');
  });

  it('draws categories as bars, and shares of a whole as a pie', () => {
    expect(chartKind(['Northbridge', 'Lakeside', 'Old Harbour'], ['4200', '2100', '6800'])).toBe('bar');
    // Years out of order are categories (a ranking), not a time line.
    expect(chartKind(['2023', '2019', '2021'], ['9', '8', '7'])).toBe('bar');
    expect(isTimeSeries(['May', 'March', 'April'])).toBe(false);
    // "Mayor" is not May.
    expect(isTimeSeries(['Mayor', 'Council', 'Citizens'])).toBe(false);
    expect(chartKind(['Car', 'Bus', 'Bike', 'Walk'], ['40%', '25%', '15%', '20%'])).toBe('pie');
    // Percentages over years: a line, not a pie, when they do not add up to a whole.
    expect(chartKind(['2021', '2022', '2023'], ['20%', '30%', '35%'])).toBe('line');
  });

  it('makes the chart of a table of the .docx of the kind its first column asks for', async () => {
    expect(
      chartFromTable([
        ['Month', 'Rides'],
        ['March', '850'],
        ['April', '1,120'],
        ['May', '1,480'],
      ])?.chart,
    ).toEqual({
      kind: 'line',
      labels: ['March', 'April', 'May'],
      series: [{ name: 'Rides', values: [850, 1120, 1480] }],
    });
    const outline = await reportOutline('Long (13-20 slides)');
    const charts = outline.sections.flatMap((s) => s.slides.flatMap((slide) => (slide.chart ? [slide.chart] : [])));
    expect(charts.map((c) => c.kind)).toEqual(['bar', 'line']);
  });

  it('charts a list of labelled figures in the text, of the kind they ask for; other lists stay points', () => {
    expect(chartFromList(['2021: 1,200 rides', '2022: 1,900 rides', '2023: 2,600 rides'], 'Rides')).toEqual({
      kind: 'line',
      labels: ['2021', '2022', '2023'],
      series: [{ name: 'Rides', values: [1200, 1900, 2600] }],
    });
    expect(chartFromList(['Car – 40%', 'Bus – 25%', 'Bike – 15%', 'Walk – 20%'], 'Trips')?.kind).toBe('pie');
    expect(
      chartFromList(['Northbridge: 95 stations', 'Lakeside: 60 stations', 'Old Harbour: 120 stations'], 'x'),
    ).toMatchObject({
      kind: 'bar',
      series: [{ name: 'Stations', values: [95, 60, 120] }],
    });
    // Mixed units, or a sentence with a number in it, are not a chart.
    expect(
      chartFromList(['Lakeside: 60 stations', 'Northbridge: 700 bicycles', 'Old Harbour: 120 stations'], 'x'),
    ).toBeNull();
    expect(
      chartFromList(['We surveyed 2,400 residents', 'Sixty-two percent would ride', 'Safety: the main worry'], 'x'),
    ).toBeNull();
    const outline = outlineFromDocument(
      parseText('# Growth\n\n## Rides per year\n- 2021: 1,200 rides\n- 2022: 1,900 rides\n- 2023: 2,600 rides\n'),
      budgetForLength(undefined),
    );
    expect(outline.sections.flatMap((s) => s.slides).find((slide) => slide.chart)?.chart?.kind).toBe('line');
  });
});

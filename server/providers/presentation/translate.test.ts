/**
 * Icons of translated decks (issue #18): the icon table is English, so a deck in another language gets its icons
 * from English words — the source's own words when the deck was translated from English, else its points
 * translated into English by the installed apertium pair.
 */
import { describe, expect, it } from 'vitest';
import { buildDeck } from './deck';
import type { PlannedPicture } from './layout';
import type { DeckOutline } from './outline';
import { installedPairs, translateOutline, withIconHints } from './translate';

const gridOutline = (bullets: string[]): DeckOutline => ({
  title: 'Bike sharing',
  subtitle: '',
  sections: [{ heading: 'Benefits', slides: [{ title: 'What the network brings', bullets, notes: '' }] }],
});

async function gridIcons(outline: DeckOutline): Promise<string[]> {
  const deck = await buildDeck(outline);
  const slide = deck.plan.at(-1)!;
  expect(slide.layout).toBe('icons');
  return slide.items.flatMap((i) =>
    i.kind === 'image' && 'icon' in i.source ? [(i as PlannedPicture & { source: { icon: string } }).source.icon] : [],
  );
}

const ENGLISH = ['Cleaner air', 'Safer streets', 'Cheaper trips', 'Healthier residents', 'Less parking'];
const LABELS = { agenda: 'Agenda', continued: 'cont.' };

describe.skipIf(!installedPairs().has('eng-spa'))('icons in a deck of another language', () => {
  it('a Spanish deck translated from English shows the icons of the English deck', async () => {
    const english = await gridIcons(gridOutline(ENGLISH));
    expect(english.slice(0, 2)).toEqual(['wind', 'road']);
    const { outline } = await translateOutline(gridOutline(ENGLISH), LABELS, 'eng', 'spa');
    const bullets = outline.sections[0]!.slides[0]!.bullets;
    expect(bullets.join(' ')).toMatch(/aire/i);
    expect(await gridIcons(outline)).toEqual(english);
  });

  it('a deck written in Spanish gets its icons from its points in English', async () => {
    const spanish = gridOutline(['Aire más limpio', 'Calles más seguras', 'Viajes más baratos', 'Menos aparcamiento']);
    const icons = await gridIcons(await withIconHints(spanish, 'spa'));
    expect(icons).toEqual(['wind', 'road', 'discount', 'parking']);
    // Points edited after the icons were chosen: the icons follow the new points.
    const hinted = await withIconHints(spanish, 'spa');
    hinted.sections[0]!.slides[0]!.bullets = ['Menos aparcamiento', 'Aire más limpio', 'Calles más seguras'];
    expect(await gridIcons(hinted)).toEqual(['parking', 'wind', 'road']);
  });
});

/**
 * Writes font-widths.json: the advance widths (per 1000 units of the em) of the fonts the decks use, read from the
 * Liberation fonts, which are metric-compatible with Arial and Times New Roman — so a width measured here is the
 * width in PowerPoint (Arial) and in LibreOffice (Liberation), and the layout engine can tell what fits.
 * Run: npx tsx server/providers/presentation/build-font-widths.mts (needs fonts-liberation2, fonts-crosextra-carlito and fonts-crosextra-caladea: npm run setup).
 */
import fs from 'node:fs';
import path from 'node:path';

const LIBERATION = fs.existsSync('/usr/share/fonts/truetype/liberation2')
  ? '/usr/share/fonts/truetype/liberation2'
  : '/usr/share/fonts/truetype/liberation';
const CROSEXTRA = '/usr/share/fonts/truetype/crosextra';
/** Office's fonts → their metric-compatible twins (fonts-liberation2, fonts-crosextra-carlito/-caladea). */
const FONTS = {
  Arial: `${LIBERATION}/LiberationSans-Regular.ttf`,
  'Arial Bold': `${LIBERATION}/LiberationSans-Bold.ttf`,
  'Times New Roman': `${LIBERATION}/LiberationSerif-Regular.ttf`,
  'Times New Roman Bold': `${LIBERATION}/LiberationSerif-Bold.ttf`,
  Calibri: `${CROSEXTRA}/Carlito-Regular.ttf`,
  'Calibri Bold': `${CROSEXTRA}/Carlito-Bold.ttf`,
  Cambria: `${CROSEXTRA}/Caladea-Regular.ttf`,
  'Cambria Bold': `${CROSEXTRA}/Caladea-Bold.ttf`,
};
/** Latin, Latin-1, Latin Extended-A/B, general punctuation, currency: what Western decks use. */
const RANGES: Array<[number, number]> = [
  [0x20, 0x24f],
  [0x2000, 0x20cf],
  [0x2190, 0x21ff],
  [0x25a0, 0x25ff],
];

function widths(file: string): { unitsPerEm: number; widths: Record<string, number> } {
  const font = fs.readFileSync(file);
  const tables = new Map<string, number>();
  const count = font.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    tables.set(font.toString('latin1', at, at + 4), font.readUInt32BE(at + 8));
  }
  const head = tables.get('head')!;
  const unitsPerEm = font.readUInt16BE(head + 18);
  const hhea = tables.get('hhea')!;
  const hMetrics = font.readUInt16BE(hhea + 34);
  const hmtx = tables.get('hmtx')!;
  const advance = (glyph: number) => font.readUInt16BE(hmtx + 4 * Math.min(glyph, hMetrics - 1));
  // cmap: the Windows Unicode BMP subtable (format 4).
  const cmap = tables.get('cmap')!;
  let sub = -1;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const at = cmap + 4 + i * 8;
    if (font.readUInt16BE(at) === 3 && font.readUInt16BE(at + 2) === 1) sub = cmap + font.readUInt32BE(at + 4);
  }
  const segments = font.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const offsets = deltas + segments * 2;
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segments; s++) {
      if (font.readUInt16BE(ends + s * 2) < code) continue;
      const start = font.readUInt16BE(starts + s * 2);
      if (start > code) return 0;
      const delta = font.readInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(offsets + s * 2);
      if (!rangeOffset) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(offsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph ? (glyph + delta) & 0xffff : 0;
    }
    return 0;
  };
  const out: Record<string, number> = {};
  for (const [from, to] of RANGES)
    for (let code = from; code <= to; code++) {
      const glyph = glyphOf(code);
      if (glyph) out[code.toString(16)] = Math.round((advance(glyph) * 1000) / unitsPerEm);
    }
  return { unitsPerEm, widths: out };
}

const result = Object.fromEntries(Object.entries(FONTS).map(([name, file]) => [name, widths(file).widths]));
const target = path.join(import.meta.dirname, 'font-widths.json');
fs.writeFileSync(target, JSON.stringify(result) + '\n');
console.log(
  `wrote ${target}: ${Object.values(result)
    .map((w) => Object.keys(w).length)
    .join(', ')} glyph widths`,
);

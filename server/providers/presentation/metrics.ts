/**
 * Text measurement for the deck layout: advance widths of Arial, Times New Roman, Calibri and Cambria (font-widths.json,
 * read from their metric-compatible twins Liberation, Carlito and Caladea, which LibreOffice renders), greedy line wrapping as slide renderers do
 * it, and breaking words wider than a line (URLs, long compounds) with zero-width spaces, where every renderer may
 * break — so the engine knows, before writing the file, how many lines each text takes.
 */
import widthTable from './font-widths.json';

export type DeckFont = 'Arial' | 'Times New Roman' | 'Calibri' | 'Cambria';

/** Characters outside the table (CJK, emoji …) count as a full em: wider than most glyphs, never too narrow. */
const UNKNOWN_WIDTH = 1000;
/** A break opportunity without a visible character. */
export const SOFT_BREAK = '\u200b';

const tables = widthTable as Record<string, Record<string, number>>;

export function textWidthPt(text: string, font: DeckFont, bold: boolean, sizePt: number): number {
  const widths = tables[bold ? `${font} Bold` : font]!;
  let units = 0;
  for (const char of text) {
    if (char === SOFT_BREAK) continue;
    units += widths[char.codePointAt(0)!.toString(16)] ?? UNKNOWN_WIDTH;
  }
  return (units * sizePt) / 1000;
}

export interface TextStyle {
  font: DeckFont;
  bold: boolean;
  sizePt: number;
}

/**
 * Wraps a paragraph into lines no wider than `widthPt` (spaces and soft breaks are the break opportunities); a word
 * wider than a line is cut into pieces that fit. Returns the lines and the text with soft breaks where words were cut.
 */
export function wrapText(text: string, widthPt: number, style: TextStyle): { lines: string[]; text: string } {
  const measure = (s: string) => textWidthPt(s, style.font, style.bold, style.sizePt);
  const pieces: string[] = [];
  const words = text.split(/ +/).filter(Boolean);
  const rebuilt: string[] = [];
  for (const word of words) {
    if (measure(word) <= widthPt) {
      pieces.push(word);
      rebuilt.push(word);
      continue;
    }
    // Cut after punctuation where possible (URLs: after / . - _ ?), else where the line is full.
    const chunks: string[] = [];
    let chunk = '';
    for (const char of word) {
      if (chunk && measure(chunk + char) > widthPt) {
        const cut = Math.max(...['/', '.', '-', '_', '?', '&', '='].map((p) => chunk.lastIndexOf(p)));
        if (cut > chunk.length / 2 && cut < chunk.length - 1) {
          chunks.push(chunk.slice(0, cut + 1));
          chunk = chunk.slice(cut + 1);
        } else {
          chunks.push(chunk);
          chunk = '';
        }
      }
      chunk += char;
    }
    if (chunk) chunks.push(chunk);
    pieces.push(...chunks.map((c, i) => (i === 0 ? c : SOFT_BREAK + c)));
    rebuilt.push(chunks.join(SOFT_BREAK));
  }
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    const soft = piece.startsWith(SOFT_BREAK);
    const candidate = line ? (soft ? line + piece.slice(1) : `${line} ${piece}`) : piece.replace(SOFT_BREAK, '');
    if (line && measure(candidate) > widthPt) {
      lines.push(line);
      line = piece.replace(SOFT_BREAK, '');
    } else line = candidate;
  }
  if (line) lines.push(line);
  return { lines, text: rebuilt.join(' ') };
}

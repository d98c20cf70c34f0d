/**
 * The photo tool's free-text instructions and toggles → engine parameters. Words people write ("simple",
 * "more detail", "thick lines", "no background", "keep the face") change the page; anything else is ignored
 * (the offline engine has no language model, so it reads only these cues, in English, Spanish, French and German).
 */

export type LineWeight = 'thin' | 'medium' | 'bold';
export type PaperSize = 'A4' | 'Letter';

/** Stroke width in pixels at 300 DPI: 0.5, 0.9 and 1.5 mm. */
export const STROKE_PX: Record<LineWeight, number> = { thin: 6, medium: 11, bold: 18 };

/** Pages at 300 DPI with a 0.5 inch (150 px) margin: A4 210 × 297 mm, US Letter 8.5 × 11 in. */
export const PRINT_PAGES: Record<PaperSize, { width: number; height: number; margin: number }> = {
  A4: { width: 2480, height: 3508, margin: 150 },
  Letter: { width: 2550, height: 3300, margin: 150 },
};

export interface PhotoPageSettings {
  lineWeight: LineWeight;
  /** 0..1 */
  detail: number;
  removeBackground: boolean;
  preserveFaces: boolean;
}

const cues: Array<{ pattern: RegExp; apply: (s: PhotoPageSettings) => void }> = [
  {
    pattern: /\b(simple|simpler|easy|easier|minimal|few(er)? lines|less detail|sencill|simple|einfach)/i,
    apply: (s) => void (s.detail = 0.1),
  },
  {
    pattern: /\b(detailed|intricate|more detail|lots of detail|complex|detallad|détaillé|detailliert)/i,
    apply: (s) => void (s.detail = 0.9),
  },
  { pattern: /\b(thick|bold|heavy|strong|wide|gruesas?|épais|dick)\b/i, apply: (s) => void (s.lineWeight = 'bold') },
  { pattern: /\b(thin|fine|delicate|light|finas?|fin|dünn)\b/i, apply: (s) => void (s.lineWeight = 'thin') },
  {
    pattern:
      /\b(no|without|remove( the)?|sin|sans|ohne) (background|backdrop|fondo|fond|hintergrund)\b|\bonly the (subject|animal|person)\b/i,
    apply: (s) => void (s.removeBackground = true),
  },
  { pattern: /\b(keep|preserve|with) (the )?(faces?|eyes)\b/i, apply: (s) => void (s.preserveFaces = true) },
];

/** Applies the cues found in `instructions` over the form's settings (the words win: they were typed last). */
export function settingsFromInstructions(instructions: string, form: PhotoPageSettings): PhotoPageSettings {
  const settings = { ...form };
  for (const cue of cues) if (cue.pattern.test(instructions)) cue.apply(settings);
  return settings;
}

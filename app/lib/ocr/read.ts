import type { PSM, WorkerParams } from 'tesseract.js';

/**
 * How the OCR demo asks Tesseract to read, and when it says it found nothing: one place for the page and the
 * accuracy bench (bench/ocr-accuracy.ts), so the bench measures what users get.
 */

/**
 * Tesseract parameters. Page segmentation mode 3 (fully automatic) finds the text blocks of a page and reads each
 * line whole; `preserve_interword_spaces` keeps a table's columns apart.
 */
export const OCR_PARAMETERS: Partial<WorkerParams> = {
  // A type-only import keeps tesseract.js out of the page's first bundle (the page loads it on demand).
  tessedit_pageseg_mode: '3' as PSM,
  preserve_interword_spaces: '1',
  // The prepared canvas is scaled for reading; a stated resolution also spares the console Tesseract's
  // "Estimating resolution as N" line on every image (it carries no DPI of its own).
  user_defined_dpi: '300',
};

/**
 * Below this mean word confidence, what Tesseract "read" is noise: a photo without text gives 18–40 and a page of
 * text 80–96. Saying so beats printing garbage.
 */
export const CONFIDENCE_FLOOR = 60;

export const NO_TEXT_MESSAGE = 'No readable text found';

export type Reading = { kind: 'text'; text: string; confidence: number } | { kind: 'none' };

/** The page's verdict on Tesseract's answer. */
export function readingOf(result: { text: string; confidence: number }): Reading {
  const text = tidyText(result.text);
  const confidence = Math.round(result.confidence);
  // Too few letters or digits to be a reading (a lone "a A" from a cat's fur).
  const meaningful = text.replace(/[^\p{L}\p{N}]/gu, '').length;
  if (confidence < CONFIDENCE_FLOOR || meaningful < 3) return { kind: 'none' };
  return { kind: 'text', text, confidence };
}

/** Trailing spaces off every line, runs of blank lines cut to one, no blank lines at the ends. */
export function tidyText(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

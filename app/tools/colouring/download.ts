/**
 * Saves a result as `image.webp` (the spec's file name), as WebP bytes, and reports success or failure; prints one
 * page or the batch as a PDF (print.ts).
 */
import { toast } from 'sonner';
import { COLOURING_DOWNLOAD_NAME, colouringMessages } from '#contract/colouring';
import { saveBlob } from '#app/lib/download';
import { buildPrintPdf, printLayout, type PrintPage, type PrintPaper } from './print';

/** A page stored in another format (older PNG results, text pages) is re-encoded so the name tells the truth. */
export async function asWebp(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/webp') return blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    // Quality 1: Chromium encodes WebP losslessly at 1.0, keeping the page pure black and white.
    canvas.toBlob((webp) => (webp ? resolve(webp) : reject(new Error('WebP encoding failed'))), 'image/webp', 1),
  );
}

/** Shows a spec message in the page's language (`useToolText().say`); English as it is by default. */
type Say = (message: string) => string;
const asIs: Say = (message) => message;

export async function downloadResult(url: string, say: Say = asIs): Promise<boolean> {
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    saveBlob(await asWebp(await response.blob()), COLOURING_DOWNLOAD_NAME);
    toast.success(say(colouringMessages.downloadComplete));
    return true;
  } catch {
    toast.error(say(colouringMessages.downloadFailed));
    return false;
  }
}

/** Near-white counts as paper when finding the drawing's edges (JPEG-ish noise, anti-aliased borders). */
const PAPER_LEVEL = 235;

/**
 * A page ready for the PDF: the drawing cropped to its ink (the white border the engine left is replaced by the
 * PDF's own margins) and, only when it has too few pixels for 300 DPI at the printed size, enlarged to exactly that.
 */
export async function preparePrintPage(blob: Blob, paper: PrintPaper): Promise<PrintPage> {
  const bitmap = await createImageBitmap(blob);
  const source = document.createElement('canvas');
  source.width = bitmap.width;
  source.height = bitmap.height;
  const context = source.getContext('2d', { willReadFrequently: true })!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, source.width, source.height);
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const crop = inkBounds(context.getImageData(0, 0, source.width, source.height));
  const layout = printLayout(paper, crop.width, crop.height);
  const canvas = document.createElement('canvas');
  canvas.width = layout.pixelWidth;
  canvas.height = layout.pixelHeight;
  const target = canvas.getContext('2d')!;
  target.imageSmoothingEnabled = true;
  target.imageSmoothingQuality = 'high';
  target.drawImage(source, crop.x, crop.y, crop.width, crop.height, 0, 0, canvas.width, canvas.height);
  const png = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((out) => (out ? resolve(out) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
  return { png: new Uint8Array(await png.arrayBuffer()), width: canvas.width, height: canvas.height };
}

/** The rectangle holding every non-paper pixel, with a small border of paper; the whole image when blank. */
function inkBounds(image: ImageData): { x: number; y: number; width: number; height: number } {
  const { width, height, data } = image;
  let top = height;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      const i = row + x * 4;
      if (data[i]! >= PAPER_LEVEL && data[i + 1]! >= PAPER_LEVEL && data[i + 2]! >= PAPER_LEVEL) continue;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (bottom < 0) return { x: 0, y: 0, width, height };
  const pad = Math.round(Math.max(width, height) * 0.01);
  const x = Math.max(0, left - pad);
  const y = Math.max(0, top - pad);
  return { x, y, width: Math.min(width, right + pad + 1) - x, height: Math.min(height, bottom + pad + 1) - y };
}

/** Downloads one page or the whole batch as a print-ready PDF on `paper`. */
export async function downloadPrintPdf(urls: string[], paper: PrintPaper, say: Say = asIs): Promise<boolean> {
  try {
    const pages: PrintPage[] = [];
    for (const url of urls) {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      pages.push(await preparePrintPage(await response.blob(), paper));
    }
    const title = urls.length > 1 ? 'Colouring pages' : 'Colouring page';
    const bytes = await buildPrintPdf(pages, paper, title);
    const suffix = paper === 'Letter' ? 'letter' : 'a4';
    saveBlob(
      new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
      `${urls.length > 1 ? 'colouring-pages' : 'colouring-page'}-${suffix}.pdf`,
    );
    toast.success(say(colouringMessages.downloadComplete));
    return true;
  } catch {
    toast.error(say(colouringMessages.downloadFailed));
    return false;
  }
}

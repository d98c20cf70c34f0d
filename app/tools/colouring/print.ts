/**
 * Print-ready PDFs of colouring pages (issue #19 item 4): one page per colouring page on A4 or US Letter, the drawing
 * centred inside 0.5 in margins, in the paper's orientation that fits it best, at no less than 300 DPI. The pixels
 * are embedded as they are (PNG, lossless) whenever they already give 300 DPI or more at the printed size; a smaller
 * drawing is enlarged to exactly 300 DPI before it is embedded (download.ts), never reduced.
 * Built in the browser with pdf-lib (loaded only when someone prints): the result files are already there, signed
 * for this user, so the server does no extra work and stores no second copy.
 */

export const PRINT_DPI = 300;
/** 0.5 in, in PDF points (1/72 in). */
export const PRINT_MARGIN_PT = 36;

export const PRINT_PAPERS = {
  A4: { label: 'A4', widthPt: (210 / 25.4) * 72, heightPt: (297 / 25.4) * 72 },
  Letter: { label: 'US Letter', widthPt: 8.5 * 72, heightPt: 11 * 72 },
} as const;
export type PrintPaper = keyof typeof PRINT_PAPERS;

export interface PrintLayout {
  /** The PDF page, in points (portrait or landscape). */
  pageWidthPt: number;
  pageHeightPt: number;
  /** Where the drawing goes, in points from the bottom-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** The drawing's pixel size to embed: the source size, or larger when that gives under 300 DPI. */
  pixelWidth: number;
  pixelHeight: number;
  /** The embedded pixels per inch at the printed size (≥ 300). */
  dpi: number;
}

/** Places a `widthPx` × `heightPx` drawing on the paper as large as the margins allow. */
export function printLayout(paper: PrintPaper, widthPx: number, heightPx: number): PrintLayout {
  const sheet = PRINT_PAPERS[paper];
  const landscape = widthPx > heightPx;
  const pageWidthPt = landscape ? sheet.heightPt : sheet.widthPt;
  const pageHeightPt = landscape ? sheet.widthPt : sheet.heightPt;
  const boxWidth = pageWidthPt - 2 * PRINT_MARGIN_PT;
  const boxHeight = pageHeightPt - 2 * PRINT_MARGIN_PT;
  const scale = Math.min(boxWidth / widthPx, boxHeight / heightPx);
  const width = widthPx * scale;
  const height = heightPx * scale;
  const sourceDpi = widthPx / (width / 72);
  // Enlarge to 300 DPI at the printed size when the source is smaller; never reduce.
  const enlarge = sourceDpi < PRINT_DPI ? PRINT_DPI / sourceDpi : 1;
  const pixelWidth = Math.ceil(widthPx * enlarge);
  const pixelHeight = Math.ceil(heightPx * enlarge);
  return {
    pageWidthPt,
    pageHeightPt,
    x: (pageWidthPt - width) / 2,
    y: (pageHeightPt - height) / 2,
    width,
    height,
    pixelWidth,
    pixelHeight,
    dpi: pixelWidth / (width / 72),
  };
}

export interface PrintPage {
  /** PNG bytes at the layout's pixel size. */
  png: Uint8Array;
  width: number;
  height: number;
}

/** The PDF: one sheet per page, each drawing placed by printLayout. */
export async function buildPrintPdf(pages: PrintPage[], paper: PrintPaper, title: string): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Atelier');
  pdf.setProducer('Atelier (pdf-lib)');
  for (const page of pages) {
    const layout = printLayout(paper, page.width, page.height);
    const image = await pdf.embedPng(page.png);
    const sheet = pdf.addPage([layout.pageWidthPt, layout.pageHeightPt]);
    sheet.drawImage(image, { x: layout.x, y: layout.y, width: layout.width, height: layout.height });
  }
  return pdf.save();
}

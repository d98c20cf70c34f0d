/** Print-ready PDFs (issue #19 item 4): paper sizes, margins, orientation, and never under 300 DPI. */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildPrintPdf, PRINT_DPI, PRINT_MARGIN_PT, printLayout } from './print';

describe('printLayout', () => {
  it('embeds a full A4 page at 300 DPI as it is (no resampling), centred inside 0.5 in margins', () => {
    const layout = printLayout('A4', 2480, 3508);
    expect(layout.pageWidthPt).toBeCloseTo(595.28, 1);
    expect(layout.pageHeightPt).toBeCloseTo(841.89, 1);
    expect([layout.pixelWidth, layout.pixelHeight]).toEqual([2480, 3508]);
    expect(layout.dpi).toBeGreaterThanOrEqual(PRINT_DPI);
    expect(Math.min(layout.x, layout.y)).toBeCloseTo(PRINT_MARGIN_PT, 5);
    expect(layout.y).toBeGreaterThanOrEqual(PRINT_MARGIN_PT);
    expect(layout.x * 2 + layout.width).toBeCloseTo(layout.pageWidthPt, 5);
    expect(layout.y * 2 + layout.height).toBeCloseTo(layout.pageHeightPt, 5);
  });

  it('turns the sheet for a wide drawing and enlarges a small one to exactly 300 DPI at the printed size', () => {
    const layout = printLayout('Letter', 384, 303);
    expect([layout.pageWidthPt, layout.pageHeightPt]).toEqual([792, 612]);
    expect(layout.dpi).toBeCloseTo(PRINT_DPI, 0);
    expect(layout.pixelWidth).toBeGreaterThanOrEqual(Math.floor((layout.width / 72) * PRINT_DPI));
    expect(layout.width).toBeLessThanOrEqual(792 - 2 * PRINT_MARGIN_PT + 1e-6);
    expect(layout.height).toBeLessThanOrEqual(612 - 2 * PRINT_MARGIN_PT + 1e-6);
  });

  it('never reduces a larger drawing', () => {
    const layout = printLayout('A4', 6000, 8000);
    expect([layout.pixelWidth, layout.pixelHeight]).toEqual([6000, 8000]);
    expect(layout.dpi).toBeGreaterThan(PRINT_DPI);
  });
});

it('builds one sheet per page on the chosen paper', async () => {
  const png = async (width: number, height: number) =>
    new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    );
  const bytes = await buildPrintPdf(
    [
      { png: await png(248, 351), width: 248, height: 351 },
      { png: await png(330, 255), width: 330, height: 255 },
    ],
    'Letter',
    'Colouring pages',
  );
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe('Colouring pages');
  expect(pdf.getPages().map((page) => [page.getWidth(), page.getHeight()])).toEqual([
    [612, 792],
    [792, 612],
  ]);
});

/**
 * Our own receipt for a payment the vendor gives no hosted receipt for (sandbox and PayPal orders): a one-page PDF
 * written directly (PDF 1.4, the standard Helvetica fonts, WinAnsi text), so no PDF library or engine is needed for
 * a page of text. Characters outside Latin-1 print as "?" (the standard fonts cannot show them).
 */

export interface ReceiptLine {
  label: string;
  value: string;
}

export interface ReceiptData {
  title: string;
  /** Under the title, e.g. "Receipt ATL-20261124-ABCDEFGHJK". */
  subtitle: string;
  /** Label/value rows (billed to, date paid, payment method …). */
  details: ReceiptLine[];
  /** The item bought and its amount. */
  item: ReceiptLine;
  /** Label/value rows under the item (amount paid, refunded …); the first is printed bold. */
  totals: ReceiptLine[];
  /** Small print at the bottom (e.g. the sandbox's "no money was charged"). */
  note?: string;
}

/** A string as a PDF literal: backslash and parentheses escaped, Latin-1 only. */
function pdfText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    const latin1 = code >= 0x20 && code <= 0xff && !(code >= 0x7f && code <= 0xa0) ? char : '?';
    out += latin1 === '\\' || latin1 === '(' || latin1 === ')' ? `\\${latin1}` : latin1;
  }
  return `(${out})`;
}

/** Helvetica's average advance is about half the size: right-aligned numbers are placed by that estimate. */
const approxWidth = (text: string, size: number) => text.length * size * 0.55;

export function renderReceiptPdf(receipt: ReceiptData): Buffer {
  const ops: string[] = [];
  const text = (x: number, y: number, value: string, size = 11, bold = false) =>
    ops.push(`BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td ${pdfText(value)} Tj ET`);
  const right = (y: number, value: string, size = 11, bold = false) =>
    text(Math.round(545 - approxWidth(value, size)), y, value, size, bold);
  const rule = (y: number) => ops.push(`0.85 G 50 ${y} m 545 ${y} l S 0 G`);

  let y = 780;
  text(50, y, receipt.title, 22, true);
  y -= 24;
  text(50, y, receipt.subtitle, 11);
  y -= 30;
  for (const line of receipt.details) {
    text(50, y, line.label, 10);
    text(180, y, line.value, 10);
    y -= 18;
  }
  y -= 12;
  rule(y);
  y -= 24;
  text(50, y, receipt.item.label, 12, true);
  right(y, receipt.item.value, 12, true);
  y -= 14;
  rule(y);
  y -= 24;
  receipt.totals.forEach((line, i) => {
    text(300, y, line.label, 11, i === 0);
    right(y, line.value, 11, i === 0);
    y -= 20;
  });
  if (receipt.note) text(50, 60, receipt.note, 9);

  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

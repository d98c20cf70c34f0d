/** The hand-written receipt PDF: a valid file (xref offsets point at their objects), text escaped, Latin-1 only. */
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf } from './receipt-pdf';

const receipt = {
  title: 'Atelier receipt',
  subtitle: 'Receipt ATL-20261124-ABCDEFGHJK',
  details: [{ label: 'Billed to', value: 'Ada (Countess) \\ Lovelace 李 <ada@example.com>' }],
  item: { label: 'Pro plan, yearly (14,400 credits)', value: '$192.00' },
  totals: [{ label: 'Amount paid', value: '$192.00 USD' }],
  note: 'Sandbox checkout: no money was charged for this order.',
};

describe('renderReceiptPdf', () => {
  it('writes a PDF whose cross-reference table points at every object', () => {
    const pdf = renderReceiptPdf(receipt).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(pdf)![1]);
    const stream = pdf.slice(pdf.indexOf('stream\n') + 7, pdf.indexOf('\nendstream'));
    expect(stream.length).toBe(length);
  });

  it('escapes parentheses and backslashes and replaces what Helvetica cannot show', () => {
    const pdf = renderReceiptPdf(receipt).toString('latin1');
    expect(pdf).toContain('(Ada \\(Countess\\) \\\\ Lovelace ? <ada@example.com>) Tj');
    expect(pdf).toContain('(Receipt ATL-20261124-ABCDEFGHJK) Tj');
  });
});
